import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify"
import multipart from "@fastify/multipart"
import { ATTACHMENT_MAX_BYTES } from "../../lib/leads/form-rules"
import type { Admission } from "../lead-admission"
import type { Answer } from "../lead-answers"
import type { ServerLimits } from "./limits"
import { admitLead, bodyLimit } from "../lead-admission"
import { refusal } from "../lead-answers"
import { acceptLead } from "../lead-endpoint"
import type { LeadValue, ReceivedFile, ReceivedLead } from "../lead-body"
import {
  addMultipartField,
  checkReceivedFile,
  FIELD_NAME,
  InvalidBody,
  leadValues,
  MAX_FIELD_BYTES,
  MAX_FIELDS,
} from "../lead-body"

type Admitted = Extract<Admission, { admitted: true }>

declare module "fastify" {
  interface FastifyRequest {
    leadAdmission?: Admitted
  }
}

function send(reply: FastifyReply, answer: Answer) {
  return reply.code(answer.status).headers(answer.headers).send(answer.body)
}

/** The multipart body streamed through busboy's limits: the first part past one is refused at once. */
async function readMultipart(request: FastifyRequest): Promise<ReceivedLead> {
  const values: Record<string, LeadValue> = Object.create(null)
  let file: ReceivedFile | null = null
  const parts = request.parts({
    limits: {
      fieldNameSize: 40,
      fieldSize: MAX_FIELD_BYTES,
      fields: MAX_FIELDS,
      fileSize: ATTACHMENT_MAX_BYTES,
      // A second file is refused as a malformed lead (400), a third by busboy's limit (413).
      files: 2,
      parts: MAX_FIELDS + 1,
      headerPairs: 8,
    },
  })
  for await (const part of parts) {
    if (!FIELD_NAME.test(part.fieldname)) throw new InvalidBody()
    if (part.type === "file") {
      if (file) throw new InvalidBody()
      const bytes = await part.toBuffer()
      // A file input left empty still sends a part, with no name and no bytes.
      if (bytes.length === 0 && !part.filename) continue
      file = { fieldName: part.fieldname, fileName: part.filename, bytes }
      checkReceivedFile(file)
    } else {
      if (part.valueTruncated || part.fieldnameTruncated || part.mimetype !== "text/plain") throw new InvalidBody()
      addMultipartField(values, part.fieldname, part.value)
    }
  }
  return { values, file }
}

/** At most `limit` places at once: `take` gives a place's release (once), or null when all are taken. */
function places(limit: number) {
  let taken = 0
  return {
    take(): (() => void) | null {
      if (taken >= limit) return null
      taken += 1
      let given = false
      return () => {
        if (given) return
        given = true
        taken -= 1
      }
    },
  }
}

/**
 * POST /api/leads. The onRequest hook decides from the head alone (method, Origin, type, declared length, a
 * place among the uploads read at once, quota) and answers a refusal before the body is read, closing the
 * connection; only then does it answer `Expect: 100-continue` and Fastify read the body (JSON within its
 * limit, multipart streamed within busboy's limits). What an admitted request holds is given back when it is
 * answered or its connection ends.
 */
export async function leadsRoute(app: FastifyInstance, options: { limits: ServerLimits }) {
  const uploads = places(options.limits.uploadsAtOnce)
  await app.register(multipart, { throwFileSizeLimit: true })

  app.route({
    method: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"],
    url: "/api/leads",
    bodyLimit: bodyLimit("json"),
    async onRequest(request, reply) {
      const admission = await admitLead(
        { method: request.method, headers: request.headers, socketAddress: request.socket.remoteAddress },
        new Date(),
        { uploadSlot: uploads.take },
      )
      if (!admission.admitted) return send(reply, admission.answer)
      request.leadAdmission = admission
    },
    async preParsing(request, reply, payload) {
      // Node left "100 Continue" to the route (connections.ts): sent only to a request admitted above.
      if (String(request.headers.expect).toLowerCase() === "100-continue") reply.raw.writeContinue()
      return payload
    },
    async onResponse(request) {
      request.leadAdmission?.release()
    },
    async onRequestAbort(request) {
      request.leadAdmission?.release()
    },
    async handler(request, reply) {
      const admission = request.leadAdmission!
      let received: ReceivedLead
      try {
        received =
          admission.bodyKind === "json"
            ? { values: leadValues(request.body), file: null }
            : await readMultipart(request)
      } catch (error) {
        return send(reply, bodyRefusal(error))
      }
      return send(reply, await acceptLead(admission, received))
    },
  })
}

/**
 * A body that broke a limit or is not a lead's shape: 413 for sizes and counts (Fastify's body limit,
 * @fastify/multipart's file, field and part limits all carry 413), 408 when it did not arrive in time, 400
 * for the rest (malformed JSON or multipart, a cut-off body, a field that is not a plain value).
 */
export function bodyRefusal(error: unknown): Answer {
  const status = (error as { statusCode?: unknown } | null)?.statusCode
  if (status === 413) return refusal(413, "tooLarge", { Connection: "close" })
  if (status === 408) return refusal(408, "timeout", { Connection: "close" })
  return refusal(400, "badRequest", { Connection: "close" })
}

import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby"
import { admitLead } from "./lead-admission"
import type { Answer } from "./lead-answers"
import { refusal } from "./lead-answers"
import { acceptLead } from "./lead-endpoint"
import type { ReceivedFile, ReceivedLead } from "./lead-body"
import { checkReceivedFile, InvalidBody, JSON_BODY_LIMIT, leadValues } from "./lead-body"

/** A file as multer (Gatsby's multipart parser) hands it over, kept in memory. */
interface MulterFile {
  fieldname: string
  originalname: string
  size: number
  buffer: Buffer
}

/**
 * multer hands over file names decoded as Latin-1, while browsers send them in UTF-8 ("técnico" arrives as
 * "tÃ©cnico"): decoded again, unless the bytes are not UTF-8.
 */
function uploadedName(name: string): string {
  const decoded = Buffer.from(name, "latin1").toString("utf8")
  return decoded.includes("\uFFFD") ? name : decoded
}

/** A JSON body read up to its limit (Gatsby's own JSON parser is switched off for this function). */
async function readJson(req: GatsbyFunctionRequest): Promise<unknown> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size > JSON_BODY_LIMIT) throw new InvalidBody()
    chunks.push(chunk as Buffer)
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString("utf8"))
  } catch {
    throw new InvalidBody()
  }
}

/**
 * Gatsby has parsed a multipart body already (multer cannot be switched off): its values are taken through
 * the same checks as the production server's, before anything converts them (multer turns `a[4294967294]`
 * into a sparse array: refused by its length).
 */
function multipartLead(req: GatsbyFunctionRequest): ReceivedLead {
  const files = ((req as unknown as { files?: MulterFile[] }).files ?? []).filter(
    // A file input left empty still sends a part, with no name and no bytes.
    (file) => file.size > 0 || file.originalname !== "",
  )
  if (files.length > 1) throw new InvalidBody()
  const file: ReceivedFile | null = files[0]
    ? { fieldName: files[0].fieldname, fileName: uploadedName(files[0].originalname), bytes: files[0].buffer }
    : null
  if (file) checkReceivedFile(file)
  return { values: leadValues(req.body ?? {}), file }
}

async function answerOf(req: GatsbyFunctionRequest): Promise<Answer> {
  const admission = await admitLead({
    method: req.method ?? "",
    headers: req.headers,
    socketAddress: req.socket.remoteAddress,
  })
  if (!admission.admitted) return admission.answer
  let received: ReceivedLead
  try {
    received =
      admission.bodyKind === "json" ? { values: leadValues(await readJson(req)), file: null } : multipartLead(req)
  } catch {
    admission.release()
    return refusal(400, "badRequest", { Connection: "close" })
  }
  return acceptLead(admission, received)
}

/** POST /api/leads as a Gatsby Function: the same endpoint as the production server's, with multer's body. */
export async function handleLeadFunction(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse): Promise<void> {
  let result: Answer
  try {
    result = await answerOf(req)
  } catch {
    result = refusal(500, "serverError")
  }
  if (res.headersSent) return
  for (const [name, value] of Object.entries(result.headers)) res.setHeader(name, value)
  res.status(result.status).json(result.body)
  if (result.headers.Connection === "close") req.resume()
  await result.delivery
}

import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby"
import { detectAttachmentFormat, sanitizeFileName, ATTACHMENT_FORMATS } from "../lib/leads/attachment"
import { isLeadKind, KINDS_WITH_ATTACHMENT, MIN_FILL_MS, PAGE_URL_MAX_LENGTH } from "../lib/leads/kinds"
import { leadErrorTexts } from "../lib/leads/messages"
import { ATTACHMENT_MAX_BYTES } from "../lib/leads/rules"
import { validateLead } from "../lib/leads/validate"
import { RATE_WINDOW_MS, readConfig } from "./config"
import { errorTexts, leadsContent, privacyPolicyVersion } from "./content"
import { deliverNewLead } from "./delivery-runner"
import { addressKey, clientAddress, isSameOrigin, isUuid } from "./guards"
import type { UploadedFile } from "./request"
import {
  BodyTooLarge,
  bodyKind,
  declaredLength,
  JSON_BODY_LIMIT,
  MalformedBody,
  MULTIPART_BODY_LIMIT,
  readJsonBody,
} from "./request"
import { sharedStore } from "./store"
import type { LeadStore, StoredAttachment } from "./store/types"

type Answer = keyof typeof leadsContent.answers

function refuse(res: GatsbyFunctionResponse, status: number, answer: Answer) {
  res.status(status).json({ message: leadsContent.answers[answer] })
}

function pagePath(value: unknown): string {
  return typeof value === "string" && /^\/\S*$/.test(value) && value.length <= PAGE_URL_MAX_LENGTH ? value : ""
}

/**
 * multer hands over file names decoded as Latin-1, while browsers send them in UTF-8 ("técnico" arrives as
 * "tÃ©cnico"): decoded again, unless the bytes are not UTF-8.
 */
function uploadedName(name: string): string {
  const decoded = Buffer.from(name, "latin1").toString("utf8")
  return decoded.includes("\uFFFD") ? name : decoded
}

/**
 * POST /api/leads: refuse what is not a same-origin JSON or multipart POST of a sane size; count the
 * address; read; validate with the shared rules (suspected bots too: stored as spam, answered alike); check the
 * attachment's bytes; store (201, or 200 with the same reference for a repeated idempotency key); then
 * deliver this lead and any pending one.
 */
export async function handleLead(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse): Promise<void> {
  res.setHeader("Cache-Control", "no-store")
  if (req.method !== "POST") {
    res.setHeader("Allow", "POST")
    return refuse(res, 405, "methodNotAllowed")
  }
  const config = readConfig()
  if (!isSameOrigin(req, config)) return refuse(res, 403, "forbidden")
  const kindOfBody = bodyKind(req.headers["content-type"])
  if (!kindOfBody) return refuse(res, 415, "unsupportedType")
  const length = declaredLength(req)
  if (length !== null && length > (kindOfBody === "json" ? JSON_BODY_LIMIT : MULTIPART_BODY_LIMIT)) {
    res.setHeader("Connection", "close")
    req.resume()
    return refuse(res, 413, "tooLarge")
  }

  let store: LeadStore
  const address = addressKey(clientAddress(req, config))
  try {
    store = await sharedStore(config)
    const usage = await store.usage(address, new Date(), RATE_WINDOW_MS)
    if (usage.leadsInWindow >= config.rateLimit) {
      req.resume()
      if (usage.windowFreesAt) {
        res.setHeader(
          "Retry-After",
          String(Math.max(1, Math.ceil((usage.windowFreesAt.getTime() - Date.now()) / 1000))),
        )
      }
      return refuse(res, 429, "rateLimited")
    }
  } catch (error) {
    console.error(`[leads] store unavailable: ${error instanceof Error ? error.message : String(error)}`)
    req.resume()
    return refuse(res, 503, "serverError")
  }

  let values: Record<string, unknown>
  let files: UploadedFile[] = []
  if (kindOfBody === "json") {
    try {
      values = await readJsonBody(req)
    } catch (error) {
      if (error instanceof BodyTooLarge) {
        res.setHeader("Connection", "close")
        req.resume()
        return refuse(res, 413, "tooLarge")
      }
      if (error instanceof MalformedBody) return refuse(res, 400, "badRequest")
      throw error
    }
  } else {
    // Gatsby's multer has read the multipart body already: fields in req.body, files in req.files.
    values = req.body && typeof req.body === "object" ? { ...req.body } : {}
    files = ((req as unknown as { files?: UploadedFile[] }).files ?? []).filter(
      // A file input left empty still sends a part, with no name and no bytes.
      (file) => file.size > 0 || file.originalname !== "",
    )
  }

  const kind = values.kind
  const elapsedMs = Number(values.elapsedMs)
  if (!isLeadKind(kind) || !isUuid(values.idempotencyKey) || values.elapsedMs === "" || !Number.isFinite(elapsedMs)) {
    return refuse(res, 400, "badRequest")
  }
  const file = files[0]
  if (files.length > 1 || (file && (file.fieldname !== "attachment" || !KINDS_WITH_ATTACHMENT.includes(kind)))) {
    return refuse(res, 400, "badRequest")
  }
  if (file && file.size > ATTACHMENT_MAX_BYTES) return refuse(res, 413, "tooLarge")

  const now = new Date()
  // Suspected spam is stored (status spam, never delivered) and answered like any lead.
  const spam = (typeof values.website === "string" && values.website !== "") || elapsedMs < MIN_FILL_MS

  let attachment: StoredAttachment | null = null
  if (file) {
    const format = detectAttachmentFormat(file.buffer)
    const name = sanitizeFileName(uploadedName(file.originalname), format ?? "pdf")
    if (!format || file.size === 0) {
      const code = file.size === 0 ? "attachmentEmpty" : "attachmentType"
      res.status(422).json({ errors: leadErrorTexts({ attachment: { code } }, errorTexts, { name, size: file.size }) })
      return
    }
    const { mimeType } = ATTACHMENT_FORMATS[format]
    attachment = { name, type: mimeType, size: file.size, content: file.buffer }
  }

  const result = validateLead(kind, { ...values, attachment })
  if (!result.ok) {
    res.status(422).json({ errors: leadErrorTexts(result.errors, errorTexts, attachment ?? undefined) })
    return
  }

  let stored: { reference: string; created: boolean }
  try {
    stored = await store.insert({
      kind,
      idempotencyKey: values.idempotencyKey.toLowerCase(),
      fields: result.lead.fields,
      pageUrl: pagePath(values.pageUrl),
      createdAt: now,
      consent: { accepted: true, at: now, policyVersion: privacyPolicyVersion() },
      attachment,
      addressKey: address,
      spam,
    })
  } catch (error) {
    console.error(`[leads] could not store a lead: ${error instanceof Error ? error.message : String(error)}`)
    return refuse(res, 503, "serverError")
  }
  res.status(stored.created ? 201 : 200).json({ reference: stored.reference })
  if (stored.created && !spam) await deliverNewLead(store, config, stored.reference)
}

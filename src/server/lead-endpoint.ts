/**
 * POST /api/leads, whatever serves it: the production server (src/server/http/) and the Gatsby Function
 * (src/api/leads.ts, for `gatsby develop` and Functions hosts) call the same two steps.
 *
 * 1. `admitLead` (lead-admission.ts), from the request's head only: method, Origin, Content-Type, declared
 *    length, the store and the address's quota. A refusal is answered before a byte of the body is read.
 * 2. `acceptLead` (here), with the body read within the limits of lead-body.ts: the envelope, the attachment's bytes,
 *    the shared rules, then the store. A lead filled faster than a person can (or with the honeypot filled) is
 *    stored as suspected spam and answered like any other: no person who was quick is lost.
 *
 * Every answer is a status and a JSON body with a Spanish message (lead-answers.ts); neither step throws.
 */
import { ATTACHMENT_FORMATS, sanitizeFileName } from "../lib/leads/attachment"
import { checkAttachment } from "./attachment/check-pool"
import type { LeadKind } from "../lib/leads/kinds"
import { isLeadKind, KINDS_WITH_ATTACHMENT, MIN_FILL_MS, PAGE_URL_MAX_LENGTH } from "../lib/leads/kinds"
import { isQuoteItemList, withCatalogNames } from "../lib/leads/items"
import { leadErrorTexts } from "../lib/leads/messages"
import { validateLead } from "../lib/leads/validate"
import { RATE_WINDOW_MS } from "./config"
import { catalogueNames, errorTexts, privacyPolicyVersion } from "./content"
import { deliverNewLead } from "./delivery-runner"
import { isUuid } from "./guards"
import type { Admission } from "./lead-admission"
import type { Answer } from "./lead-answers"
import { answer, errorMessage, quotaRefusal, refusal } from "./lead-answers"
import type { ReceivedLead } from "./lead-body"
import { visibleControls } from "./visible-text"
import type { LeadStore, StoredAttachment } from "./store/types"

/** A path of this site only (`/contacto?x`), never `//host` or `/\host`; anything else is dropped. */
function sitePath(value: unknown): string {
  return typeof value === "string" && value.length <= PAGE_URL_MAX_LENGTH && /^\/(?![/\\])[\x21-\x7e]*$/.test(value)
    ? value
    : ""
}

/** `elapsedMs`: whole milliseconds, as digits or a number. */
function fillTime(value: unknown): number | null {
  if (typeof value === "number" && Number.isInteger(value) && value >= 0) return value
  if (typeof value === "string" && /^\d{1,12}$/.test(value)) return Number(value)
  return null
}

/**
 * A refused file's name as the visitor gave it ("Cotización final.docx", not a stored name with another
 * extension): its base name, anything invisible written out as an escape, at most 120 characters.
 */
function nameAsSent(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? ""
  return (
    Array.from(visibleControls(base.normalize("NFC")))
      .slice(0, 120)
      .join("") || "adjunto"
  )
}

/**
 * The attachment's verdict. A refused file counts against its address's quota as the lead would have (one
 * lead, its bytes): a loop of files that are refused reaches 429 as a loop of accepted ones does.
 */
async function attachmentOf(
  admission: Extract<Admission, { admitted: true }>,
  kind: LeadKind,
  received: ReceivedLead,
  now: Date,
): Promise<StoredAttachment | Answer | null> {
  const file = received.file
  if (!file) return null
  if (!KINDS_WITH_ATTACHMENT.includes(kind)) return refusal(400, "badRequest")
  const size = file.bytes.length
  const { checked, bytes } = await checkAttachment(file.bytes)
  if (!checked.ok) {
    const spent = size + Buffer.byteLength(JSON.stringify(received.values))
    await admission.store.recordRefusedUpload(admission.addressKey, now, spent)
    const named = { name: nameAsSent(file.fileName), size }
    return answer(422, { errors: leadErrorTexts({ attachment: { code: checked.code } }, errorTexts, named) })
  }
  const { mimeType } = ATTACHMENT_FORMATS[checked.format]
  const name = sanitizeFileName(file.fileName, checked.format)
  // A Buffer over the same memory (moved back from the check's thread): no copy.
  return { name, type: mimeType, size, content: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) }
}

/** Step 2: the body, read within its limits, checked and stored. */
export async function acceptLead(
  admission: Extract<Admission, { admitted: true }>,
  received: ReceivedLead,
  now = new Date(),
): Promise<Answer> {
  try {
    return await checkAndStore(admission, received, now)
  } finally {
    admission.release()
  }
}

async function checkAndStore(
  admission: Extract<Admission, { admitted: true }>,
  received: ReceivedLead,
  now: Date,
): Promise<Answer> {
  try {
    const { values } = received
    const kind = values.kind
    const elapsedMs = fillTime(values.elapsedMs)
    if (!isLeadKind(kind) || !isUuid(values.idempotencyKey) || elapsedMs === null) return refusal(400, "badRequest")

    const attachment = await attachmentOf(admission, kind, received, now)
    if (attachment && "status" in attachment) return attachment

    const result = validateLead(kind, { ...values, attachment })
    if (!result.ok) {
      return answer(422, { errors: leadErrorTexts(result.errors, errorTexts, attachment ?? undefined) })
    }
    const fields = result.lead.fields
    if (isQuoteItemList(fields.items)) fields.items = withCatalogNames(fields.items, catalogueNames)
    const honeypot = typeof values.website === "string" && values.website !== ""
    const spam = honeypot || elapsedMs < MIN_FILL_MS

    let stored: Awaited<ReturnType<LeadStore["insertWithinQuota"]>>
    try {
      // The quota again, in the same transaction as the insert: requests of one address that passed the
      // check before reading at the same time cannot all be stored.
      stored = await admission.store.insertWithinQuota(
        {
          kind,
          idempotencyKey: values.idempotencyKey.toLowerCase(),
          fields,
          pageUrl: sitePath(values.pageUrl),
          createdAt: now,
          consent: { accepted: true, at: now, policyVersion: privacyPolicyVersion() },
          attachment,
          addressKey: admission.addressKey,
          spam,
        },
        { windowMs: RATE_WINDOW_MS, maxLeads: admission.config.rateLimit, maxBytesPerDay: admission.config.dailyBytes },
      )
    } catch (error) {
      console.error(`[leads] could not store a lead: ${errorMessage(error)}`)
      return refusal(503, "serverError")
    }
    if (stored.refused) return quotaRefusal(stored.refused, admission.config, now)
    const acknowledged = answer(stored.created ? 201 : 200, { reference: stored.reference })
    // The visitor has the answer as soon as the lead is stored; the delivery goes on after it.
    if (stored.created && !spam) {
      acknowledged.delivery = deliverNewLead(admission.store, admission.config, stored.reference)
    }
    return acknowledged
  } catch (error) {
    console.error(`[leads] could not accept a lead: ${errorMessage(error)}`)
    return refusal(500, "serverError")
  }
}

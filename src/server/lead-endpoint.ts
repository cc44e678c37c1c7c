/**
 * POST /api/leads, whatever serves it: the production server (src/server/http/) and the Gatsby Function
 * (src/api/leads.ts, for `gatsby develop` and Functions hosts) call the same two steps.
 *
 * 1. `admitLead`, from the request's head only: method, Origin, Content-Type, declared length, the store and
 *    the address's quota. A refusal is answered before a byte of the body is read.
 * 2. `acceptLead`, with the body read within the limits of lead-body.ts: the envelope, the attachment's bytes,
 *    the shared rules, then the store. A lead filled faster than a person can (or with the honeypot filled) is
 *    stored as suspected spam and answered like any other: no person who was quick is lost.
 *
 * Every answer is a status and a JSON body with a Spanish message; neither step throws.
 */
import { ATTACHMENT_FORMATS, sanitizeFileName } from "../lib/leads/attachment"
import { checkAttachment } from "./attachment-check"
import type { LeadKind } from "../lib/leads/kinds"
import { isLeadKind, KINDS_WITH_ATTACHMENT, MIN_FILL_MS, PAGE_URL_MAX_LENGTH } from "../lib/leads/kinds"
import { isQuoteItemList, withCatalogNames } from "../lib/leads/items"
import { leadErrorTexts } from "../lib/leads/messages"
import { validateLead } from "../lib/leads/validate"
import type { LeadsConfig } from "./config"
import { DAY_MS, RATE_WINDOW_MS, readConfig } from "./config"
import { catalogueNames, errorTexts, leadsContent, privacyPolicyVersion } from "./content"
import { deliverNewLead } from "./delivery-runner"
import type { RequestHead } from "./guards"
import { addressKey, clientAddress, isSameOrigin, isUuid } from "./guards"
import type { ReceivedLead } from "./lead-body"
import { JSON_BODY_LIMIT, MULTIPART_BODY_LIMIT } from "./lead-body"
import { heldBy, hold } from "./quota-reservations"
import { sharedStore } from "./store"
import { visibleControls } from "./visible-text"
import type { AddressUsage, LeadStore, StoredAttachment } from "./store/types"

export type { RequestHead } from "./guards"

export type AnswerName = keyof typeof leadsContent.answers

export interface Answer {
  status: number
  body: Record<string, unknown>
  headers: Record<string, string>
  /**
   * The delivery a stored lead started: it never rejects. A long-running server lets it go on; a Gatsby
   * Function waits for it after answering, since a Functions host may freeze the function once it returns.
   */
  delivery?: Promise<void>
}

export type BodyKind = "json" | "multipart"

export type Admission =
  | { admitted: false; answer: Answer }
  | {
      admitted: true
      bodyKind: BodyKind
      config: LeadsConfig
      store: LeadStore
      addressKey: string
      /**
       * Gives back what the request held from admission (its share of the address's quota, its upload slot):
       * when it is stored or refused, or when its connection ends first. Idempotent.
       */
      release: () => void
    }

export interface AdmitOptions {
  /**
   * A place among the uploads read at once (multipart bodies), taken after the checks of the head and before
   * the quota: the function that gives it back, or null when every place is taken (503, Retry-After).
   */
  uploadSlot?: () => (() => void) | null
}

/** Seconds a visitor turned away because too many uploads are being read is asked to wait. */
const BUSY_RETRY_AFTER_S = 5

export function refusal(status: number, name: AnswerName, headers: Record<string, string> = {}): Answer {
  return { status, body: { message: leadsContent.answers[name] }, headers: { "Cache-Control": "no-store", ...headers } }
}

/** A refusal sent before the body was read: the connection is closed rather than drained. */
function refusalBeforeBody(status: number, name: AnswerName, headers: Record<string, string> = {}): Admission {
  return { admitted: false, answer: refusal(status, name, { Connection: "close", ...headers }) }
}

function answer(status: number, body: Record<string, unknown>): Answer {
  return { status, body, headers: { "Cache-Control": "no-store" } }
}

/** The content types the endpoint reads. */
function bodyKind(contentType: string | undefined): BodyKind | null {
  const type = (contentType ?? "").split(";")[0].trim().toLowerCase()
  if (type === "application/json") return "json"
  if (type === "multipart/form-data") return "multipart"
  return null
}

export function bodyLimit(kind: BodyKind): number {
  return kind === "json" ? JSON_BODY_LIMIT : MULTIPART_BODY_LIMIT
}

function declaredLength(head: RequestHead): number | null {
  const header = head.headers["content-length"]
  return typeof header === "string" && /^\d{1,15}$/.test(header) ? Number(header) : null
}

function errorMessage(error: unknown): string {
  return JSON.stringify(error instanceof Error ? error.message : String(error)).slice(0, 300)
}

function secondsUntil(at: Date | null, now: Date): string {
  const seconds = at ? Math.ceil((at.getTime() - now.getTime()) / 1000) : RATE_WINDOW_MS / 1000
  return String(Math.max(1, seconds))
}

/** 429 with the time until the quota frees: the oldest lead leaving the window, or a day for the bytes. */
function quotaRefusal(usage: AddressUsage, config: LeadsConfig, now: Date): Answer {
  if (usage.leadsInWindow >= config.rateLimit) {
    return refusal(429, "rateLimited", { "Retry-After": secondsUntil(usage.windowFreesAt, now) })
  }
  return refusal(429, "dailyQuota", { "Retry-After": String(DAY_MS / 1000) })
}

/**
 * Step 1: decided from the head; nothing of the body has been read. An admitted request holds one lead and
 * its declared bytes of its address's quota until it is released (quota-reservations.ts).
 */
export async function admitLead(head: RequestHead, now = new Date(), options: AdmitOptions = {}): Promise<Admission> {
  let releaseSlot = () => {}
  try {
    if (head.method !== "POST") return refusalBeforeBody(405, "methodNotAllowed", { Allow: "POST" })
    const config = readConfig()
    if (!isSameOrigin(head, config)) return refusalBeforeBody(403, "forbidden")
    const kind = bodyKind(head.headers["content-type"])
    if (!kind) return refusalBeforeBody(415, "unsupportedType")
    const length = declaredLength(head)
    if (length === null) return refusalBeforeBody(411, "lengthRequired")
    if (length > bodyLimit(kind)) return refusalBeforeBody(413, "tooLarge")
    if (kind === "multipart" && options.uploadSlot) {
      const slot = options.uploadSlot()
      if (!slot) return refusalBeforeBody(503, "busy", { "Retry-After": String(BUSY_RETRY_AFTER_S) })
      releaseSlot = slot
    }

    let store: LeadStore
    try {
      store = await sharedStore(config)
    } catch (error) {
      console.error(`[leads] store unavailable: ${errorMessage(error)}`)
      releaseSlot()
      return refusalBeforeBody(503, "serverError")
    }
    const key = addressKey(clientAddress(head, config))
    const stored = await store.usage(key, now, RATE_WINDOW_MS)
    // No await between this count and the hold: two requests of one address cannot both take the last place.
    const inFlight = heldBy(key)
    const usage = {
      ...stored,
      leadsInWindow: stored.leadsInWindow + inFlight.leads,
      bytesLastDay: stored.bytesLastDay + inFlight.bytes,
    }
    if (usage.leadsInWindow >= config.rateLimit || usage.bytesLastDay + length > config.dailyBytes) {
      releaseSlot()
      const answer = quotaRefusal(usage, config, now)
      return { admitted: false, answer: { ...answer, headers: { ...answer.headers, Connection: "close" } } }
    }
    const releaseQuota = hold(key, length)
    const release = () => {
      releaseQuota()
      releaseSlot()
    }
    return { admitted: true, bodyKind: kind, config, store, addressKey: key, release }
  } catch (error) {
    console.error(`[leads] could not admit a request: ${errorMessage(error)}`)
    releaseSlot()
    return refusalBeforeBody(500, "serverError")
  }
}

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

async function attachmentOf(kind: LeadKind, received: ReceivedLead): Promise<StoredAttachment | Answer | null> {
  const file = received.file
  if (!file) return null
  if (!KINDS_WITH_ATTACHMENT.includes(kind)) return refusal(400, "badRequest")
  const checked = await checkAttachment(file.bytes)
  if (!checked.ok) {
    const named = { name: nameAsSent(file.fileName), size: file.bytes.length }
    return answer(422, { errors: leadErrorTexts({ attachment: { code: checked.code } }, errorTexts, named) })
  }
  const { mimeType } = ATTACHMENT_FORMATS[checked.format]
  const name = sanitizeFileName(file.fileName, checked.format)
  return { name, type: mimeType, size: file.bytes.length, content: file.bytes }
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

    const attachment = await attachmentOf(kind, received)
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

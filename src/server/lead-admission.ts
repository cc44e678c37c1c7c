/**
 * Step 1 of POST /api/leads (lead-endpoint.ts): from the request's head only, before a byte of the body is read,
 * the method, Origin, Content-Type, declared length, an upload's place, the store and the address's quota.
 */
import type { LeadsConfig } from "./config"
import { RATE_WINDOW_MS, readConfig } from "./config"
import type { RequestHead } from "./guards"
import { addressKey, clientAddress, isSameOrigin } from "./guards"
import type { Answer, AnswerName } from "./lead-answers"
import { errorMessage, quotaRefusal, refusal } from "./lead-answers"
import { JSON_BODY_LIMIT, MULTIPART_BODY_LIMIT } from "./lead-body"
import { heldBy, hold } from "./quota-reservations"
import { sharedStore } from "./store"
import type { LeadStore } from "./store/types"

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

/** A refusal sent before the body was read: the connection is closed rather than drained. */
function refusalBeforeBody(status: number, name: AnswerName, headers: Record<string, string> = {}): Admission {
  return { admitted: false, answer: refusal(status, name, { Connection: "close", ...headers }) }
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

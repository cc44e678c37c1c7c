export { newIdempotencyKey } from "./idempotency"
import type { LeadKind } from "./kinds"
import type { LeadInput } from "./validate"

const LEADS_ENDPOINT = "/api/leads"

export type LeadFailure = "offline" | "unavailable" | "rate-limited" | "server"

export type LeadResult =
  | { status: "sent"; reference: string }
  /** The server's field errors, each as its Spanish text: `{ email: "Revisá el correo..." }`. */
  | { status: "invalid"; errors: Record<string, string> }
  | { status: "failed"; reason: LeadFailure }

export interface SendLeadOptions {
  /** A UUID made when the form was first shown and kept with its draft (newIdempotencyKey()). */
  idempotencyKey: string
  /** Milliseconds since the form was shown. */
  elapsedMs: number
  /** The honeypot field's value, as the form holds it (empty for people). */
  website?: string
  /** The path the lead is sent from; the current one by default. */
  pageUrl?: string
  /** The contact form's file: sends multipart/form-data instead of JSON. */
  attachment?: Blob | null
  /** The endpoint's URL (tests give an absolute one). */
  endpoint?: string
  /** Gives up after this long and reports "offline" (default 30 s; an upload of 10 MB on a slow line needs it). */
  timeoutMs?: number
}

const DEFAULT_TIMEOUT_MS = 30_000

function fileName(blob: Blob): string {
  return "name" in blob && typeof blob.name === "string" ? blob.name : "adjunto"
}

/** JSON, or multipart/form-data (lists as repeated fields) when there is a file. */
function requestBody(
  payload: LeadInput,
  attachment: Blob | null | undefined,
): { body: BodyInit; headers: HeadersInit } {
  if (!attachment) return { body: JSON.stringify(payload), headers: { "Content-Type": "application/json" } }
  const form = new FormData()
  for (const [key, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue
    for (const item of Array.isArray(value) ? value : [value]) form.append(key, String(item))
  }
  form.append("attachment", attachment, fileName(attachment))
  return { body: form, headers: {} }
}

async function readJson(response: Response): Promise<Record<string, unknown> | null> {
  try {
    const data: unknown = await response.json()
    return data && typeof data === "object" ? (data as Record<string, unknown>) : null
  } catch {
    return null
  }
}

/**
 * Posts a lead to the endpoint and says what became of it. Never throws: a network failure is "offline";
 * a host without functions (404, 405, or an answer that is not the endpoint's JSON) is "unavailable".
 * Sending the same idempotency key again returns the first lead's reference instead of a second lead.
 */
export async function sendLead(kind: LeadKind, values: LeadInput, options: SendLeadOptions): Promise<LeadResult> {
  const payload: LeadInput = {
    ...values,
    kind,
    idempotencyKey: options.idempotencyKey,
    website: options.website ?? "",
    elapsedMs: Math.max(0, Math.round(options.elapsedMs)),
    pageUrl: options.pageUrl ?? (typeof location === "undefined" ? "" : location.pathname),
  }
  const { body, headers } = requestBody(payload, options.attachment)
  let response: Response
  try {
    response = await fetch(options.endpoint ?? LEADS_ENDPOINT, {
      method: "POST",
      body,
      headers: { Accept: "application/json", ...headers },
      credentials: "same-origin",
      signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    })
  } catch {
    return { status: "failed", reason: "offline" }
  }
  if (response.status === 404 || response.status === 405) return { status: "failed", reason: "unavailable" }
  if (response.status === 429) return { status: "failed", reason: "rate-limited" }
  const data = await readJson(response)
  if (response.ok) {
    return typeof data?.reference === "string"
      ? { status: "sent", reference: data.reference }
      : { status: "failed", reason: "unavailable" }
  }
  if (response.status === 422 && data?.errors && typeof data.errors === "object") {
    return { status: "invalid", errors: data.errors as Record<string, string> }
  }
  return { status: "failed", reason: data ? "server" : "unavailable" }
}

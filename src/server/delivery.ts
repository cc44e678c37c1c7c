import { alertFailedLeads } from "./alert"
import type { LeadsConfig } from "./config"
import { sendLeadMail } from "./mailer"
import type { ClaimedLead, ClaimScope, LeadRow, LeadStore } from "./store/types"
import { postLeadWebhook } from "./webhook"

/** How long a delivery holds its lead: longer than an SMTP conversation and a webhook call can last. */
const CLAIM_LEASE_MS = 5 * 60 * 1000

const MINUTE_MS = 60 * 1000

/** After the 1st, 2nd, … failed attempt the automatic delivery waits this long; past the list, the last. */
export const BACKOFF_MS = [1, 5, 30, 120, 360].map((minutes) => minutes * MINUTE_MS)

/** Attempts a lead gets before it becomes `failed` (a dead letter, retried only by staff): about 21 hours. */
export const MAX_ATTEMPTS = 8

/** The wait after a lead's `attempts`-th failed attempt. */
function backoffAfter(attempts: number): number {
  return BACKOFF_MS[Math.min(Math.max(attempts, 1), BACKOFF_MS.length) - 1]
}

/**
 * System error codes of a server or network out of reach: no lead's content can cause them. Not ETIMEDOUT:
 * the system also gives it when an open connection stalls mid-message (nodemailer's own connection and
 * greeting timeouts, checked apart, cover a server that does not answer).
 */
const UNREACHABLE_CODES = new Set([
  "ECONNREFUSED",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "UND_ERR_CONNECT_TIMEOUT",
])

type ErrorDetails = { code?: string; originalCode?: string; timeoutType?: string; cause?: unknown }

/**
 * A failure of the connection, not of the lead: the mail server (or webhook) unreachable, its name not
 * resolved, no greeting, the login refused. Every lead would fail the same way, so the run ends and the lead
 * does not count the attempt. A connection cut during a message, or a reply refusing it (552 too big), is the
 * lead's own failure: it could be the lead's content.
 */
export function isConnectionFailure(error: unknown): boolean {
  // Not `instanceof Error`: an error made by another realm (a vm context, jest's sandbox) is not one.
  if (typeof error !== "object" || error === null) return false
  const details = error as ErrorDetails
  if (details.code === "EDNS" || details.code === "EAUTH") return true
  // nodemailer reports every timeout as ETIMEDOUT; only these two happen before a conversation starts.
  if (details.timeoutType)
    return details.timeoutType === "CONNECT_TIMEOUT" || details.timeoutType === "GREETING_TIMEOUT"
  for (const code of [details.code, details.originalCode]) if (code && UNREACHABLE_CODES.has(code)) return true
  // fetch (the webhook) wraps the system error as its cause.
  return isConnectionFailure(details.cause)
}

export interface DeliveryReport {
  delivered: string[]
  /** Leads tried that failed: waiting for their next attempt (pending) or out of attempts (failed). */
  failed: Array<{ reference: string; error: string; status: "pending" | "failed"; nextAttemptAt: Date | null }>
  /** The run ended early: the server could not be reached when delivering this lead (not counted an attempt). */
  interrupted: { reference: string; error: string } | null
  /** Failed leads staff were told about in this run. */
  alerted: string[]
}

export type DeliveryChannels = Pick<LeadsConfig, "smtpUrl" | "mailFrom" | "webhookUrl"> &
  Partial<Pick<LeadsConfig, "alertTo">>

export interface DeliveryOptions {
  /** A bound on the leads one run takes. */
  max: number
  /** The clock (tests move it forward through the backoff). */
  now?: () => Date
  /** The staff retry: also leads waiting out their backoff. */
  ignoreBackoff?: boolean
  /** The staff retry: also failed leads. */
  includeFailed?: boolean
  /** Only these references. */
  references?: readonly string[]
  /** Asked before each lead: a stopping server ends the run between leads, never in the middle of one. */
  stopping?: () => boolean
  /** How many deliveries were requested so far (a long-running server's runner counts them). */
  requests?: () => number
  /**
   * For a deliverer that found nothing due while others still deliver: resolves with the new count once
   * more deliveries are requested than `seen`, or null once `finished()` (the others are done).
   */
  wake?: (seen: number, finished: () => boolean) => Promise<number | null>
}

function message(error: unknown): string {
  const text = typeof error === "object" && error !== null && "message" in error ? error.message : error
  return String(text).slice(0, 500)
}

/** Sends the lead on each channel it has not gone through yet; true once it is e-mailed (and posted). */
async function deliverOne(store: LeadStore, channels: DeliveryChannels, lead: ClaimedLead, now: () => Date) {
  let mailed = lead.mailedAt !== null
  let posted = lead.webhookedAt !== null
  if (channels.smtpUrl && !mailed) {
    await sendLeadMail(channels.smtpUrl, channels.mailFrom, lead)
    mailed = true
    await store.markSent(lead.id, "mail", now())
  }
  if (channels.webhookUrl && !posted) {
    await postLeadWebhook(channels.webhookUrl, lead)
    posted = true
    await store.markSent(lead.id, "webhook", now())
  }
  return mailed && (posted || !channels.webhookUrl)
}

/** Leads one run delivers at once (a small pool, each on its own SMTP connection; each holds its e-mail in memory). */
export const DELIVERIES_AT_ONCE = 2

/** Delivers one claimed lead and records the outcome in the store and the report. */
async function settle(
  store: LeadStore,
  channels: DeliveryChannels,
  lead: ClaimedLead,
  now: () => Date,
  report: DeliveryReport,
) {
  let failure: unknown = null
  let delivered = false
  try {
    delivered = await deliverOne(store, channels, lead, now)
  } catch (caught) {
    failure = caught
  }
  if (delivered) {
    await store.release(lead.id, { status: "delivered" })
    report.delivered.push(lead.reference)
    return
  }
  if (failure === null) {
    // Posted to the webhook, but without SMTP_URL it cannot be e-mailed: it waits, spending no attempt.
    await store.release(lead.id, { status: "untried", error: "SMTP_URL is not set" })
    return
  }
  const error = message(failure)
  if (isConnectionFailure(failure)) {
    await store.release(lead.id, { status: "untried", error })
    report.interrupted ??= { reference: lead.reference, error }
    return
  }
  if (lead.attempts >= MAX_ATTEMPTS) {
    await store.release(lead.id, { status: "failed", error, at: now() })
    report.failed.push({ reference: lead.reference, error, status: "failed", nextAttemptAt: null })
  } else {
    const nextAttemptAt = new Date(now().getTime() + backoffAfter(lead.attempts))
    await store.release(lead.id, { status: "pending", error, nextAttemptAt })
    report.failed.push({ reference: lead.reference, error, status: "pending", nextAttemptAt })
  }
}

/**
 * One delivery run: every due lead once, oldest first, each claimed atomically and each channel recorded as
 * soon as it succeeds, so a lead is never sent twice by two runs at once and a channel that worked is not
 * repeated when the other fails. A lead that fails (its message refused, the webhook answering 500) counts
 * the attempt and waits BACKOFF_MS before the next; after MAX_ATTEMPTS it becomes `failed` and staff are told
 * (alert.ts). Either way the run goes on to the next lead: no lead holds back the ones after it. Only a
 * connection failure (isConnectionFailure) ends the run, since every lead would fail the same way; that lead
 * is given its attempt back and stays due. Without SMTP_URL (and no webhook) every lead stays pending.
 * DELIVERIES_AT_ONCE leads go out at once, and each message has its deadline (mailer.ts): a relay that
 * stalls on one lead does not hold the others back.
 */
export async function deliverPending(
  store: LeadStore,
  channels: DeliveryChannels,
  options: DeliveryOptions,
): Promise<DeliveryReport> {
  const report: DeliveryReport = { delivered: [], failed: [], interrupted: null, alerted: [] }
  if (!channels.smtpUrl && !channels.webhookUrl) return report
  const now = options.now ?? (() => new Date())
  const scope: ClaimScope = {
    ignoreBackoff: options.ignoreBackoff,
    includeFailed: options.includeFailed,
    references: options.references,
  }
  let taken = 0
  let busy = 0
  // Several leads at once, each claimed atomically: a message a relay holds open holds back no other.
  const deliverer = async () => {
    let seen = options.requests?.() ?? 0
    while (taken < options.max && !options.stopping?.() && !report.interrupted) {
      taken += 1
      const lead = await store.claimNext(now(), CLAIM_LEASE_MS, { ...scope })
      if (!lead) {
        taken -= 1
        // Nothing due now; while another deliverer waits on a slow relay, a new lead is this one's to send.
        const woken = busy > 0 && options.wake ? await options.wake(seen, () => busy === 0) : null
        if (woken === null) return
        seen = woken
        continue
      }
      // A lead released as pending is not taken again by this run.
      scope.afterId = Math.max(scope.afterId ?? 0, lead.id)
      busy += 1
      try {
        await settle(store, channels, lead, now, report)
      } finally {
        busy -= 1
      }
    }
  }
  await Promise.all(Array.from({ length: DELIVERIES_AT_ONCE }, deliverer))
  report.alerted = await alertFailedLeads(store, channels, now())
  return report
}

/** Leads a delivery in progress holds (a live claim), with when the claim ends at the latest. */
export function heldLeads(rows: readonly LeadRow[], now: Date): Array<{ reference: string; until: Date }> {
  return rows
    .filter(
      (row) => (row.status === "pending" || row.status === "failed") && row.claimedUntil && row.claimedUntil > now,
    )
    .map((row) => ({ reference: row.reference, until: row.claimedUntil! }))
}

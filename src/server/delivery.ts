import type { LeadsConfig } from "./config"
import { sendLeadMail } from "./mailer"
import type { LeadStore } from "./store/types"
import { postLeadWebhook } from "./webhook"

/** How long a delivery holds its lead: longer than an SMTP conversation and a webhook call can last. */
export const CLAIM_LEASE_MS = 5 * 60 * 1000
/** After a failure, the next automatic try (on a later lead) waits this long; the staff retry does not. */
export const RETRY_BACKOFF_MS = 60 * 1000

export interface DeliveryReport {
  delivered: string[]
  failed: Array<{ reference: string; error: string }>
}

export type DeliveryChannels = Pick<LeadsConfig, "smtpUrl" | "mailFrom" | "webhookUrl">

function message(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500)
}

/**
 * Delivers pending leads one at a time, each claimed atomically first, each channel recorded as soon as it
 * succeeds: a lead is never sent twice by two deliveries running at once, and a channel that worked is not
 * repeated when the other fails. A lead is delivered once it is e-mailed (and posted to the webhook, when
 * there is one); without SMTP_URL every lead stays pending. Stops at the first failure of a run (the
 * server or the network is down: the rest would fail too) unless `keepGoing`.
 */
export async function deliverPending(
  store: LeadStore,
  channels: DeliveryChannels,
  options: { max: number; ignoreBackoff?: boolean; keepGoing?: boolean; now?: () => Date },
): Promise<DeliveryReport> {
  const report: DeliveryReport = { delivered: [], failed: [] }
  if (!channels.smtpUrl && !channels.webhookUrl) return report
  const now = options.now ?? (() => new Date())
  // Each run goes through the pending leads once, oldest first: a lead left pending (a failure, or no SMTP
  // yet) is not taken again by the same run, and never blocks the ones after it.
  let afterId = 0
  for (let count = 0; count < options.max; count += 1) {
    const lead = await store.claimPending(now(), CLAIM_LEASE_MS, options.ignoreBackoff ?? false, afterId)
    if (!lead) break
    afterId = lead.id
    let error: string | null = null
    let mailed = lead.mailedAt !== null
    let posted = lead.webhookedAt !== null
    try {
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
    } catch (failure) {
      error = message(failure)
    }
    const delivered = error === null && mailed && (posted || !channels.webhookUrl)
    await store.release(lead.id, {
      delivered,
      error,
      retryAfter: delivered ? null : new Date(now().getTime() + RETRY_BACKOFF_MS),
    })
    if (delivered) report.delivered.push(lead.reference)
    if (error) {
      report.failed.push({ reference: lead.reference, error })
      if (!options.keepGoing) break
    }
  }
  return report
}

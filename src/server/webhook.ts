import type { ClaimedLead } from "./store/types"

const WEBHOOK_TIMEOUT_MS = 10_000

/**
 * The JSON a CRM receives: the lead as stored, the attachment described (its bytes go by e-mail only). A quote
 * list's lines are in `fields.items`: `{ slug, name, quantity, note?, inCatalog }` each.
 */
export function webhookPayload(lead: ClaimedLead) {
  return {
    reference: lead.reference,
    kind: lead.kind,
    createdAt: lead.createdAt.toISOString(),
    fields: lead.fields,
    pageUrl: lead.pageUrl,
    consent: { accepted: true, at: lead.consentAt.toISOString(), policyVersion: lead.policyVersion },
    attachment: lead.attachment
      ? { name: lead.attachment.name, type: lead.attachment.type, size: lead.attachment.size }
      : null,
  }
}

/** POSTs the lead; any answer but 2xx is a failure, tried again later with the same Idempotency-Key. */
export async function postLeadWebhook(url: string, lead: ClaimedLead): Promise<void> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": lead.reference },
    body: JSON.stringify(webhookPayload(lead)),
    signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
  })
  if (!response.ok) throw new Error(`webhook answered ${response.status}`)
}

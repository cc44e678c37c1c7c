import { kindLabel } from "../lib/leads/summary"
import { fillTemplate } from "../lib/text-template"
import type { LeadsConfig } from "./config"
import { leadsContent, siteContent } from "./content"
import { formatArgentinaTime, sendMail } from "./mailer"
import type { LeadRow, LeadStore } from "./store/types"

/** An error as the alert quotes it: on one line, with no control character (a server's reply is not trusted). */
function oneLine(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]+/g, " ").trim()
}

/** The alert to staff: plain text, only server-made values (references, kinds, counts, the server's error). */
function alertMail(leads: readonly LeadRow[], to: string, from: string | null) {
  const texts = leadsContent.alert
  const blocks = leads.map((lead) =>
    [
      `${texts.referenceLabel}: ${lead.reference}`,
      `${texts.kindLabel}: ${kindLabel(lead.kind, leadsContent)}`,
      `${texts.receivedLabel}: ${formatArgentinaTime(lead.createdAt)}`,
      `${texts.attemptsLabel}: ${lead.attempts}`,
      `${texts.errorLabel}: ${oneLine(lead.lastError ?? "")}`,
      fillTemplate(texts.retry, { reference: lead.reference }),
      ...(lead.attachmentName ? [fillTemplate(texts.attachment, { reference: lead.reference })] : []),
    ].join("\n"),
  )
  return {
    from: from ?? { name: siteContent.name, address: siteContent.email },
    to,
    subject: fillTemplate(texts.subject, { references: leads.map((lead) => lead.reference).join(", ") }),
    text: [texts.intro, "", blocks.join("\n\n"), "", texts.retryAll, texts.list].join("\n"),
  }
}

/**
 * Tells staff, once, about the leads that became `failed`: always a log line at error level per lead, and an
 * e-mail listing them to LEADS_ALERT_TO (through SMTP_URL) when it is set. Each lead is marked told first
 * (alerted_at, atomically, so two processes never both tell); if the e-mail cannot be sent the mark is
 * taken back and the next delivery run tells again. Returns the references told about.
 */
export async function alertFailedLeads(
  store: LeadStore,
  config: Pick<LeadsConfig, "smtpUrl" | "mailFrom"> & Partial<Pick<LeadsConfig, "alertTo">>,
  now: Date,
): Promise<string[]> {
  const leads = await store.takeUnalerted(now)
  if (leads.length === 0) return []
  for (const lead of leads) {
    console.error(
      `[leads] ${lead.reference} failed for good after ${lead.attempts} attempt(s): ${oneLine(lead.lastError ?? "")}. ` +
        `It stays stored; retry with "npm run leads:retry -- ${lead.reference}".`,
    )
  }
  if (config.alertTo && config.smtpUrl) {
    try {
      await sendMail(config.smtpUrl, alertMail(leads, config.alertTo, config.mailFrom))
    } catch (error) {
      console.error(
        `[leads] the alert to ${config.alertTo} could not be sent (${String((error as { message?: unknown })?.message ?? error)}); ` +
          "the next delivery run tries again",
      )
      for (const lead of leads) await store.untell(lead.id)
      return []
    }
  }
  return leads.map((lead) => lead.reference)
}

import nodemailer from "nodemailer"
import { fillTemplate } from "../lib/text-template"
import { fieldLabel, kindLabel, summaryLines } from "../lib/leads/summary"
import { leadsContent, siteContent } from "./content"
import type { ClaimedLead } from "./store/types"

/**
 * Strictly a mailbox (ASCII local part and domain): the only visitor input that goes into a header, as the
 * Reply-To, and nodemailer encodes it. An address that passed the form's looser check but not this one
 * (a comma, quotes, non-ASCII) stays in the body only.
 */
const HEADER_SAFE_EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/

/** SMTP conversations give up well within a delivery claim's lease (delivery.ts CLAIM_LEASE_MS). */
const SMTP_TIMEOUT_MS = 60_000

export function formatArgentinaTime(at: Date): string {
  return new Intl.DateTimeFormat("es-AR", {
    dateStyle: "short",
    timeStyle: "short",
    timeZone: "America/Argentina/Buenos_Aires",
  }).format(at)
}

/** The e-mail to the sales team: every field, the reference, the consent; plain text, so nothing is rendered. */
export function leadMail(lead: ClaimedLead, from: string | null) {
  const texts = leadsContent
  const lines = summaryLines(lead.kind, lead.fields, texts).map((line) => `${line.label}: ${line.value}`)
  const email = typeof lead.fields.email === "string" ? lead.fields.email : ""
  const text = [
    texts.mail.intro,
    "",
    `${texts.mail.referenceLabel}: ${lead.reference}`,
    `${texts.mail.receivedLabel}: ${formatArgentinaTime(lead.createdAt)}`,
    "",
    ...lines,
    `${fieldLabel("attachment", texts)}: ${lead.attachment ? lead.attachment.name : texts.mail.noAttachment}`,
    "",
    `${fieldLabel("pageUrl", texts)}: ${lead.pageUrl}`,
    `${texts.mail.consentLabel}: ${texts.yes} (${formatArgentinaTime(lead.consentAt)}, versión ${lead.policyVersion})`,
  ].join("\n")
  return {
    from: from ?? { name: siteContent.name, address: siteContent.email },
    to: siteContent.email,
    // Only content and the server's own reference: no visitor input in the subject.
    subject: fillTemplate(texts.mail.subject, { kind: kindLabel(lead.kind, texts), reference: lead.reference }),
    ...(HEADER_SAFE_EMAIL.test(email) ? { replyTo: email } : {}),
    // Derived from the reference: a copy sent again after a crash is recognisable as the same message.
    messageId: `<${lead.reference.toLowerCase()}@leads.${siteContent.email.split("@")[1]}>`,
    text,
    attachments: lead.attachment
      ? [{ filename: lead.attachment.name, content: lead.attachment.content, contentType: lead.attachment.type }]
      : [],
  }
}

export async function sendLeadMail(smtpUrl: string, from: string | null, lead: ClaimedLead): Promise<void> {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  })
  try {
    await transport.sendMail(leadMail(lead, from))
  } finally {
    transport.close()
  }
}

import nodemailer from "nodemailer"
import type { SendMailOptions } from "nodemailer"
import type Mail from "nodemailer/lib/mailer"
import MailComposer from "nodemailer/lib/mail-composer"
import { fillTemplate } from "../lib/text-template"
import { formatFileSize } from "../lib/file-size"
import { fieldLabel, kindLabel, summaryLines } from "../lib/leads/summary"
import { readConfig } from "./config"
import { leadsContent, siteContent } from "./content"
import type { ClaimedLead } from "./store/types"
import { visibleControls } from "./visible-text"

/**
 * Strictly a mailbox (ASCII local part and domain): the only visitor input that goes into a header, as the
 * Reply-To, and nodemailer encodes it. An address that passed the form's looser check but not this one
 * (a comma, quotes, non-ASCII) stays in the body only.
 */
const HEADER_SAFE_EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/

/** SMTP conversations give up well within a delivery claim's lease (delivery.ts CLAIM_LEASE_MS). */
const SMTP_TIMEOUT_MS = 60_000

/** How a visitor's lines are set off under their label: indented, so column 0 is the server's alone. */
export const QUOTE_PREFIX = "    "

// Every way a text can break a line: CR LF, CR, LF, vertical tab, form feed, NEL and the Unicode separators.
const LINE_BREAK = /\r\n|[\r\n\v\f\u0085\u2028\u2029]/

export function formatArgentinaTime(at: Date): string {
  return new Intl.DateTimeFormat("es-AR", {
    dateStyle: "short",
    timeStyle: "short",
    timeZone: "America/Argentina/Buenos_Aires",
  }).format(at)
}

/**
 * "Label: value" for a value of one line; for more (a message), the label alone and every line of the value
 * indented under it. Control characters show as \u001b escapes (leads stored before the rules refused them).
 * No visitor text can start a line, so none can pass for one of the e-mail's own labels.
 */
function labelledLines(label: string, value: string): string[] {
  // A tab is harmless in a mail reader and may line up a visitor's list.
  const lines = value.split(LINE_BREAK).map((line) => visibleControls(line, "\t"))
  if (lines.length === 1) return [`${label}: ${lines[0]}`]
  return [`${label}:`, ...lines.map((line) => `${QUOTE_PREFIX}${line}`.trimEnd())]
}

/** The attachment left out of an e-mail that would be too large: its encoded size and the limit. */
export interface HeldAttachment {
  size: number
  max: number
}

/**
 * The e-mail to the sales team: every field, the reference, the consent; plain text, so nothing is rendered.
 * With `held`, the attachment stays in the store and the body says how staff fetch it.
 */
export function leadMail(lead: ClaimedLead, from: string | null, held: HeldAttachment | null = null): Mail.Options {
  const texts = leadsContent
  const lines = summaryLines(lead.kind, lead.fields, texts).flatMap((line) => labelledLines(line.label, line.value))
  const email = typeof lead.fields.email === "string" ? lead.fields.email : ""
  const attachmentLabel = fieldLabel("attachment", texts)
  const attachment = lead.attachment
    ? labelledLines(attachmentLabel, lead.attachment.name)
    : [`${attachmentLabel}: ${texts.mail.noAttachment}`]
  const heldNote = held
    ? [
        fillTemplate(texts.mail.attachmentHeld, {
          size: formatFileSize(held.size),
          max: formatFileSize(held.max),
          reference: lead.reference,
        }),
      ]
    : []
  const text = [
    texts.mail.intro,
    "",
    `${texts.mail.referenceLabel}: ${lead.reference}`,
    `${texts.mail.receivedLabel}: ${formatArgentinaTime(lead.createdAt)}`,
    "",
    ...lines,
    ...attachment,
    ...heldNote,
    "",
    ...labelledLines(fieldLabel("pageUrl", texts), lead.pageUrl),
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
    attachments:
      lead.attachment && !held
        ? [{ filename: lead.attachment.name, content: lead.attachment.content, contentType: lead.attachment.type }]
        : [],
  }
}

/** The bytes of an e-mail as it goes over SMTP (base64 attachments, headers, boundaries), counted as it is built. */
export function encodedSize(mail: Mail.Options): Promise<number> {
  return new Promise((resolve, reject) => {
    let size = 0
    const stream = new MailComposer(mail).compile().createReadStream()
    stream.on("data", (chunk: Buffer) => {
      size += chunk.length
    })
    stream.on("end", () => resolve(size))
    stream.on("error", reject)
  })
}

/**
 * The lead's e-mail, with its attachment when the encoded message fits in `maxBytes`; otherwise without it,
 * and with the note that says how staff fetch it from the store.
 */
async function composeLeadMail(
  lead: ClaimedLead,
  from: string | null,
  maxBytes: number,
): Promise<{ mail: Mail.Options; held: HeldAttachment | null }> {
  const mail = leadMail(lead, from)
  if (!lead.attachment) return { mail, held: null }
  const size = await encodedSize(mail)
  if (size <= maxBytes) return { mail, held: null }
  const held = { size, max: maxBytes }
  return { mail: leadMail(lead, from, held), held }
}

export async function sendLeadMail(
  smtpUrl: string,
  from: string | null,
  lead: ClaimedLead,
  maxBytes = readConfig().mailMaxBytes,
): Promise<{ attachmentHeld: boolean }> {
  const { mail, held } = await composeLeadMail(lead, from, maxBytes)
  if (held) {
    console.warn(
      `[leads] ${lead.reference} e-mailed without its attachment: with it the e-mail is ${held.size} bytes, over ` +
        `LEADS_MAIL_MAX_BYTES (${held.max}). Fetch it with "npm run leads -- --attachment ${lead.reference}".`,
    )
  }
  await sendMail(smtpUrl, mail)
  return { attachmentHeld: held !== null }
}

/**
 * One message over a connection of its own, within the timeouts every delivery uses and a deadline for the
 * whole conversation (LEADS_MAIL_TIMEOUT_MS, 20 s): a relay that accepts a message and then says nothing (its
 * idle timers restarted by every byte it trickles) fails that message at the deadline, well within the retry
 * interval, and the lead waits out its backoff like any refused one.
 */
export async function sendMail(
  smtpUrl: string,
  message: SendMailOptions,
  deadlineMs = readConfig().mailTimeoutMs,
): Promise<void> {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: Math.min(SMTP_TIMEOUT_MS, deadlineMs),
    greetingTimeout: Math.min(SMTP_TIMEOUT_MS, deadlineMs),
    socketTimeout: Math.min(SMTP_TIMEOUT_MS, deadlineMs),
  })
  let timer: NodeJS.Timeout | undefined
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`the mail server did not finish the message within ${deadlineMs} ms`)),
      deadlineMs,
    )
  })
  try {
    await Promise.race([transport.sendMail(message), deadline])
  } finally {
    clearTimeout(timer)
    transport.close()
  }
}

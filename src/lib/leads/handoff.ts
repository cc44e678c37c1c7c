import { fillTemplate } from "../text-template"
import type { LeadKind } from "./kinds"
import type { LeadLabels } from "./summary"
import { kindLabel, summaryLines, summaryText } from "./summary"
import type { LeadInput } from "./validate"

/** content/leads.json `handoff`. */
export interface HandoffTexts {
  whatsappIntro: string
  mailSubject: string
  mailIntro: string
  attachmentNote: string
}

/** What a failed lead hands over to WhatsApp or the visitor's e-mail program. */
export interface LeadSummary {
  kind: LeadKind
  /** The values as the form holds them (the same object given to sendLead). */
  values: LeadInput
  /** The labels and hand-off texts of content/leads.json. */
  texts: LeadLabels & { handoff: HandoffTexts }
  /** True when the visitor had chosen a file: the e-mail says to attach it (a link cannot carry it). */
  hasAttachment?: boolean
}

export interface HandoffSite {
  /** content/site.json: international number without + or spaces, as wa.me expects. */
  whatsappNumber: string
  /** content/site.json: the sales address. */
  email: string
}

/**
 * The two ways a lead still reaches the team when the endpoint cannot take it: a `wa.me` link with the
 * lead written out, and a `mailto:` with a subject and the same lines (CR LF line breaks, as RFC 6068 asks).
 */
export function handoffLinks(summary: LeadSummary, site: HandoffSite): { whatsapp: string; mailto: string } {
  const { kind, values, texts, hasAttachment } = summary
  const body = summaryText(summaryLines(kind, values, texts))
  const whatsappText = `${texts.handoff.whatsappIntro}\n\n${body}`
  const mailBody = [texts.handoff.mailIntro, "", body, ...(hasAttachment ? ["", texts.handoff.attachmentNote] : [])]
    .join("\n")
    .replace(/\r?\n/g, "\r\n")
  const subject = fillTemplate(texts.handoff.mailSubject, { kind: kindLabel(kind, texts) })
  return {
    whatsapp: `https://wa.me/${site.whatsappNumber}?text=${encodeURIComponent(whatsappText)}`,
    mailto: `mailto:${site.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(mailBody)}`,
  }
}

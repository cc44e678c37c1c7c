import type { LeadFieldName } from "../../lib/leads/kinds"
import { MESSAGE_MAX_LENGTH, MESSAGE_MIN_LENGTH } from "../../lib/leads/rules"
import type { FieldError } from "../../lib/leads/rules"
import { fillTemplate } from "../../lib/text-template"
import type { RequestDialogContent } from "./use-request-dialog-content"

type ErrorField = LeadFieldName | "privacy"
type LeadErrorTexts = RequestDialogContent["leads"]["errors"]

/**
 * The Spanish text of a field's error. The contact fields say what the contact form says for the same
 * mistake (content/contact-form.json); every other field speaks with the texts of the shared rules
 * (content/leads.json), which the server answers with too.
 */
export function errorText(field: ErrorField, error: FieldError, content: RequestDialogContent): string {
  const contact = content.contact.errors
  const leads = content.leads.errors
  const values = {
    min: "min" in error ? error.min : MESSAGE_MIN_LENGTH,
    max: "max" in error && error.max !== undefined ? error.max : MESSAGE_MAX_LENGTH,
    count: "count" in error ? error.count : 0,
  }
  const contactText: Partial<Record<FieldError["code"], string>> = {
    required: {
      name: contact.nameRequired,
      email: contact.emailRequired,
      phone: contact.phoneRequired,
      province: contact.provinceRequired,
      privacy: contact.privacyRequired,
    }[field as string],
    invalidEmail: contact.emailInvalid,
    unknownProvince: contact.provinceUnknown,
    tooShort: field === "message" ? contact.messageTooShort : undefined,
    tooLong: field === "message" ? contact.messageTooLong : undefined,
  }
  const text =
    contactText[error.code] ??
    (error.code === "required" ? requiredText(field, leads) : leadText(error.code, leads)) ??
    leads.invalidValue
  return fillTemplate(text, values)
}

function requiredText(field: ErrorField, leads: LeadErrorTexts): string {
  const specific = (leads as Record<string, string | null | undefined>)[`${field}Required`]
  return specific ?? leads.required
}

function leadText(code: FieldError["code"], leads: LeadErrorTexts): string | undefined {
  const text = (leads as Record<string, string | null | undefined>)[code]
  return text ?? undefined
}

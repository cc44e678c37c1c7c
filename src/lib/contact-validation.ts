import type { Interest } from "./interests"
import type { AttachmentInfo, ContactFieldError } from "./leads/rules"
import {
  validateAttachment,
  validateEmail,
  validateMessage,
  validateName,
  validatePhone,
  validatePrivacy,
  validateProvince,
} from "./leads/rules"

// The SPEC §5 rules live with every other lead rule in lib/leads/rules.ts, which the server shares; the
// contact form keeps importing them from here.
export {
  ATTACHMENT_ACCEPT,
  ATTACHMENT_MAX_BYTES,
  MESSAGE_MAX_LENGTH,
  MESSAGE_MIN_LENGTH,
  countCharacters,
  formatFileSize,
  validateAttachment,
  validateEmail,
  validateMessage,
  validateName,
  validatePhone,
  validatePrivacy,
  validateProvince,
} from "./leads/rules"
export type { AttachmentInfo } from "./leads/rules"

export type FieldError = ContactFieldError

export interface ContactFormValues {
  name: string
  company: string
  email: string
  phone: string
  province: string
  interests: Interest[]
  message: string
  privacy: boolean
}

export type ContactField = "name" | "email" | "phone" | "province" | "message" | "privacy" | "attachment"

/** Fields in the order they appear, so the first invalid one can take focus. */
export const VALIDATED_FIELDS: readonly ContactField[] = [
  "name",
  "email",
  "phone",
  "province",
  "message",
  "attachment",
  "privacy",
]

export type ContactErrors = Partial<Record<ContactField, FieldError>>

/**
 * Every rule of SPEC §5 over the whole form. Interests are labelled required but, as the SPEC says, not
 * enforced; the company field is optional. The server applies the same rules (lib/leads/validate.ts,
 * kind "contacto") plus the length caps of every field.
 */
export function validateContactForm(
  values: ContactFormValues,
  attachment: AttachmentInfo | null,
  provinces: readonly string[],
): ContactErrors {
  const results: Record<ContactField, FieldError | null> = {
    name: validateName(values.name),
    email: validateEmail(values.email),
    phone: validatePhone(values.phone),
    province: validateProvince(values.province, provinces),
    message: validateMessage(values.message),
    attachment: validateAttachment(attachment),
    privacy: validatePrivacy(values.privacy),
  }
  const errors: ContactErrors = {}
  for (const field of VALIDATED_FIELDS) {
    const error = results[field]
    if (error) errors[field] = error
  }
  return errors
}

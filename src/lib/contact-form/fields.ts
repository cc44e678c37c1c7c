import type { ContactValues } from "./draft"
import type { LeadInput } from "../leads/validate"

/** The element id of each of the contact form's controls (the interests: their fieldset). */
export const CONTACT_FIELD_IDS = {
  name: "contacto-nombre",
  company: "contacto-empresa",
  email: "contacto-email",
  phone: "contacto-telefono",
  province: "contacto-provincia",
  interests: "contacto-intereses",
  message: "contacto-mensaje",
  attachment: "contacto-archivo",
  privacy: "contacto-privacidad",
} as const

export type ContactFieldName = keyof typeof CONTACT_FIELD_IDS

/** The fields in their order on screen: the first wrong one takes focus. */
export const CONTACT_FIELD_ORDER = Object.keys(CONTACT_FIELD_IDS) as ContactFieldName[]

export function contactFieldId(field: string): string {
  return CONTACT_FIELD_IDS[field as ContactFieldName] ?? `contacto-${field}`
}

/** The contact form's lead as POST /api/leads takes it (kind "contacto"; the file travels beside it). */
export function contactLeadInput(values: ContactValues, privacy: boolean): LeadInput {
  return { ...values, privacy }
}

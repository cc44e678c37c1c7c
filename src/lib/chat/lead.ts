import type { ContactValues } from "../contact-form/draft"
import type { LeadInput } from "../leads/validate"
import type { ChatLead } from "./machine"
import { searchable as fold } from "../without-accents"

/** What visitors write for the Ciudad Autónoma de Buenos Aires. */
const CABA_NAMES = ["caba", "capital federal", "capital", "ciudad de buenos aires", "ciudad autonoma de buenos aires"]

/**
 * The province a visitor typed in the chat (free text), as one of the form's 24 options: accents, case and
 * spacing ignored ("cordoba" → "Córdoba", "Capital Federal" → "CABA"). Null when it names none.
 */
export function matchProvince(text: string, provinces: readonly string[]): string | null {
  const wanted = fold(text)
  if (!wanted) return null
  const exact = provinces.find((province) => fold(province) === wanted)
  if (exact) return exact
  if (CABA_NAMES.includes(wanted)) return provinces.find((province) => fold(province) === "caba") ?? null
  if (wanted.startsWith("provincia de ")) return matchProvince(wanted.slice("provincia de ".length), provinces)
  return null
}

/** The contact form fields the chat's answers fill in, so nobody types them twice. */
export function leadToContactDraft(lead: ChatLead, provinces: readonly string[]): Partial<ContactValues> {
  const draft: Partial<ContactValues> = {}
  if (lead.name) draft.name = lead.name
  if (lead.company) draft.company = lead.company
  if (lead.email) draft.email = lead.email
  if (lead.phone) draft.phone = lead.phone
  const province = lead.province ? matchProvince(lead.province, provinces) : null
  if (province) draft.province = province
  if (lead.interest) draft.interests = [lead.interest]
  return draft
}

/** The chat's lead as the endpoint takes it: consent was given at the script's consent step. */
export function chatLeadInput(lead: ChatLead): LeadInput {
  return {
    name: lead.name ?? "",
    company: lead.company ?? "",
    email: lead.email ?? "",
    phone: lead.phone ?? "",
    province: lead.province ?? "",
    interest: lead.interest ?? "",
    privacy: true,
  }
}

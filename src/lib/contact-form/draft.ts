import { draftStore } from "../draft-store"
import type { Draft } from "../draft-store"
import { INTERESTS } from "../interests"
import type { Interest } from "../interests"
import { draftList, draftText, union } from "../lead-form"

/**
 * The contact form's draft: one owner, the draft store under CONTACT_DRAFT_KEY. The form writes it as the
 * visitor types, the chat's answers are merged into it, the request dialogs read the contact details from
 * it, and the interests a visit asks for are added to it once, on arrival.
 */
export const CONTACT_DRAFT_KEY = "vigia:contacto:borrador"

export const CONTACT_TEXT_FIELDS = ["name", "company", "email", "phone", "province", "message"] as const
export type ContactTextField = (typeof CONTACT_TEXT_FIELDS)[number]

/** What the contact form's fields hold; every one is kept in the draft (the attachment and consent are not). */
export type ContactValues = Record<ContactTextField, string> & { interests: Interest[] }

/** The draft's fields that count as something the visitor typed. */
export const CONTACT_DRAFT_FIELDS: readonly string[] = [...CONTACT_TEXT_FIELDS, "interests"]

/** The fields as a draft gives them back (empty where it has nothing, unknown interests dropped). */
export function contactValues(draft: Draft | null): ContactValues {
  const values = { interests: draftList(draft, "interests", INTERESTS) as Interest[] } as ContactValues
  for (const field of CONTACT_TEXT_FIELDS) values[field] = draftText(draft, field)
  return values
}

/** The draft with these fields set (the other fields kept, interests added to those already chosen). */
export function withContactFields(draft: Draft | null, fields: Partial<ContactValues>): Draft {
  const interests = union(draftList(draft, "interests", INTERESTS), fields.interests ?? [])
  return { ...draft, ...fields, interests }
}

/** The chat's answers prefill the contact form: written through the store, so a form on screen shows them. */
export function mergeContactDraft(fields: Partial<ContactValues>): void {
  const store = draftStore(CONTACT_DRAFT_KEY)
  store.set(withContactFields(store.get(), fields))
}

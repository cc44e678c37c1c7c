import { isInterest } from "./interests"
import type { ContactFormValues } from "./contact-validation"

/** What is kept while the visitor types: every field but the attachment and the privacy consent. */
export type ContactDraft = Omit<ContactFormValues, "privacy">

export const CONTACT_DRAFT_KEY = "vigia:contacto:borrador"

/** Dispatched on window when fields are merged in from elsewhere (the chat), with them as `detail`. */
export const CONTACT_DRAFT_MERGED_EVENT = "vigia:contacto:borrador-completado"

const TEXT_FIELDS = ["name", "company", "email", "phone", "province", "message"] as const

function getStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage
  } catch {
    return null // storage disabled by the browser's privacy settings
  }
}

/** Reads the draft, keeping only well-formed fields (the storage may hold anything). */
export function loadContactDraft(storage: Storage | null = getStorage()): Partial<ContactDraft> | null {
  const raw = storage?.getItem(CONTACT_DRAFT_KEY)
  if (!raw) return null
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    return null
  }
  if (typeof parsed !== "object" || parsed === null) return null
  const record = parsed as Record<string, unknown>
  const draft: Partial<ContactDraft> = {}
  for (const field of TEXT_FIELDS) {
    if (typeof record[field] === "string") draft[field] = record[field]
  }
  if (Array.isArray(record.interests)) draft.interests = record.interests.filter(isInterest)
  return Object.keys(draft).length > 0 ? draft : null
}

function isEmptyDraft(draft: Partial<ContactDraft>): boolean {
  return TEXT_FIELDS.every((field) => !draft[field]?.trim()) && !draft.interests?.length
}

export function saveContactDraft(draft: ContactDraft, storage: Storage | null = getStorage()): void {
  if (!storage) return
  try {
    if (isEmptyDraft(draft)) storage.removeItem(CONTACT_DRAFT_KEY)
    else storage.setItem(CONTACT_DRAFT_KEY, JSON.stringify(draft))
  } catch {
    // Over quota: the form still works, only the draft is not kept.
  }
}

/** Adds fields to the draft without losing the others: the chat's lead prefills the form this way. */
export function mergeContactDraft(fields: Partial<ContactDraft>, storage: Storage | null = getStorage()): void {
  const current = loadContactDraft(storage) ?? {}
  const merged = { ...current, ...fields }
  if (current.interests || fields.interests) {
    merged.interests = Array.from(new Set([...(current.interests ?? []), ...(fields.interests ?? [])]))
  }
  saveContactDraft({ ...emptyDraft(), ...merged }, storage)
  if (typeof window !== "undefined") {
    window.dispatchEvent(new CustomEvent(CONTACT_DRAFT_MERGED_EVENT, { detail: fields }))
  }
}

export function clearContactDraft(storage: Storage | null = getStorage()): void {
  try {
    storage?.removeItem(CONTACT_DRAFT_KEY)
  } catch {
    // nothing to clear
  }
}

export function emptyDraft(): ContactDraft {
  return { name: "", company: "", email: "", phone: "", province: "", interests: [], message: "" }
}

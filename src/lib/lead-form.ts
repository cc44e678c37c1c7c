import type { Draft, DraftValue } from "./draft-store"
import type { FieldError } from "./leads/rules"
import type { LeadErrorField, LeadErrors } from "./leads/validate"

/**
 * The pure parts of a lead form's state (src/hooks/use-lead-form.ts): what its fields show from a draft,
 * each wrong field's text, which field takes focus. Shared by the contact form and the request dialogs.
 */

/** Each wrong field's Spanish text: from the shared rules, or as the server words it (422). */
export type ErrorTexts = Partial<Record<string, string>>

/** A field's value as a form holds it: text as typed, or the options chosen. */
export type FormValue = string | readonly string[]

/** The draft's key holding the form's idempotency key, kept with what was typed. */
export const IDEMPOTENCY_KEY_FIELD = "idempotencyKey"

/** A text field's value in a draft; "" when the draft has none (or something else under that name). */
export function draftText(draft: Draft | null, field: string): string {
  const value = draft?.[field]
  return typeof value === "string" ? value : ""
}

/** A list field's value in a draft, keeping only the allowed options. */
export function draftList(draft: Draft | null, field: string, allowed: readonly string[]): string[] {
  const value = draft?.[field]
  return Array.isArray(value) ? value.filter((item: string) => allowed.includes(item)) : []
}

export function isFilled(value: DraftValue | undefined): boolean {
  if (Array.isArray(value)) return value.length > 0
  return typeof value === "string" && value.trim() !== ""
}

/** Whether a draft holds anything the visitor typed in these fields (not just the idempotency key). */
export function draftHasContent(draft: Draft | null, fields: readonly string[]): boolean {
  return fields.some((field) => isFilled(draft?.[field]))
}

/** Every error of a validation as its text. */
export function errorTextsOf(
  errors: LeadErrors,
  textOf: (field: LeadErrorField, error: FieldError) => string,
): ErrorTexts {
  const texts: ErrorTexts = {}
  for (const [field, error] of Object.entries(errors) as Array<[LeadErrorField, FieldError | undefined]>) {
    if (error) texts[field] = textOf(field, error)
  }
  return texts
}

/** The errors with one field's text replaced (or removed when there is none). */
export function withFieldError(errors: ErrorTexts, field: string, text: string | undefined): ErrorTexts {
  const next = { ...errors }
  if (text) next[field] = text
  else delete next[field]
  return next
}

/** The first field, in the form's order, that has an error. */
export function firstInvalidField(order: readonly string[], errors: ErrorTexts): string | undefined {
  return order.find((field) => errors[field])
}

/** Lists joined without repeats, in order of first appearance. */
export function union(first: readonly string[], second: readonly string[]): string[] {
  return Array.from(new Set([...first, ...second]))
}

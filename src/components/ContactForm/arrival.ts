import type { Draft } from "../../lib/draft-store"
import { CONTACT_FIELD_IDS } from "../../lib/contact-form/fields"
import { CONTACT_TEXT_FIELDS, withContactFields } from "../../lib/contact-form/draft"
import type { ContactTextField } from "../../lib/contact-form/draft"
import type { Interest } from "../../lib/interests"

/** Text the visitor (or the browser's autofill) put in the fields before the page's script took over. */
function typedBeforeHydration(form: HTMLFormElement | null): Partial<Record<ContactTextField, string>> {
  const typed: Partial<Record<ContactTextField, string>> = {}
  for (const field of CONTACT_TEXT_FIELDS) {
    const control = form?.querySelector<HTMLInputElement | HTMLTextAreaElement>(`#${CONTACT_FIELD_IDS[field]}`)
    if (control?.value) typed[field] = control.value
  }
  return typed
}

/**
 * The contact draft as the visit leaves it on arrival: what was typed into the pre-rendered page wins over
 * the stored draft, and the interests the visit asks for are added, once, to those already chosen.
 */
export function arrivalOnContactPage(
  stored: Draft | null,
  form: HTMLFormElement | null,
  presetInterests: readonly Interest[],
): Draft {
  return withContactFields(stored, { ...typedBeforeHydration(form), interests: [...presetInterests] })
}

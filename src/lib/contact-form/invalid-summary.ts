import type { ErrorTexts } from "../lead-form"
import { fillTemplate } from "../text-template"

/** content/contact-form.json `invalidToast`. */
export interface InvalidToastTexts {
  title: string
  /** {field}: the label of the one wrong field. */
  oneField: string
  /** {count} and {fields}: how many wrong fields and their labels, in screen order. */
  manyFields: string
  /** SPEC §5/§8, word for word: the toast's sentence when the consent is missing. */
  privacy: string
}

/** The field whose error is the missing consent: said in its own sentence, not listed among the fields. */
const CONSENT_FIELD = "privacy"

/**
 * The toast of a send that the checks refused. Without the consent it says SPEC §8's sentence first, as the
 * specification writes it; the wrong fields (by the labels of `inputs`, the form's field texts, in screen order,
 * where the cursor now is) follow on a line of their own, never instead of it.
 */
export function invalidSummary(
  errors: ErrorTexts,
  order: readonly string[],
  inputs: Partial<Record<string, { label?: string } | object>>,
  texts: InvalidToastTexts,
): { title: string; description: string } {
  const wrong = order.filter((field) => field !== CONSENT_FIELD && errors[field])
  const labelOf = (field: string) => {
    const input = inputs[field]
    return input && "label" in input && input.label ? input.label : field
  }
  const names = wrong.map(labelOf)
  const lines: string[] = []
  if (errors[CONSENT_FIELD]) lines.push(texts.privacy)
  if (names.length === 1) lines.push(fillTemplate(texts.oneField, { field: names[0] }))
  if (names.length > 1) {
    const fields = new Intl.ListFormat("es-AR", { type: "conjunction" }).format(names)
    lines.push(fillTemplate(texts.manyFields, { count: names.length, fields }))
  }
  return { title: texts.title, description: lines.join("\n") }
}

import type { FieldSpec, LeadKind } from "./kinds"
import { LEAD_FIELDS } from "./kinds"
import type { LeadInput } from "./validate"
import { isQuoteItemList, itemsText } from "./items"

/** The labels of content/leads.json a lead's summary needs (the e-mail, the WhatsApp and e-mail hand-offs). */
export interface LeadLabels {
  kindLabels: ReadonlyArray<{ kind: string; label: string }>
  fieldLabels: ReadonlyArray<{ field: string; label: string }>
  choiceLabels: ReadonlyArray<{ value: string; label: string }>
  yes: string
  no: string
  /** Marks a quote-list line whose equipment has left the catalogue. */
  itemNotInCatalog: string
}

export interface SummaryLine {
  label: string
  value: string
}

export function kindLabel(kind: LeadKind, labels: LeadLabels): string {
  return labels.kindLabels.find((entry) => entry.kind === kind)?.label ?? kind
}

export function fieldLabel(field: string, labels: LeadLabels): string {
  return labels.fieldLabels.find((entry) => entry.field === field)?.label ?? field
}

function choiceLabel(value: string, labels: LeadLabels): string {
  return labels.choiceLabels.find((entry) => entry.value === value)?.label ?? value
}

function displayValue({ rule }: FieldSpec, value: unknown, labels: LeadLabels): string {
  if (rule.type === "boolean") return value === true || value === "true" ? labels.yes : labels.no
  // A quote list: one line per equipment, "4 × name (note)".
  if (rule.type === "items") return isQuoteItemList(value) ? itemsText(value, "\n", labels.itemNotInCatalog) : ""
  const list = Array.isArray(value) ? value.map(String) : [String(value ?? "")]
  const shown = rule.type === "choice" || rule.type === "choices" ? list.map((item) => choiceLabel(item, labels)) : list
  return shown
    .map((item) => item.trim())
    .filter(Boolean)
    .join(", ")
}

/**
 * One line per field the visitor filled, in the kind's order, labelled from content: what the e-mail to
 * the team and the hand-offs show. Empty fields are left out, a yes/no field always shows.
 */
export function summaryLines(
  kind: LeadKind,
  values: LeadInput,
  labels: LeadLabels,
  omit: readonly string[] = [],
): SummaryLine[] {
  const lines: SummaryLine[] = []
  for (const spec of LEAD_FIELDS[kind]) {
    if (omit.includes(spec.name)) continue
    const value = displayValue(spec, values[spec.name], labels)
    if (value) lines.push({ label: fieldLabel(spec.name, labels), value })
  }
  return lines
}

/** "Label: value" lines, as plain text. */
export function summaryText(lines: readonly SummaryLine[]): string {
  return lines.map((line) => `${line.label}: ${line.value}`).join("\n")
}

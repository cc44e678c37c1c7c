import { handoffLinks } from "../../lib/leads/handoff"
import type { LeadFieldName } from "../../lib/leads/kinds"
import { visibleFields } from "./layout"
import type { DialogKind } from "./layout"
import type { RequestValues } from "./request-values"
import type { RequestDialogContent } from "./use-request-dialog-content"

interface SummaryLine {
  label: string
  value: string
}

/**
 * The request as the visitor filled it, one line per answered field with the label they saw and the
 * answer as shown (an option's label, not its value), for the WhatsApp and e-mail hand-off.
 */
export function requestSummary(kind: DialogKind, values: RequestValues, content: RequestDialogContent): SummaryLine[] {
  const fields = ["productName", ...visibleFields(kind).filter((field) => field !== "productName")] as LeadFieldName[]
  return fields.flatMap((field) => {
    const copy = labelCopy(field, content)
    const raw = values[field]
    const answers = (Array.isArray(raw) ? raw : typeof raw === "string" && raw.trim() ? [raw.trim()] : []).map(
      (value) => copy?.options?.find((option) => option.value === value)?.label ?? value,
    )
    return copy && answers.length > 0 ? [{ label: copy.label, value: answers.join(", ") }] : []
  })
}

interface LabelCopy {
  label: string
  options?: ReadonlyArray<{ value: string; label: string }> | null
}

function labelCopy(field: LeadFieldName, content: RequestDialogContent): LabelCopy | undefined {
  const contactInputs = content.contact.inputs as Record<string, LabelCopy | undefined>
  const dialogFields = content.copy.fields as Record<string, LabelCopy | undefined>
  return field === "message" ? dialogFields.message : (contactInputs[field] ?? dialogFields[field])
}

/** The WhatsApp and e-mail links that carry the request the site could not deliver. */
export function handoffFor(kind: DialogKind, title: string, values: RequestValues, content: RequestDialogContent) {
  return handoffLinks({ kind, title, lines: requestSummary(kind, values, content) }, content.site)
}

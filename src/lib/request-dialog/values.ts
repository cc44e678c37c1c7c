import type { Draft } from "../draft-store"
import type { LeadFieldName } from "../leads/kinds"
import { QUANTITY_START } from "../leads/quote-limits"
import type { DialogKind } from "./kinds"
import { CONTACT_FIELDS, visibleFields } from "./layout"

/** The offering or equipment line a dialog asks about. */
export interface RequestProduct {
  slug: string
  name: string
}

/** What a dialog's fields hold: text as typed (dates as YYYY-MM-DD, yes/no as "true"/"false"), or the options chosen. */
export type RequestValues = Partial<Record<LeadFieldName, string | readonly string[]>>

/** Each dialog keeps its own draft: one per kind and product. */
export function requestDraftKey(kind: DialogKind, productSlug: string): string {
  return `vigia:solicitud:${kind}:${productSlug}`
}

const LIST_FIELDS: readonly LeadFieldName[] = ["services"]

function valueOf(field: LeadFieldName, stored: Draft[string] | undefined): string | readonly string[] | undefined {
  if (LIST_FIELDS.includes(field)) return Array.isArray(stored) ? stored : undefined
  return typeof stored === "string" ? stored : undefined
}

/**
 * The values a dialog shows: its own draft first; for fields the draft lacks, the contact details the
 * visitor already gave (the chat and the contact form keep them in the contact draft), the product's name from
 * the button, and a quantity of 1, where the quote list starts a line too (a quantity the visitor emptied
 * stays empty).
 */
export function requestValues(
  kind: DialogKind,
  product: RequestProduct,
  draft: Draft | null,
  contactDraft: Draft | null,
): RequestValues {
  const values: RequestValues = { productName: product.name }
  if (visibleFields(kind).includes("quantity")) values.quantity = String(QUANTITY_START)
  for (const field of CONTACT_FIELDS) {
    const given = valueOf(field, contactDraft?.[field] ?? undefined)
    if (given) values[field] = given
  }
  for (const field of visibleFields(kind)) {
    const typed = valueOf(field, draft?.[field])
    if (typed !== undefined) values[field] = typed
  }
  return values
}

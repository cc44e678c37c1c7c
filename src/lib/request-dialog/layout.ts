import type { LeadFieldName } from "../leads/kinds"
import type { DialogKind } from "./kinds"

/** One line of a dialog: a field alone, or two side by side (one under the other on a phone). */
export type DialogRow = LeadFieldName | readonly [LeadFieldName, LeadFieldName]

/** A dialog's fields: what a first contact needs, then the optional rest folded under "Más detalles". */
export interface DialogLayout {
  readonly first: readonly DialogRow[]
  readonly more: readonly DialogRow[]
}

/**
 * How each dialog lays out its kind's fields (src/lib/leads/kinds.ts says which fields and their rules; a
 * unit test keeps the two in step). `first`: what the team needs to answer a first contact (the product,
 * what is asked, who asks and how to reach them); `more`: optional details, folded, so a phone shows a short
 * form (a unit test checks nothing required is folded). The product's slug always travels unseen; its name is
 * a visible, editable field where the request is about equipment (quote, rental, demo) and otherwise rides
 * along from the button, as the title shows it.
 */
export const DIALOG_LAYOUT: Readonly<Record<DialogKind, DialogLayout>> = {
  cotizacion: {
    first: ["productName", "quantity", ["name", "company"], ["email", "phone"], "province"],
    more: ["cuit", "message"],
  },
  alquiler: {
    first: ["productName", "quantity", ["from", "to"], ["name", "company"], ["email", "phone"], "province"],
    more: ["period", "deliveryPlace", "certificates", "message"],
  },
  relevamiento: {
    first: ["site", ["locality", "province"], "measure", ["name", "company"], ["email", "phone"]],
    more: ["preferredDate", "message"],
  },
  demo: {
    first: ["productName", "place", ["name", "company"], ["email", "phone"], "province"],
    more: ["preferredDate", "message"],
  },
  catalogo: { first: [["name", "company"], "email", "message"], more: [] },
  "servicio-tecnico": {
    first: ["brandModel", "services", ["name", "company"], ["email", "phone"], "province"],
    more: ["serialNumber", "lastCalibration", "logistics", "message"],
  },
}

const fieldsOf = (rows: readonly DialogRow[]): LeadFieldName[] =>
  rows.flatMap((row) => (typeof row === "string" ? [row] : [...row]))

/** The fields a kind shows, in order. */
export function visibleFields(kind: DialogKind): LeadFieldName[] {
  return [...fieldsOf(DIALOG_LAYOUT[kind].first), ...fieldsOf(DIALOG_LAYOUT[kind].more)]
}

/** The fields a kind folds under "Más detalles (opcional)". */
export function foldedFields(kind: DialogKind): LeadFieldName[] {
  return fieldsOf(DIALOG_LAYOUT[kind].more)
}

/** The contact details the chat (and the contact form) already asked for, offered again in every dialog. */
export const CONTACT_FIELDS = ["name", "company", "email", "phone", "province"] as const

/** Answered in more lines than one. */
export const MULTILINE_FIELDS: readonly LeadFieldName[] = ["measure", "message"]

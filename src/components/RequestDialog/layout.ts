import type { LeadFieldName } from "../../lib/leads/kinds"
import type { DialogKind } from "./dialog-kinds"

/** One line of a dialog: a field alone, or two side by side (one under the other on a phone). */
export type DialogRow = LeadFieldName | readonly [LeadFieldName, LeadFieldName]

/**
 * How each dialog lays out its kind's fields (src/lib/leads/kinds.ts says which fields and their rules; a
 * unit test keeps the two in step). The product's slug always travels unseen; its name is a visible,
 * editable field where the request is about equipment (quote, rental, demo) and otherwise rides along
 * from the button, as the title shows it.
 */
export const DIALOG_LAYOUT: Readonly<Record<DialogKind, readonly DialogRow[]>> = {
  cotizacion: ["productName", ["quantity", "cuit"], ["name", "company"], ["email", "phone"], "province", "message"],
  alquiler: [
    "productName",
    "quantity",
    "period",
    ["from", "to"],
    "deliveryPlace",
    "certificates",
    ["name", "company"],
    ["email", "phone"],
    "province",
    "message",
  ],
  relevamiento: [
    "site",
    ["locality", "province"],
    "measure",
    "preferredDate",
    ["name", "company"],
    ["email", "phone"],
    "message",
  ],
  demo: ["productName", "place", "preferredDate", ["name", "company"], ["email", "phone"], "province", "message"],
  catalogo: [["name", "company"], "email"],
  "servicio-tecnico": [
    ["brandModel", "serialNumber"],
    "services",
    "lastCalibration",
    "logistics",
    ["name", "company"],
    ["email", "phone"],
    "province",
    "message",
  ],
}

/** The fields a kind shows, in order. */
export function visibleFields(kind: DialogKind): LeadFieldName[] {
  return DIALOG_LAYOUT[kind].flatMap((row) => (typeof row === "string" ? [row] : [...row]))
}

/** The contact details the chat (and the contact form) already asked for, offered again in every dialog. */
export const CONTACT_FIELDS = ["name", "company", "email", "phone", "province"] as const

/** Answered in more lines than one. */
export const MULTILINE_FIELDS: readonly LeadFieldName[] = ["measure", "message"]

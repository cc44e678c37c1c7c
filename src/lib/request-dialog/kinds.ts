import type { LeadKind } from "../leads/kinds"

/**
 * The kinds of request a button can open as a dialog (the contact form and the chat have their own). Kept
 * apart from the dialogs' layout, so the page's buttons import these few names and not the dialog.
 */
export const DIALOG_KINDS = ["cotizacion", "alquiler", "relevamiento", "demo", "catalogo", "servicio-tecnico"] as const

export type DialogKind = (typeof DIALOG_KINDS)[number] & LeadKind

export function isDialogKind(value: unknown): value is DialogKind {
  return typeof value === "string" && (DIALOG_KINDS as readonly string[]).includes(value)
}

import type { Interest } from "./interests"

/**
 * Until the request dialogs land (branch `dialogs`), a `request` action leads to the contact form with the
 * interest closest to the dialog's kind. This file is the whole fallback: delete it, and its one use in
 * OfferingActions, when OfferingActions opens the dialogs itself.
 */
const INTEREST_OF_REQUEST: Record<string, Interest> = {
  cotizacion: "compra",
  relevamiento: "compra",
  demo: "compra",
  catalogo: "compra",
  alquiler: "alquiler",
  "servicio-tecnico": "servicio-tecnico",
}

/** The contact-form interest a request kind falls back to; null for a kind that is not a request dialog. */
export function fallbackInterestFor(request: string | null | undefined): Interest | null {
  return (request && INTEREST_OF_REQUEST[request]) || null
}

import type { Page } from "@playwright/test"
import { PDF_BYTES } from "../../test/zip"
import { REFERENCE_PATTERN } from "../../src/lib/leads/reference"

/** What the contact form's specs share (e2e/contact-form*.spec.ts): its fields as a visitor finds them, a valid
 * filling, a small PDF, the fill time the server asks for. */

/** The server takes a request sent less than 3 s after the form appeared for a bot's: time moves on first. */
export const FILL_TIME_MS = 4000
export const REFERENCE = new RegExp(REFERENCE_PATTERN)

export const PDF = {
  name: "pliego.pdf",
  mimeType: "application/pdf",
  buffer: PDF_BYTES,
}

export const contactForm = (page: Page) => ({
  name: page.getByRole("textbox", { name: /Nombre y apellido/ }),
  company: page.getByRole("textbox", { name: /Empresa/ }),
  email: page.getByRole("textbox", { name: /Correo electrónico/ }),
  phone: page.getByRole("textbox", { name: /Teléfono/ }),
  province: page.getByRole("combobox", { name: /Provincia/ }),
  interests: page.getByRole("group", { name: /¿Qué te interesa\?/ }),
  message: page.getByRole("textbox", { name: /Mensaje/ }),
  privacy: page.getByRole("checkbox", { name: /política de privacidad/ }),
  interest: (name: string) => page.getByRole("checkbox", { name, exact: true }),
  file: page.getByLabel(/Archivo adjunto/),
  submit: page.getByRole("button", { name: "Enviar consulta" }),
  toasts: page.getByRole("region", { name: "Notificaciones" }),
})

export async function fillValid(page: Page) {
  const f = contactForm(page)
  await f.name.fill("Ana Pérez")
  await f.company.fill("Petrolera del Sur S.A.")
  await f.email.fill("ana.perez@petroleradelsur.com.ar")
  await f.phone.fill("+54 299 400-0000")
  await f.province.selectOption("Neuquén")
  await f.interest("Compra").check()
  await f.message.fill("Necesitamos cotizar diez detectores multigas para una parada de planta.")
  await f.privacy.check()
}

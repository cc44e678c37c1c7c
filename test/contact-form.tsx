import { screen, waitFor } from "@testing-library/react"
import type userEvent from "@testing-library/user-event"
import copy from "../content/contact-form.json"
import { ContactForm } from "../src/components/ContactForm/ContactForm"
import { renderWithProviders } from "./render"

/** What the contact form's unit tests share (src/components/ContactForm/ContactForm.*.test.tsx): its fields as a
 * visitor finds them, a valid filling, the form rendered and ready, a small PDF. */
export const field = {
  name: () => screen.getByRole("textbox", { name: /Nombre y apellido/ }),
  company: () => screen.getByRole("textbox", { name: /Empresa/ }),
  email: () => screen.getByRole("textbox", { name: /Correo electrónico/ }),
  phone: () => screen.getByRole("textbox", { name: /Teléfono/ }),
  province: () => screen.getByRole("combobox", { name: /Provincia/ }),
  message: () => screen.getByRole("textbox", { name: /Mensaje/ }),
  privacy: () => screen.getByRole("checkbox", { name: /política de privacidad/ }),
  interest: (name: string) => screen.getByRole("checkbox", { name }),
  file: () => screen.getByLabelText(/Archivo adjunto/) as HTMLInputElement,
  submit: () => screen.getByRole("button", { name: copy.submitLabel }),
}

export const MESSAGE = "Necesito cotizar diez detectores multigas."

/** Fills every required field; `interests` are the options of "¿Qué te interesa?" to tick. */
export async function fillValid(user: ReturnType<typeof userEvent.setup>, interests: readonly string[] = ["Compra"]) {
  await user.type(field.name(), "Ana Pérez")
  await user.type(field.company(), "Petrolera del Sur")
  await user.type(field.email(), "ana@empresa.com.ar")
  await user.type(field.phone(), "+54 11 4000-0000")
  await user.selectOptions(field.province(), "Neuquén")
  for (const interest of interests) await user.click(field.interest(interest))
  await user.type(field.message(), MESSAGE)
  await user.click(field.privacy())
}

export async function renderForm(presetInterests: Array<"compra" | "alquiler" | "servicio-tecnico"> = []) {
  const view = renderWithProviders(<ContactForm presetInterests={presetInterests} />)
  await waitFor(() => expect(view.container.querySelector("form")).toHaveAttribute("data-ready", "true"))
  return view
}

export const pdf = () => new File(["%PDF-1.4 pliego"], "pliego.pdf", { type: "application/pdf" })

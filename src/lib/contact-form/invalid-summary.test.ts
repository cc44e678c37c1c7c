import copy from "../../../content/contact-form.json"
import { CONTACT_FIELD_ORDER } from "./fields"
import { invalidSummary } from "./invalid-summary"

const labels = copy.inputs
const wrong = (...fields: string[]) => Object.fromEntries(fields.map((field) => [field, "texto"]))

describe("invalidSummary", () => {
  it("names every wrong field in screen order, counts them and says the consent is missing, in voseo", () => {
    const summary = invalidSummary(
      wrong("privacy", "message", "interests", "province", "phone", "email", "name"),
      CONTACT_FIELD_ORDER,
      labels,
      copy.invalidToast,
    )
    expect(summary.title).toBe("Error de validación")
    expect(summary.description).toBe(
      "Revisá estos 6 campos: Nombre y apellido, Correo electrónico, Teléfono, Provincia, ¿Qué te interesa? y " +
        "Mensaje. Ya dejamos el cursor en el primero. Tenés que aceptar la política de privacidad.",
    )
    expect(summary.description).not.toMatch(/Debes/)
  })

  it("names a single wrong field on its own", () => {
    expect(invalidSummary(wrong("email"), CONTACT_FIELD_ORDER, labels, copy.invalidToast).description).toBe(
      "Revisá el campo «Correo electrónico»: ya dejamos el cursor ahí.",
    )
  })

  it("says only the consent when it is all that is missing", () => {
    expect(invalidSummary(wrong("privacy"), CONTACT_FIELD_ORDER, labels, copy.invalidToast).description).toBe(
      "Tenés que aceptar la política de privacidad.",
    )
  })
})

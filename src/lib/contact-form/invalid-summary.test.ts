import copy from "../../../content/contact-form.json"
import { CONTACT_FIELD_ORDER } from "./fields"
import { invalidSummary } from "./invalid-summary"

const labels = copy.inputs
const wrong = (...fields: string[]) => Object.fromEntries(fields.map((field) => [field, "texto"]))

describe("invalidSummary", () => {
  it("SPEC §8: without the consent, «Error de validación» says «Debes aceptar…» first, the fields on the next line", () => {
    const summary = invalidSummary(
      wrong("privacy", "message", "province", "phone", "email", "name"),
      CONTACT_FIELD_ORDER,
      labels,
      copy.invalidToast,
    )
    expect(summary.title).toBe("Error de validación")
    expect(summary.description).toBe(
      "Debes aceptar la política de privacidad.\n" +
        "Revisá estos 5 campos: Nombre y apellido, Correo electrónico, Teléfono, Provincia y Mensaje. " +
        "Ya dejamos el cursor en el primero.",
    )
  })

  it("names a single wrong field on its own", () => {
    expect(invalidSummary(wrong("email"), CONTACT_FIELD_ORDER, labels, copy.invalidToast).description).toBe(
      "Revisá el campo «Correo electrónico»: ya dejamos el cursor ahí.",
    )
  })

  it("says exactly the SPEC's sentence when the consent is all that is missing", () => {
    expect(invalidSummary(wrong("privacy"), CONTACT_FIELD_ORDER, labels, copy.invalidToast)).toEqual({
      title: "Error de validación",
      description: "Debes aceptar la política de privacidad.",
    })
  })
})

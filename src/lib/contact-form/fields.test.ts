import { contactValues } from "./draft"
import { CONTACT_FIELD_ORDER, contactFieldId, contactLeadInput } from "./fields"
import { validateLead } from "../leads/validate"

describe("contact form helpers", () => {
  it("orders the fields as the form shows them, privacy last", () => {
    expect(CONTACT_FIELD_ORDER[0]).toBe("name")
    expect(CONTACT_FIELD_ORDER.at(-1)).toBe("privacy")
    expect(CONTACT_FIELD_ORDER.indexOf("message")).toBeLessThan(CONTACT_FIELD_ORDER.indexOf("attachment"))
    expect(contactFieldId("message")).toBe("contacto-mensaje")
  })

  it("builds the lead the shared rules accept for kind contacto", () => {
    const values = {
      ...contactValues(null),
      name: "Ana Pérez",
      email: "ana@empresa.com.ar",
      phone: "11 4000-0000",
      province: "Neuquén",
      message: "Necesito diez detectores multigas.",
      interests: ["alquiler" as const],
    }
    expect(validateLead("contacto", contactLeadInput(values, true)).ok).toBe(true)
    const refused = validateLead("contacto", contactLeadInput(values, false))
    expect(refused).toEqual({ ok: false, errors: { privacy: { code: "required" } } })
  })
})

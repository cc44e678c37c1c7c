import contactForm from "../../../content/contact-form.json"
import leads from "../../../content/leads.json"
import { LEAD_FIELDS, LEAD_KINDS, MAX_LENGTH } from "./kinds"
import type { LeadKind } from "./kinds"
import { leadErrorText, leadErrorTexts } from "./messages"
import { validateLead } from "./validate"
import type { LeadInput } from "./validate"

const TODAY = "2026-11-23"
const options = { today: TODAY }
const CONTACT = {
  name: "Ana Pérez",
  company: "",
  email: "ana@empresa.com.ar",
  phone: "+54 11 4000-0000",
  province: "Neuquén",
}

/** A valid submission of every kind. */
const VALID: Record<LeadKind, LeadInput> = {
  contacto: {
    ...CONTACT,
    interests: ["compra", "alquiler"],
    message: "Necesito cotizar diez detectores.",
    privacy: true,
  },
  chat: {
    name: "Ana",
    email: "ana@empresa.com.ar",
    phone: "1140000000",
    province: "cordoba",
    interest: "alquiler",
    privacy: "true",
  },
  cotizacion: { ...CONTACT, productName: "Detector multigas", quantity: "10", cuit: "20-12345678-6", privacy: true },
  alquiler: {
    ...CONTACT,
    productName: "Detector multigas",
    quantity: 2,
    period: "semana",
    from: TODAY,
    to: "2026-11-30",
    deliveryPlace: "Planta Zárate",
    certificates: "true",
    privacy: true,
  },
  relevamiento: {
    ...CONTACT,
    site: "Planta Campana",
    locality: "Campana",
    measure: "H₂S y CO en el tanque 3",
    privacy: true,
  },
  demo: {
    ...CONTACT,
    productName: "Alcoholímetro",
    place: "Oficina de Rosario",
    preferredDate: "2026-12-01",
    privacy: true,
  },
  catalogo: { name: "Ana", company: "Acme", email: "ana@empresa.com.ar", privacy: true },
  "servicio-tecnico": {
    ...CONTACT,
    brandModel: "Detector de 4 gases",
    services: ["calibracion", "repuestos"],
    lastCalibration: "2025-10-01",
    logistics: "retiro",
    privacy: true,
  },
}

describe("validateLead", () => {
  it.each(LEAD_KINDS)("accepts a valid %s lead and keeps only its own fields", (kind) => {
    const result = validateLead(kind, { ...VALID[kind], unrelated: "x" }, options)
    expect(result).toMatchObject({ ok: true })
    if (!result.ok) return
    expect(
      Object.keys(result.lead.fields).every((field) => LEAD_FIELDS[kind].some((spec) => spec.name === field)),
    ).toBe(true)
    expect(result.lead.fields).not.toHaveProperty("unrelated")
  })

  it.each(LEAD_KINDS)("asks for every required field of %s and the consent", (kind) => {
    const result = validateLead(kind, {}, options)
    expect(result.ok).toBe(false)
    if (result.ok) return
    const required = LEAD_FIELDS[kind].filter((spec) => spec.required).map((spec) => spec.name)
    expect(Object.keys(result.errors).sort()).toEqual([...required, "privacy"].sort())
    for (const field of required) expect(result.errors[field]).toEqual({ code: "required" })
  })

  it("asks the contact form for at least one interest", () => {
    const result = validateLead("contacto", { ...VALID.contacto, interests: [] }, options)
    expect(result.ok === false && result.errors).toEqual({ interests: { code: "required" } })
  })

  it("normalises: trimmed text, numbers, yes/no, lists without repeats, empty optionals absent", () => {
    const result = validateLead(
      "alquiler",
      { ...VALID.alquiler, name: "  Ana  ", quantity: " 2 ", company: " " },
      options,
    )
    expect(result.ok && result.lead.fields).toMatchObject({ name: "Ana", quantity: 2, certificates: true })
    expect(result.ok && "company" in result.lead.fields).toBe(false)
    const contact = validateLead("contacto", { ...VALID.contacto, interests: ["compra", "compra"] }, options)
    expect(contact.ok && contact.lead.fields.interests).toEqual(["compra"])
    const single = validateLead("contacto", { ...VALID.contacto, interests: "alquiler" }, options)
    expect(single.ok && single.lead.fields.interests).toEqual(["alquiler"])
  })

  it("caps every free-text field at its length", () => {
    const name = "a".repeat(MAX_LENGTH.name)
    expect(validateLead("contacto", { ...VALID.contacto, name }, options).ok).toBe(true)
    const tooLong = validateLead("contacto", { ...VALID.contacto, name: `${name}a` }, options)
    expect(!tooLong.ok && tooLong.errors.name).toEqual({
      code: "tooLong",
      count: MAX_LENGTH.name + 1,
      max: MAX_LENGTH.name,
    })
    const place = validateLead("demo", { ...VALID.demo, place: "x".repeat(MAX_LENGTH.place + 1) }, options)
    expect(!place.ok && place.errors.place?.code).toBe("tooLong")
    const message = validateLead("contacto", { ...VALID.contacto, message: "m".repeat(1001) }, options)
    expect(!message.ok && message.errors.message).toEqual({ code: "tooLong", count: 1001 })
  })

  it("refuses values of the wrong shape and unknown options", () => {
    const shaped = validateLead("contacto", { ...VALID.contacto, name: { $gt: "" }, interests: [1] }, options)
    expect(!shaped.ok && shaped.errors).toMatchObject({
      name: { code: "invalidValue" },
      interests: { code: "invalidValue" },
    })
    const option = validateLead("chat", { ...VALID.chat, interest: "venta" }, options)
    expect(!option.ok && option.errors.interest).toEqual({ code: "invalidChoice" })
    const province = validateLead("contacto", { ...VALID.contacto, province: "Narnia" }, options)
    expect(!province.ok && province.errors.province).toEqual({ code: "unknownProvince" })
    const yesNo = validateLead("alquiler", { ...VALID.alquiler, certificates: "quizás" }, options)
    expect(!yesNo.ok && yesNo.errors.certificates).toEqual({ code: "invalidValue" })
  })

  it("takes the dialog's message as optional, but 10–1000 characters when written", () => {
    expect(validateLead("cotizacion", { ...VALID.cotizacion, message: "" }, options).ok).toBe(true)
    const short = validateLead("cotizacion", { ...VALID.cotizacion, message: "123456789" }, options)
    expect(!short.ok && short.errors.message).toEqual({ code: "tooShort", count: 9 })
    expect(validateLead("cotizacion", { ...VALID.cotizacion, message: "1234567890" }, options).ok).toBe(true)
  })

  it("checks quantities at 1 and 9999", () => {
    for (const quantity of ["1", "9999"])
      expect(validateLead("cotizacion", { ...VALID.cotizacion, quantity }, options).ok).toBe(true)
    for (const quantity of ["0", "10000", "2.5", "-1", "diez"]) {
      const result = validateLead("cotizacion", { ...VALID.cotizacion, quantity }, options)
      expect(!result.ok && result.errors.quantity).toEqual({ code: "invalidQuantity", min: 1, max: 9999 })
    }
  })

  it("checks dates: today or later, the return not before the start, calibrations not in the future", () => {
    const past = validateLead("alquiler", { ...VALID.alquiler, from: "2026-11-22" }, options)
    expect(!past.ok && past.errors.from).toEqual({ code: "datePast" })
    const backwards = validateLead("alquiler", { ...VALID.alquiler, from: "2026-11-30", to: "2026-11-29" }, options)
    expect(!backwards.ok && backwards.errors.to).toEqual({ code: "dateBeforeFrom" })
    expect(validateLead("alquiler", { ...VALID.alquiler, from: "2026-11-30", to: "2026-11-30" }, options).ok).toBe(true)
    const impossible = validateLead("demo", { ...VALID.demo, preferredDate: "2026-02-30" }, options)
    expect(!impossible.ok && impossible.errors.preferredDate).toEqual({ code: "invalidDate" })
    const future = validateLead(
      "servicio-tecnico",
      { ...VALID["servicio-tecnico"], lastCalibration: "2026-11-24" },
      options,
    )
    expect(!future.ok && future.errors.lastCalibration).toEqual({ code: "dateFuture" })
    expect(validateLead("servicio-tecnico", { ...VALID["servicio-tecnico"], lastCalibration: TODAY }, options).ok).toBe(
      true,
    )
  })

  it("checks the attachment of the contact form only", () => {
    const attachment = { name: "pliego.pdf", type: "application/pdf", size: 10 * 1024 * 1024 }
    expect(validateLead("contacto", { ...VALID.contacto, attachment }, options).ok).toBe(true)
    const big = validateLead(
      "contacto",
      { ...VALID.contacto, attachment: { ...attachment, size: attachment.size + 1 } },
      options,
    )
    expect(!big.ok && big.errors.attachment).toEqual({ code: "attachmentSize" })
    const exe = validateLead("contacto", { ...VALID.contacto, attachment: { ...attachment, name: "x.exe" } }, options)
    expect(!exe.ok && exe.errors.attachment).toEqual({ code: "attachmentType" })
    const chat = validateLead("chat", { ...VALID.chat, attachment: { ...attachment, name: "x.exe" } }, options)
    expect(chat.ok && chat.lead.attachment).toBeNull()
  })
})

describe("leadErrorText", () => {
  const texts = { contact: contactForm.errors, leads: leads.errors }

  it("speaks the contact form's texts for its fields and content/leads.json's for the rest", () => {
    expect(leadErrorText("name", { code: "required" }, texts)).toBe(contactForm.errors.nameRequired)
    expect(leadErrorText("interests", { code: "required" }, texts)).toBe(contactForm.errors.interestsRequired)
    expect(leadErrorText("quantity", { code: "required" }, texts)).toBe(leads.errors.quantityRequired)
    expect(leadErrorText("serialNumber", { code: "tooLong", count: 161, max: 160 }, texts)).toBe(
      "Este dato admite hasta 160 caracteres (ahora tiene 161). Acortalo para poder enviarlo.",
    )
    expect(leadErrorText("message", { code: "tooLong", count: 1001 }, texts)).toContain("1000")
    expect(leadErrorText("quantity", { code: "invalidQuantity", min: 1, max: 9999 }, texts)).toContain("entre 1 y 9999")
  })

  it("gives a text to every error of every kind", () => {
    for (const kind of LEAD_KINDS) {
      const result = validateLead(kind, {}, options)
      if (result.ok) throw new Error(kind)
      for (const text of Object.values(leadErrorTexts(result.errors, texts))) expect(text).toMatch(/^[A-ZÁÉÍÓÚ¿¡]/)
    }
  })
})

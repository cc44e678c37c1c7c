import contactForm from "../../../content/contact-form.json"
import leads from "../../../content/leads.json"
import { LEAD_FIELDS, LEAD_KINDS, MAX_LENGTH } from "./kinds"
import type { LeadKind } from "./kinds"
import { leadErrorText, leadErrorTexts } from "./messages"
import { countCharacters } from "./rules"
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
  "lista-cotizacion": {
    ...CONTACT,
    items: [
      { slug: "detectores-multigas", name: "Detectores portátiles de 4 gases", quantity: 4, note: "Con cuna" },
      { slug: "cilindros-de-gas-de-calibracion", name: "Cilindros de gas de calibración", quantity: "2" },
    ],
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

  it("SPEC §5: takes a contact lead without interests (labelled required, not enforced); other kinds keep theirs", () => {
    for (const interests of [[], undefined, ""]) {
      const result = validateLead("contacto", { ...VALID.contacto, interests }, options)
      expect(result.ok).toBe(true)
      expect(result.ok && result.lead.fields).not.toHaveProperty("interests")
    }
    expect(LEAD_FIELDS.contacto.find((spec) => spec.name === "interests")?.required).toBe(false)
    const service = validateLead("servicio-tecnico", { ...VALID["servicio-tecnico"], services: [] }, options)
    expect(service.ok === false && service.errors).toEqual({ services: { code: "required" } })
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

  it("refuses control characters and bidirectional overrides in every text, line breaks only in the message", () => {
    const hostile = "Eve\u001b[2J\u001b]0;PWNED\u0007\u202eevil\u0000X\r\nBcc: x@evil.example"
    const result = validateLead("contacto", { ...VALID.contacto, name: hostile, company: "Acme\u2066" }, options)
    expect(!result.ok && result.errors).toMatchObject({
      name: { code: "invalidCharacters" },
      company: { code: "invalidCharacters" },
    })
    const tabbed = validateLead("demo", { ...VALID.demo, place: "Planta\tNorte" }, options)
    expect(!tabbed.ok && tabbed.errors.place).toEqual({ code: "invalidCharacters" })
    const chat = validateLead("chat", { ...VALID.chat, province: "cordoba\u202e" }, options)
    expect(!chat.ok && chat.errors.province).toEqual({ code: "invalidCharacters" })
    const message = "Hola:\r\n\tnecesito diez detectores.\nGracias."
    const lines = validateLead("contacto", { ...VALID.contacto, message }, options)
    expect(lines.ok && lines.lead.fields.message).toBe(message)
    const escape = validateLead("contacto", { ...VALID.contacto, message: `${message}\u001b[2J` }, options)
    expect(!escape.ok && escape.errors.message).toEqual({ code: "invalidCharacters" })
  })

  it("stores text normalised to NFC, so the same name typed on two systems is the same", () => {
    const typed = "Jose\u0301 N\u0303u\u0301n\u0303ez"
    const result = validateLead("contacto", { ...VALID.contacto, name: typed }, options)
    expect(result.ok && result.lead.fields.name).toBe("Jos\u00e9 \u00d1\u00fa\u00f1ez")
    expect(typed).not.toBe("Jos\u00e9 \u00d1\u00fa\u00f1ez")
  })

  it("caps a text in bytes too: a 100-character name of 62 KB is too long", () => {
    // One grapheme of 620 bytes: a woman joined to 88 more (ZWJ sequences chain without limit).
    const heavy = ("👩" + "\u200d👩".repeat(88)).repeat(100)
    expect(countCharacters(heavy)).toBe(100)
    expect(new TextEncoder().encode(heavy).length).toBe(62_000)
    const result = validateLead("contacto", { ...VALID.contacto, name: heavy }, options)
    expect(!result.ok && result.errors.name).toMatchObject({ code: "tooLong", max: MAX_LENGTH.name })
    const marks = validateLead(
      "contacto",
      { ...VALID.contacto, name: ("x" + "\u0301".repeat(300)).repeat(100) },
      options,
    )
    expect(!marks.ok && marks.errors.name).toEqual({ code: "invalidCharacters" })
  })

  it("takes a list of at most as many short strings as there are options, without walking a sparse one", () => {
    const sparse: string[] = []
    sparse[4294967294] = "compra"
    const started = Date.now()
    const result = validateLead("contacto", { ...VALID.contacto, interests: sparse }, options)
    expect(Date.now() - started).toBeLessThan(100)
    expect(!result.ok && result.errors.interests).toEqual({ code: "invalidValue" })
    const holes: string[] = []
    holes[1] = "compra"
    const withHole = validateLead("contacto", { ...VALID.contacto, interests: holes }, options)
    expect(!withHole.ok && withHole.errors.interests).toEqual({ code: "invalidValue" })
    const tooMany = validateLead("contacto", { ...VALID.contacto, interests: Array(4).fill("compra") }, options)
    expect(!tooMany.ok && tooMany.errors.interests).toEqual({ code: "invalidValue" })
    const long = validateLead("contacto", { ...VALID.contacto, interests: ["compra".repeat(100)] }, options)
    expect(!long.ok && long.errors.interests).toEqual({ code: "invalidValue" })
    const all = validateLead(
      "contacto",
      { ...VALID.contacto, interests: ["compra", "alquiler", "servicio-tecnico"] },
      options,
    )
    expect(all.ok && all.lead.fields.interests).toHaveLength(3)
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
    expect(leadErrorText("province", { code: "required" }, texts)).toBe(contactForm.errors.provinceRequired)
    expect(leadErrorText("quantity", { code: "required" }, texts)).toBe(leads.errors.quantityRequired)
    expect(leadErrorText("name", { code: "invalidCharacters" }, texts)).toBe(leads.errors.invalidCharacters)
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

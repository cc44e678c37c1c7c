import leads from "../../../content/leads.json"
import { checkItems, itemsText, withCatalogNames } from "./items"
import type { QuoteItem } from "./items"
import { QUOTE_ITEMS_MAX, QUOTE_NOTE_MAX_LENGTH } from "./kinds"
import { leadErrorText } from "./messages"
import contactForm from "../../../content/contact-form.json"
import { summaryLines } from "./summary"
import { validateLead } from "./validate"

const line = (overrides: Record<string, unknown> = {}) => ({
  slug: "detectores-multigas",
  name: "Detectores portátiles de 4 gases",
  quantity: 4,
  ...overrides,
})

describe("checkItems (the quote list's lines)", () => {
  it("accepts lines and normalises them: trimmed texts, quantities as numbers, empty notes dropped", () => {
    expect(
      checkItems([line({ quantity: "12", note: "  para la parada  " }), line({ slug: "guantes", note: "" })], true),
    ).toEqual({
      error: null,
      value: [
        { slug: "detectores-multigas", name: "Detectores portátiles de 4 gases", quantity: 12, note: "para la parada" },
        { slug: "guantes", name: "Detectores portátiles de 4 gases", quantity: 4 },
      ],
    })
  })

  it("asks for at least one line", () => {
    expect(checkItems([], true).error).toEqual({ code: "required" })
    expect(checkItems(undefined, true).error).toEqual({ code: "required" })
  })

  it("takes up to QUOTE_ITEMS_MAX lines and refuses one more before reading any", () => {
    expect(
      checkItems(
        Array.from({ length: QUOTE_ITEMS_MAX }, () => line()),
        true,
      ).error,
    ).toBeNull()
    const tooMany = Array.from({ length: QUOTE_ITEMS_MAX + 1 }, () => "not even a line")
    expect(checkItems(tooMany, true).error).toEqual({ code: "tooManyItems", max: QUOTE_ITEMS_MAX })
  })

  it("keeps quantities within 1–9999, whole numbers only", () => {
    for (const quantity of [1, 9999, "9999"]) expect(checkItems([line({ quantity })], true).error).toBeNull()
    for (const quantity of [0, 10000, 2.5, -1, "3 unidades", "", null]) {
      expect(checkItems([line({ quantity })], true).error).toEqual({ code: "invalidQuantity", min: 1, max: 9999 })
    }
  })

  it("refuses a slug that is not of the catalogue's form, and a line that is not an object", () => {
    for (const slug of ["", "Detectores", "../etc", "a--b", "x".repeat(121), 42]) {
      expect(checkItems([line({ slug })], true).error).toEqual({ code: "invalidValue" })
    }
    expect(checkItems(["detectores-multigas"], true).error).toEqual({ code: "invalidValue" })
    expect(checkItems("detectores-multigas", true).error).toEqual({ code: "invalidValue" })
  })

  it("caps the note at QUOTE_NOTE_MAX_LENGTH characters and refuses control and bidi characters", () => {
    expect(checkItems([line({ note: "a".repeat(QUOTE_NOTE_MAX_LENGTH) })], true).error).toBeNull()
    expect(checkItems([line({ note: "a".repeat(QUOTE_NOTE_MAX_LENGTH + 1) })], true).error).toEqual({
      code: "tooLong",
      count: QUOTE_NOTE_MAX_LENGTH + 1,
      max: QUOTE_NOTE_MAX_LENGTH,
    })
    expect(checkItems([line({ note: "nota\u001b[2J" })], true).error).toEqual({ code: "invalidCharacters" })
    expect(checkItems([line({ name: "Detector\u202e" })], true).error).toEqual({ code: "invalidCharacters" })
  })

  it("is the items rule of the lista-cotizacion kind, with the contact fields and the consent", () => {
    const result = validateLead("lista-cotizacion", {
      items: [line()],
      name: "Ana",
      email: "ana@empresa.com.ar",
      phone: "1140000000",
      province: "Neuquén",
      privacy: true,
    })
    expect(result).toMatchObject({ ok: true, lead: { fields: { items: [line()] } } })
    const empty = validateLead("lista-cotizacion", { items: [], privacy: true })
    expect(empty.ok ? null : empty.errors.items).toEqual({ code: "required" })
  })

  it("words its errors from content", () => {
    const texts = { contact: contactForm.errors, leads: leads.errors }
    expect(leadErrorText("items", { code: "required" }, texts)).toBe(leads.errors.itemsRequired)
    expect(leadErrorText("items", { code: "tooManyItems", max: 50 }, texts)).toBe(
      "La lista admite hasta 50 equipos. Enviá el resto en otro pedido.",
    )
  })
})

describe("withCatalogNames", () => {
  it("names known lines as the catalogue does and keeps the visitor's name for a line no longer in it", () => {
    const catalogue = new Map([["detectores-multigas", "Detectores portátiles de 4 gases"]])
    const items: QuoteItem[] = [
      { slug: "detectores-multigas", name: "<b>otro nombre</b>", quantity: 4 },
      { slug: "linea-retirada", name: "Línea retirada", quantity: 1, note: "la de siempre" },
    ]
    expect(withCatalogNames(items, catalogue)).toEqual([
      { slug: "detectores-multigas", name: "Detectores portátiles de 4 gases", quantity: 4, inCatalog: true },
      { slug: "linea-retirada", name: "Línea retirada", quantity: 1, note: "la de siempre", inCatalog: false },
    ])
  })
})

describe("how the lines read", () => {
  const items: QuoteItem[] = [
    {
      slug: "detectores-multigas",
      name: "Detectores portátiles de 4 gases",
      quantity: 4,
      note: "con cuna",
      inCatalog: true,
    },
    { slug: "linea-retirada", name: "Línea retirada", quantity: 1, inCatalog: false },
  ]

  it("one per line with quantity, name and note, marking a line the catalogue no longer has", () => {
    expect(itemsText(items, "; ", leads.itemNotInCatalog)).toBe(
      "4 × Detectores portátiles de 4 gases (con cuna); 1 × Línea retirada [ya no figura en el catálogo]",
    )
  })

  it("as the Equipos line of a lead's summary (the e-mail and the hand-off)", () => {
    expect(summaryLines("lista-cotizacion", { items, name: "Ana" }, leads)[0]).toEqual({
      label: "Equipos",
      value: "4 × Detectores portátiles de 4 gases (con cuna)\n1 × Línea retirada [ya no figura en el catálogo]",
    })
  })
})

import { QUOTE_ITEMS_MAX } from "../leads/kinds"
import {
  addLine,
  leadItems,
  parseQuoteList,
  QUOTE_LIST_KEY,
  removeLine,
  serializeQuoteList,
  setNote,
  setQuantity,
} from "./list"

const DETECTORS = {
  slug: "detectores-multigas",
  category: "deteccion-de-gases",
  name: "Detectores portátiles de 4 gases",
}
const CYLINDERS = { slug: "cilindros-de-gas-de-calibracion", category: "accesorios-consumibles", name: "Cilindros" }

describe("the quote list", () => {
  it("is kept under a versioned key, with its version inside the value", () => {
    expect(QUOTE_LIST_KEY).toBe("vigia.cotizacion.v1")
    const list = addLine([], DETECTORS)
    expect(JSON.parse(serializeQuoteList(list))).toEqual({
      version: 1,
      items: [{ ...DETECTORS, quantity: 1, note: "" }],
    })
    expect(parseQuoteList(serializeQuoteList(list))).toEqual(list)
  })

  it("raises the quantity of a line added again instead of repeating it", () => {
    const list = addLine(addLine(addLine([], DETECTORS), CYLINDERS), DETECTORS)
    expect(list.map((item) => [item.slug, item.quantity])).toEqual([
      [DETECTORS.slug, 2],
      [CYLINDERS.slug, 1],
    ])
  })

  it("keeps quantities within 1–9999", () => {
    const list = addLine([], DETECTORS)
    expect(setQuantity(list, DETECTORS.slug, 0)[0].quantity).toBe(1)
    expect(setQuantity(list, DETECTORS.slug, 12000)[0].quantity).toBe(9999)
    expect(setQuantity(list, DETECTORS.slug, Number.NaN)[0].quantity).toBe(1)
    expect(addLine(setQuantity(list, DETECTORS.slug, 9999), DETECTORS)[0].quantity).toBe(9999)
  })

  it("caps the note and removes lines", () => {
    const list = setNote(addLine([], DETECTORS), DETECTORS.slug, "n".repeat(250))
    expect(list[0].note).toHaveLength(200)
    expect(removeLine(list, DETECTORS.slug)).toEqual([])
  })

  it("holds at most QUOTE_ITEMS_MAX lines", () => {
    let list = addLine([], DETECTORS)
    for (let index = 0; index < QUOTE_ITEMS_MAX + 5; index += 1) {
      list = addLine(list, { ...CYLINDERS, slug: `linea-${index}` })
    }
    expect(list).toHaveLength(QUOTE_ITEMS_MAX)
  })

  it("reads garbage as an empty list", () => {
    for (const raw of [null, "", "{", "null", "42", '"texto"', '{"version":1,"items":"no"}', '{"items":[1,null,[]]}']) {
      expect(parseQuoteList(raw)).toEqual([])
    }
  })

  it("reads the older shape (a bare array) and drops only the lines it cannot read", () => {
    const raw = JSON.stringify([
      { slug: "detectores-multigas", category: "deteccion-de-gases", name: "Detectores", quantity: "3", note: 7 },
      { slug: "../../etc", name: "x" },
      { slug: "sin-nombre" },
      { slug: "detectores-multigas", name: "Detectores", quantity: 2 },
    ])
    expect(parseQuoteList(raw)).toEqual([
      { slug: "detectores-multigas", category: "deteccion-de-gases", name: "Detectores", quantity: 5, note: "" },
    ])
  })

  it("keeps a line whose slug content no longer has, with its stored name", () => {
    const raw = JSON.stringify({
      version: 1,
      items: [{ slug: "linea-retirada", category: "", name: "Línea retirada", quantity: 2, note: "" }],
    })
    expect(leadItems(parseQuoteList(raw))).toEqual([
      { slug: "linea-retirada", name: "Línea retirada", quantity: 2, note: "" },
    ])
  })
})

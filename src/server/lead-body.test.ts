import { QUOTE_ITEMS_MAX } from "../lib/leads/kinds"
import { addMultipartField, InvalidBody, leadValues, LIST_FIELDS, MAX_FIELDS, MAX_ITEMS_BYTES } from "./lead-body"

const INTERESTS = LIST_FIELDS.get("interests")!
import type { LeadValue } from "./lead-body"

describe("a lead's values", () => {
  it("are plain strings, numbers, yes/no, null and short lists of strings", () => {
    const body = { kind: "contacto", elapsedMs: 4000, privacy: true, website: null, interests: ["compra", "alquiler"] }
    expect(leadValues(body)).toEqual(body)
  })

  it.each([
    ["an array", []],
    ["a string", "kind=contacto"],
    ["null", null],
    ["a nested object", { name: { first: "Ana" } }],
    ["a list of objects", { interests: [{ a: 1 }] }],
    ["a list longer than the field's options", { interests: Array(INTERESTS + 1).fill("compra") }],
    ["a list in a field that takes one value", { name: ["Ana", "Eve"] }],
    ["a field name with brackets", { "interests[0]": "compra" }],
    ["a field name with a dot", { "a.b": "x" }],
    ["a __proto__ field", JSON.parse('{"__proto__": "x"}')],
    ["an infinite number", { elapsedMs: Infinity }],
    ["a value over 8 KB", { name: "a".repeat(8 * 1024 + 1) }],
    [
      "more fields than any lead has",
      Object.fromEntries(Array.from({ length: MAX_FIELDS + 1 }, (_, i) => [`f${i}`, "x"])),
    ],
  ])("refuse %s", (_name, body) => {
    expect(() => leadValues(body)).toThrow(InvalidBody)
  })

  it("refuse a sparse list of 2³²−1 slots at once, without walking it", () => {
    const sparse: string[] = []
    sparse[4294967294] = "compra"
    const started = process.hrtime.bigint()
    expect(() => leadValues({ interests: sparse })).toThrow(InvalidBody)
    // Not a timing bound: a walk of 2³² slots would take minutes; this only says the check did not walk it.
    expect(Number(process.hrtime.bigint() - started) / 1e6).toBeLessThan(1000)
  })

  it("take a quote list's lines in items: plain objects of strings and numbers, up to QUOTE_ITEMS_MAX", () => {
    const item = {
      slug: "detectores-multigas",
      category: "deteccion-de-gases",
      name: "Detectores",
      quantity: 4,
      note: "",
    }
    const body = { kind: "lista-cotizacion", items: Array.from({ length: QUOTE_ITEMS_MAX }, () => item) }
    expect(leadValues(body)).toEqual(body)
  })

  it.each([
    ["more lines than QUOTE_ITEMS_MAX", Array.from({ length: QUOTE_ITEMS_MAX + 1 }, () => ({ slug: "a" }))],
    ["a line with an unknown key", [{ slug: "a", price: 1 }]],
    ["a line with a nested object", [{ slug: "a", name: { es: "x" } }]],
    ["a line that is a list", [["a"]]],
    [
      "lines over MAX_ITEMS_BYTES together",
      Array.from({ length: 10 }, () => ({ note: "ñ".repeat(MAX_ITEMS_BYTES / 16) })),
    ],
  ])("refuse a quote list with %s", (_name, items) => {
    expect(() => leadValues({ items })).toThrow(InvalidBody)
  })

  it("refuse objects in any field but items", () => {
    expect(() => leadValues({ services: [{ slug: "a" }] })).toThrow(InvalidBody)
  })

  it("refuse a list with holes", () => {
    expect(() => leadValues({ interests: ["compra", , "alquiler"] })).toThrow(InvalidBody)
  })
})

describe("multipart fields", () => {
  it("become a list when repeated, up to the number of the field's options", () => {
    const values: Record<string, LeadValue> = Object.create(null)
    addMultipartField(values, "interests", "compra")
    addMultipartField(values, "interests", "alquiler")
    expect(values.interests).toEqual(["compra", "alquiler"])
    for (let index = 2; index < INTERESTS; index += 1) addMultipartField(values, "interests", "compra")
    expect(() => addMultipartField(values, "interests", "compra")).toThrow(InvalidBody)
  })

  it("refuse a repeated field that takes one value", () => {
    const values: Record<string, LeadValue> = Object.create(null)
    addMultipartField(values, "name", "Ana")
    expect(() => addMultipartField(values, "name", "Eve")).toThrow(InvalidBody)
  })

  it("refuse bracket names (no parser turns them into structures)", () => {
    expect(() => addMultipartField(Object.create(null), "elapsedMs[4294967294]", "1")).toThrow(InvalidBody)
  })
})

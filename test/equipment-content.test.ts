import { categories, equipmentLines as lines, legal } from "./content-lists"
import about from "../content/about.json"
import contact from "../content/contact.json"
import equipment from "../content/equipment.json"
import industriesPage from "../content/industries-page.json"
import notFound from "../content/not-found.json"
import products from "../content/products.json"
import rental from "../content/rental.json"
import resources from "../content/resources.json"
import services from "../content/services.json"
import { checkEquipmentLines, checkIllustrationRef, MODES, spriteSymbolIds } from "./equipment-content"

const categorySlugs = categories.map((category) => category.slug)
const sprites = (symbols: Record<string, string[]>) => (sprite: string) =>
  symbols[sprite] ? new Set(symbols[sprite]) : null

const goodLine = {
  slug: "detectores-multigas",
  category: "deteccion-de-gases",
  illustration: "detectores-multigas",
  specs: [{ label: "O₂", value: "0–30 % vol" }],
  modes: ["venta", "alquiler"],
  actions: [
    { kind: "request", request: "cotizacion" },
    { kind: "request", request: "alquiler" },
  ],
}
const fourOf = (line: typeof goodLine) => [0, 1, 2, 3].map((index) => ({ ...line, slug: `${line.slug}-${index}` }))
const fixtureSprites = sprites({ "deteccion-de-gases": ["detectores-multigas", "band"] })

describe("content/equipment-lines.json", () => {
  it("passes every check", () => {
    expect(checkEquipmentLines(lines, categorySlugs)).toEqual([])
  })

  it("labels every mode it uses", () => {
    expect(equipment.modes.map((mode) => mode.value)).toEqual([...MODES])
  })

  it("keeps every line's specification labels unique, so each row header names one figure", () => {
    for (const line of lines) {
      const labels = line.specs.map((spec) => spec.label)
      expect(new Set(labels).size).toBe(labels.length)
    }
  })

  it("accepts a well-formed category of four lines (the fixture the failures below start from)", () => {
    expect(checkEquipmentLines(fourOf(goodLine), ["deteccion-de-gases"], fixtureSprites)).toEqual([])
  })

  it.each([
    ["a line without specifications", { specs: [] }, "has no specifications"],
    ["a line without an illustration", { illustration: "" }, "has no illustration"],
    ["an illustration missing from its sprite", { illustration: "no-such-drawing" }, 'no symbol "no-such-drawing"'],
    ["an unknown category", { category: "cocinas" }, 'unknown category "cocinas"'],
    ["an unknown mode", { modes: ["venta", "leasing"] }, 'unknown mode "leasing"'],
    ["a rental request for a line not rented", { modes: ["venta"] }, "not offered for rent"],
    ["an unknown request", { actions: [{ kind: "request", request: "regalo" }] }, 'unknown request "regalo"'],
  ])("fails on %s", (_case, change, message) => {
    const broken = [{ ...goodLine, ...change, slug: "roto" }, ...fourOf(goodLine)]
    expect(checkEquipmentLines(broken, ["deteccion-de-gases"], fixtureSprites).join("\n")).toContain(message)
  })

  it("fails on a category with fewer than four lines", () => {
    const threeLines = fourOf(goodLine).slice(0, 3)
    expect(checkEquipmentLines(threeLines, ["deteccion-de-gases"], fixtureSprites)).toEqual([
      'category "deteccion-de-gases" has 3 lines (at least 4)',
    ])
  })
})

describe("title-band drawings", () => {
  const bands: Record<string, string> = {
    ...Object.fromEntries(categories.map((category) => [category.slug, category.illustration])),
    ...Object.fromEntries(legal.map((document) => [document.slug, document.illustration])),
    productos: products.illustration,
    alquiler: rental.illustration,
    "servicio-tecnico": services.illustration,
    industrias: industriesPage.illustration,
    nosotros: about.illustration,
    recursos: resources.illustration,
    contacto: contact.illustration,
    "404": notFound.illustration,
  }

  it.each(Object.entries(bands))("%s names a drawing that exists", (_page, reference) => {
    expect(checkIllustrationRef(reference)).toBeNull()
  })

  it("gives every page a drawing of its own", () => {
    expect(new Set(Object.values(bands)).size).toBe(Object.keys(bands).length)
  })

  it("fails on a malformed reference or a missing symbol", () => {
    expect(checkIllustrationRef("pages/alquiler")).toContain("is not <sprite>#<symbol>")
    expect(checkIllustrationRef("pages#no-such-page")).toContain("no drawing")
    expect(checkIllustrationRef("no-such-sprite#band")).toContain("no drawing")
  })

  it("has one sprite per category with a band, and no symbol id twice in a sprite", () => {
    for (const sprite of [...categorySlugs, "pages"]) {
      const ids = spriteSymbolIds(sprite) ?? []
      expect(ids.length).toBeGreaterThan(0)
      expect(new Set(ids).size).toBe(ids.length)
      if (sprite !== "pages") expect(ids).toContain("band")
    }
  })
})

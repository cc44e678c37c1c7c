import { equipmentLines as lines } from "../../../test/content-lists"
import { finderEntries } from "../../../test/finder-content"
import { EMPTY_FINDER_QUERY } from "./query"
import type { FinderQuery } from "./query"
import { isFinderIndex, matchingLines } from "./search"

const find = (query: Partial<FinderQuery>) => matchingLines(finderEntries, { ...EMPTY_FINDER_QUERY, ...query })
const slugsWhere = (keep: (line: (typeof lines)[number]) => boolean) => lines.filter(keep).map((line) => line.slug)

describe("the finder's search", () => {
  it("lists every line, in the catalogue's order, when nothing is chosen", () => {
    expect(find({})).toEqual(lines.map((line) => line.slug))
  })

  it("ignores accents, case and subscript digits: 'deteccion h2s' finds the lines that detect H₂S", () => {
    const found = find({ q: "deteccion h2s" })
    expect(found).toContain("detectores-monogas")
    expect(found).toEqual(find({ q: "DETECCIÓN H₂S" }))
    expect(found).toEqual(find({ q: "  Detección,   H2S " }))
  })

  it("needs every word to match", () => {
    const multigas = find({ q: "multigas" })
    const alquiler = find({ q: "alquiler" })
    const both = find({ q: "multigas alquiler" })
    expect(both.length).toBeGreaterThan(0)
    expect(both).toEqual(multigas.filter((slug) => alquiler.includes(slug)))
    expect(find({ q: "multigas zzzz" })).toEqual([])
  })

  it("matches the beginning of words as one types ('detec' finds what 'deteccion' finds)", () => {
    expect(find({ q: "detec" })).toEqual(expect.arrayContaining(find({ q: "deteccion" })))
  })

  it("finds a line by its specifications and the standards it is built to", () => {
    expect(find({ q: "EN 14387" })).toEqual(
      slugsWhere((line) => line.standards.some((standard) => standard.code.includes("EN 14387"))),
    )
    expect(find({ q: "ip67" })).toEqual(
      slugsWhere((line) => line.specs.some((spec) => /IP\d*\/?IP67|IP67/.test(spec.value))),
    )
  })

  it("filters by category, mode, gas or hazard and industry", () => {
    expect(find({ categoria: "proteccion-respiratoria" })).toEqual(
      slugsWhere((line) => line.category === "proteccion-respiratoria"),
    )
    expect(find({ modo: "alquiler" })).toEqual(slugsWhere((line) => line.modes.includes("alquiler")))
    expect(find({ riesgo: "h2s" })).toEqual(slugsWhere((line) => line.hazards.includes("h2s")))
    expect(find({ industria: "oil-gas" })).toContain("detectores-monogas")
    expect(find({ industria: "oil-gas" }).length).toBeLessThan(lines.length)
  })

  it("combines the filters and the text", () => {
    expect(find({ categoria: "deteccion-de-gases", modo: "alquiler", riesgo: "h2s", q: "multigas" })).toEqual(
      slugsWhere(
        (line) =>
          line.category === "deteccion-de-gases" &&
          line.modes.includes("alquiler") &&
          line.hazards.includes("h2s") &&
          /multig/i.test(line.slug + line.name + line.summary),
      ),
    )
    expect(find({ categoria: "alcohol-y-drogas", riesgo: "h2s" })).toEqual([])
  })

  it("accepts only an index of its own version", () => {
    expect(isFinderIndex({ version: 1, lines: [] })).toBe(true)
    expect(isFinderIndex({ version: 2, lines: [] })).toBe(false)
    expect(isFinderIndex(null)).toBe(false)
    expect(isFinderIndex("<html>")).toBe(false)
  })
})

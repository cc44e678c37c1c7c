/**
 * The finder of /productos in the build: its index file (written by gatsby/finder-index.ts, fetched on first
 * use) and the pre-rendered list that works without JavaScript.
 */
import { equipmentLines as lines } from "../content-lists"
import fs from "fs"
import path from "path"
import zlib from "zlib"
import { finderIndexFileName } from "../../gatsby/finder-index"
import { EMPTY_FINDER_QUERY, FINDER_ANCHOR } from "../../src/lib/finder/query"
import { isFinderIndex, matchingLines } from "../../src/lib/finder/search"
import { searchable } from "../../src/lib/without-accents"
import { linePath } from "../../src/lib/page-paths"
import { finderEntries } from "../finder-content"
import { PUBLIC_DIR, parsePage } from "./built-site"

const pageData = JSON.parse(fs.readFileSync(path.join(PUBLIC_DIR, "page-data", "productos", "page-data.json"), "utf8"))
const indexUrl: string = pageData.result.pageContext.finderIndexUrl
const products = parsePage("/productos", fs.readFileSync(path.join(PUBLIC_DIR, "productos", "index.html"), "utf8"))

describe("the finder's index", () => {
  it("is a file under /static/ named by its content's hash, given to /productos in its page context", () => {
    expect(indexUrl).toMatch(/^\/static\/finder-index-[0-9a-f]{20}\.json$/)
    const json = fs.readFileSync(path.join(PUBLIC_DIR, indexUrl), "utf8")
    expect(`/static/${finderIndexFileName(json)}`).toBe(indexUrl)
  })

  it("lists every line of content/ with its facets and folded text, as the content gives them", () => {
    const index: unknown = JSON.parse(fs.readFileSync(path.join(PUBLIC_DIR, indexUrl), "utf8"))
    expect(isFinderIndex(index)).toBe(true)
    if (!isFinderIndex(index)) return
    expect(index.lines.map((line) => line.slug)).toEqual(lines.map((line) => line.slug))
    expect(index.lines).toEqual(finderEntries)
    for (const entry of index.lines) expect(entry.text).toBe(searchable(entry.text))
  })

  it("answers a buyer by industry: Oil & Gas and H₂S give the portable detectors, the fixed systems and more", () => {
    const index: unknown = JSON.parse(fs.readFileSync(path.join(PUBLIC_DIR, indexUrl), "utf8"))
    if (!isFinderIndex(index)) throw new Error("the index is not one this code reads")
    const find = (query: Partial<typeof EMPTY_FINDER_QUERY>) =>
      matchingLines(index.lines, { ...EMPTY_FINDER_QUERY, ...query })
    expect(find({ industria: "oil-gas", riesgo: "h2s" })).toEqual(
      expect.arrayContaining(["detectores-monogas", "detectores-multigas", "sistemas-fijos-con-controlador"]),
    )
    // Renting a detector for H₂S on an oil field: the four-gas detector, the one gas detector rented.
    expect(find({ q: "deteccion h2s", modo: "alquiler", industria: "oil-gas" })).toEqual(["detectores-multigas"])
    // Every industry finds equipment, and each line is found by each industry it serves.
    for (const line of lines) {
      for (const industry of line.industries) expect(find({ industria: industry })).toContain(line.slug)
    }
  })

  it("stays small: under 8 KB gzip for the whole catalogue", () => {
    const size = zlib.gzipSync(fs.readFileSync(path.join(PUBLIC_DIR, indexUrl))).length
    expect(size).toBeLessThan(8 * 1024)
  })
})

describe("/productos without JavaScript", () => {
  const main = products.document.querySelector("main")!

  it("lists every line with a link to its page", () => {
    const links = Array.from(main.querySelectorAll(`section[aria-labelledby="${FINDER_ANCHOR}"] ul h3 a`), (link) =>
      link.getAttribute("href"),
    )
    expect(links).toEqual(lines.map((line) => linePath(line.category, line.slug)))
  })

  it("has the finder as a plain GET form to the page, with one named control per URL parameter", () => {
    const form = main.querySelector('form[role="search"]')!
    expect(form.getAttribute("method")).toBe("get")
    expect(form.getAttribute("action")).toBe("/productos#buscar-equipos")
    const names = new Set(Array.from(form.querySelectorAll("[name]"), (control) => control.getAttribute("name")))
    expect([...names].sort()).toEqual(["categoria", "industria", "modo", "q", "riesgo"])
  })

  it("does not carry the index in the page's HTML or its page data", () => {
    expect(products.html).not.toContain("gases combustibles lie")
    expect(JSON.stringify(pageData)).not.toContain('"text":')
  })
})

import { categories } from "../../test/content-lists"
import site from "../../content/site.json"
import { readPdfs, searchableText } from "../../test/build/documents"
import {
  atClock,
  contentLines,
  documentsContent as content,
  documentsContentFor,
  fixtureLines,
  onlyDocuments,
  writeTemp,
} from "../../test/documents-content"
import { MIN_LAST_PAGE_FILL } from "./balance"
import { generateDocuments } from "./generate-documents"

jest.setTimeout(120_000)

afterEach(() => jest.useRealTimers())

describe("generateDocuments", () => {
  it("gives byte-identical files for the same content, whatever the clock says", async () => {
    atClock("2026-01-05T08:00:00Z")
    const first = await generateDocuments(content)
    atClock("2031-07-19T23:59:00Z")
    const second = await generateDocuments(content)
    expect(first.map((document) => document.path)).toEqual([
      "/descargas/catalogo-general.pdf",
      "/descargas/guia-de-calibracion.pdf",
      "/descargas/condiciones-de-alquiler.pdf",
    ])
    first.forEach((document, index) => expect(document.bytes.equals(second[index].bytes)).toBe(true))
  })

  it("changes the file when the date of issue changes", async () => {
    const guideOnly = onlyDocuments(["guia-de-calibracion"])
    const [guide] = await generateDocuments(guideOnly)
    const [reissued] = await generateDocuments({
      ...guideOnly,
      documents: { ...guideOnly.documents, documents: [{ ...guideOnly.documents.documents[0], issued: "2027-03-01" }] },
    })
    expect(guide.bytes.equals(reissued.bytes)).toBe(false)
    expect(guide.bytes.toString("latin1")).toContain("(D:20261125120000Z)")
  })

  it("puts each equipment line in the catalog, under its category, with the address of its page", async () => {
    const catalogOnly = onlyDocuments(["catalogo"])
    const [without] = await generateDocuments(catalogOnly)
    const [withLines] = await generateDocuments({ ...catalogOnly, equipmentLines: fixtureLines })
    const [before, after] = readPdfs([
      writeTemp("sin-lineas.pdf", without.bytes),
      writeTemp("con-lineas.pdf", withLines.bytes),
    ])
    const text = searchableText(after)
    for (const line of fixtureLines) {
      expect(searchableText(before)).not.toContain(line.name)
      expect(text).toContain(line.name)
      for (const spec of line.specs) expect(text).toContain(spec.value)
    }
    expect(text).toContain("Venta, Alquiler, Servicio técnico")
    // Each line gives the address of its own page (linePath), as a link, broken after its last "/" when long.
    expect(text).toContain("En el sitio: www.vigiaseguridad.com.ar/productos/deteccion-de-gases/ multigas-cuatro-gases")
    expect(withLines.bytes.toString("latin1")).toContain(
      "(https://www.vigiaseguridad.com.ar/productos/deteccion-de-gases/multigas-cuatro-gases)",
    )
    expect(withLines.bytes.toString("latin1")).not.toContain("#multigas-cuatro-gases")
    // A category's chapter is its intro, then its lines: after gas detection's intro, before the next chapter.
    const line = text.indexOf(fixtureLines[0].name)
    expect(line).toBeGreaterThan(text.indexOf(categories[0].intro))
    expect(line).toBeLessThan(text.indexOf(categories[1].intro))
    expect(text.indexOf(fixtureLines[1].name)).toBeGreaterThan(text.indexOf(categories[1].intro))
  })

  it("prints the rental conditions' code and revision on the cover and in every page's header", async () => {
    const rentalOnly = onlyDocuments(["condiciones-de-alquiler"])
    expect(rentalOnly.documents.documents[0]).toMatchObject({ code: "VG-CGA-01", revision: "1" })
    const [generated] = await generateDocuments(rentalOnly)
    const [reading] = readPdfs([writeTemp("alquiler.pdf", generated.bytes)])
    expect(reading.pages[0]).toContain("DOCUMENTO VG-CGA-01 · REVISIÓN 1")
    for (const page of reading.pages.slice(1))
      expect(page).toContain("Condiciones generales de alquiler · VG-CGA-01 · Revisión 1")
  })

  it("ends a cover with the company's details, and its CUIT and street only once content gives them", async () => {
    const guideOnly = onlyDocuments(["guia-de-calibracion"])
    const [plain] = await generateDocuments(guideOnly)
    const located = { ...site, streetAddress: "Av. Ejemplo 1234", postalCode: "C1043AAZ", cuit: "30-71234567-1" }
    const [filled] = await generateDocuments(onlyDocuments(["guia-de-calibracion"], documentsContentFor(located)))
    const [before, after] = readPdfs([writeTemp("guia.pdf", plain.bytes), writeTemp("guia-cuit.pdf", filled.bytes)])
    expect(before.pages[0]).toContain("Buenos Aires Argentina")
    expect(before.pages[0]).toContain(site.businessHours)
    expect(before.pages[0]).not.toContain("CUIT")
    expect(after.pages[0]).toContain("Av. Ejemplo 1234, C1043AAZ Buenos Aires Argentina · CUIT 30-71234567-1")
  })

  it("draws the bump-test set-up in the guide, with its labels, before the steps", async () => {
    const guideOnly = onlyDocuments(["guia-de-calibracion"])
    const [guide] = await generateDocuments(guideOnly)
    const text = searchableText(readPdfs([writeTemp("guia.pdf", guide.bytes)])[0])
    const figure = guideOnly.documents.documents[0].sections.find((section) => section.figure)!.figure!
    for (const label of figure.labels) expect(text).toContain(label)
    expect(text.indexOf(figure.labels[0])).toBeLessThan(text.indexOf("Revisá el equipo"))
    expect(guide.bytes.toString("latin1")).toContain("/Alt")
  })

  it("refuses a document no module writes", async () => {
    const unknown = { ...content.documents.documents[1], slug: "manual-de-usuario" }
    await expect(
      generateDocuments({ ...content, documents: { ...content.documents, documents: [unknown] } }),
    ).rejects.toThrow('no module writes the document "manual-de-usuario"')
  })
})

describe("the documents of content/", () => {
  it("each end on a last page at least a third full, by the writer's cursor, the catalog in 16 pages for 20 lines", async () => {
    const generated = await generateDocuments({ ...content, equipmentLines: contentLines })
    const short = generated.filter((document) => document.lastPageFill < MIN_LAST_PAGE_FILL)
    expect(short.map((document) => `${document.path}: ${Math.round(document.lastPageFill * 100)} %`)).toEqual([])
    const catalog = generated.find((document) => document.slug === "catalogo")!
    expect(contentLines).toHaveLength(20)
    expect(catalog.pages).toBeLessThanOrEqual(16)
  })
})

/** @jest-environment node */
import { categories, equipmentLines as equipmentLinesFile } from "../../test/content-lists"
import fs from "fs"
import os from "os"
import path from "path"
import about from "../../content/about.json"
import documents from "../../content/documents.json"
import rental from "../../content/rental.json"
import services from "../../content/services.json"
import site from "../../content/site.json"
import { readPdfs, searchableText } from "../../test/build/documents"
import type { DocumentsContent, EquipmentLineContent } from "./content"
import { contentFromNodes } from "./content"
import { linePath, lineSheetSlug } from "../../src/lib/page-paths"
import { generateDocuments } from "./generate-documents"
import { lineCode } from "./line-sheet"
import { LOGO_COMPACT, LOGO_ON_DARK, parseLogo } from "./logo"

jest.setTimeout(120_000)

const content: DocumentsContent = {
  documents: documents as DocumentsContent["documents"],
  site,
  siteUrl: "https://www.vigiaseguridad.com.ar",
  about,
  categories,
  equipmentLines: [],
  rental,
  services,
}

/** Lines in the shape of content/equipment-lines.json. */
const equipmentLines: EquipmentLineContent[] = [
  {
    slug: "multigas-cuatro-gases",
    category: "deteccion-de-gases",
    name: "Detector multigas de cuatro gases",
    summary: "Mide O₂, gases combustibles, CO y H₂S a la vez, con alarmas sonora, luminosa y por vibración.",
    illustration: "detectores-multigas",
    specs: [
      { label: "Gases", value: "O₂, LIE, CO, H₂S" },
      { label: "Protección", value: "Carcasa con protección contra golpes y agua" },
    ],
    modes: ["venta", "alquiler", "servicio-tecnico"],
    standards: [{ code: "EN 45544", scope: "detectores de gases tóxicos" }],
    compatible: ["alcoholimetro-de-control", "linea-que-ya-no-existe"],
  },
  {
    slug: "alcoholimetro-de-control",
    category: "alcohol-y-drogas",
    name: "Alcoholímetro de celda de combustible",
    summary: "Controles de ingreso con resultado en segundos.",
    illustration: "alcoholimetros-con-celda",
    specs: [{ label: "Sensor", value: "Celda de combustible" }],
    modes: ["venta"],
    standards: [],
    compatible: [],
  },
]

/** Only the clock is faked: pdfkit's streams keep their real timers. */
function atClock(iso: string) {
  jest.useFakeTimers({
    now: new Date(iso),
    doNotFake: [
      "nextTick",
      "setImmediate",
      "clearImmediate",
      "setTimeout",
      "clearTimeout",
      "setInterval",
      "clearInterval",
      "queueMicrotask",
      "hrtime",
      "performance",
    ],
  })
}

afterEach(() => jest.useRealTimers())

function writeTemp(name: string, bytes: Buffer): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "documentos-")), name)
  fs.writeFileSync(file, bytes)
  return file
}

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
    const [guide] = await generateDocuments({
      ...content,
      documents: { ...content.documents, documents: [content.documents.documents[1]] },
    })
    const [reissued] = await generateDocuments({
      ...content,
      documents: { ...content.documents, documents: [{ ...content.documents.documents[1], issued: "2027-03-01" }] },
    })
    expect(guide.bytes.equals(reissued.bytes)).toBe(false)
    expect(guide.bytes.toString("latin1")).toContain("(D:20261125120000Z)")
  })

  it("puts each equipment line in the catalog, under its category, with the address of its page", async () => {
    const catalogOnly = { ...content.documents, documents: [content.documents.documents[0]] }
    const [without] = await generateDocuments({ ...content, documents: catalogOnly })
    const [withLines] = await generateDocuments({ ...content, documents: catalogOnly, equipmentLines })
    const [before, after] = readPdfs([
      writeTemp("sin-lineas.pdf", without.bytes),
      writeTemp("con-lineas.pdf", withLines.bytes),
    ])
    const text = searchableText(after)
    for (const line of equipmentLines) {
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
    const line = text.indexOf(equipmentLines[0].name)
    expect(line).toBeGreaterThan(text.indexOf(categories[0].intro))
    expect(line).toBeLessThan(text.indexOf(categories[1].intro))
    expect(text.indexOf(equipmentLines[1].name)).toBeGreaterThan(text.indexOf(categories[1].intro))
  })

  it("prints the rental conditions' code and revision on the cover and in every page's header", async () => {
    const rentalConditions = content.documents.documents[2]
    expect(rentalConditions).toMatchObject({ code: "VG-CGA-01", revision: "1" })
    const [generated] = await generateDocuments({
      ...content,
      documents: { ...content.documents, documents: [rentalConditions] },
    })
    const [reading] = readPdfs([writeTemp("alquiler.pdf", generated.bytes)])
    expect(reading.pages[0]).toContain("DOCUMENTO VG-CGA-01 · REVISIÓN 1")
    for (const page of reading.pages.slice(1))
      expect(page).toContain("Condiciones generales de alquiler · VG-CGA-01 · Revisión 1")
  })

  it("ends a cover with the company's details, and its CUIT and street only once content gives them", async () => {
    const guideOnly = { ...content.documents, documents: [content.documents.documents[1]] }
    const [plain] = await generateDocuments({ ...content, documents: guideOnly })
    const located = { ...site, streetAddress: "Av. Ejemplo 1234", postalCode: "C1043AAZ", cuit: "30-71234567-1" }
    const [filled] = await generateDocuments({ ...content, site: located, documents: guideOnly })
    const [before, after] = readPdfs([writeTemp("guia.pdf", plain.bytes), writeTemp("guia-cuit.pdf", filled.bytes)])
    expect(before.pages[0]).toContain("Buenos Aires, Argentina")
    expect(before.pages[0]).toContain(site.businessHours)
    expect(before.pages[0]).not.toContain("CUIT")
    expect(after.pages[0]).toContain("Av. Ejemplo 1234, C1043AAZ Buenos Aires, Argentina · CUIT 30-71234567-1")
  })

  it("draws the bump-test set-up in the guide, with its labels, before the steps", async () => {
    const [guide] = await generateDocuments({
      ...content,
      documents: { ...content.documents, documents: [content.documents.documents[1]] },
    })
    const text = searchableText(readPdfs([writeTemp("guia.pdf", guide.bytes)])[0])
    const figure = content.documents.documents[1].sections.find((section) => section.figure)!.figure!
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

describe("line sheets", () => {
  const lines = equipmentLinesFile as EquipmentLineContent[]
  const withLines: DocumentsContent = { ...content, equipmentLines: lines }
  const sheetsOnly = (equipment: EquipmentLineContent[]) => ({
    ...content,
    documents: { ...content.documents, documents: [] },
    equipmentLines: equipment,
  })
  const origin = "https://www.vigiaseguridad.com.ar"

  it("writes a sheet per line of content/equipment-lines.json, one page each, with its texts", async () => {
    const generated = await generateDocuments(withLines)
    const sheets = generated.slice(content.documents.documents.length)
    expect(sheets.map((sheet) => sheet.slug)).toEqual(lines.map((line) => lineSheetSlug(line.slug)))
    expect(sheets.map((sheet) => sheet.path)).toEqual(lines.map((line) => `/descargas/ficha-${line.slug}.pdf`))
    const readings = readPdfs(sheets.map((sheet) => writeTemp(path.basename(sheet.path), sheet.bytes)))
    lines.forEach((line, index) => {
      const reading = readings[index]
      const text = searchableText(reading)
      const category = categories.find((entry) => entry.slug === line.category)!
      expect(sheets[index].title).toBe(`Ficha técnica: ${line.name}`)
      expect(reading.title).toBe(sheets[index].title)
      expect(reading.tagged).toBe(true)
      // One page, or two for the lines with the most to say; never a cover.
      expect(reading.pageCount).toBeLessThanOrEqual(2)
      expect(sheets[index].pages).toBe(reading.pageCount)
      expect(text).toContain(line.name)
      expect(text).toContain(`FICHA TÉCNICA · ${category.name.toUpperCase()}`)
      expect(text).toContain(line.summary)
      for (const spec of line.specs) expect(text).toContain(`${spec.label} ${spec.value}`)
      expect(text.replace(/\/ /g, "/")).toContain(`www.vigiaseguridad.com.ar${linePath(line.category, line.slug)}`)
      expect(sheets[index].bytes.toString("latin1")).toContain(`(${origin}${linePath(line.category, line.slug)})`)
      expect(text).toContain(site.phone)
      expect(text).toContain(site.email)
      expect(text).toContain(`VG-FT-${lineCode(line.slug)}`)
    })
  })

  it('names each standard as "según", and each compatible line with a link to its page', async () => {
    const [sheet] = await generateDocuments(sheetsOnly(equipmentLines))
    const text = searchableText(readPdfs([writeTemp("ficha.pdf", sheet.bytes)])[0])
    expect(text).toContain("Normas de referencia")
    expect(text).toContain("Según EN 45544 (detectores de gases tóxicos)")
    expect(text).toContain(content.documents.lineSheet.standardsNote)
    expect(text).toContain("Se usa con")
    expect(text).toContain("Alcoholímetro de celda de combustible")
    expect(sheet.bytes.toString("latin1")).toContain(`(${origin}/productos/alcohol-y-drogas/alcoholimetro-de-control)`)
    // A compatible slug that content no longer has is left out, not printed as a slug.
    expect(text).not.toContain("linea-que-ya-no-existe")
    expect(text).toContain("Disponible para: Venta, Alquiler, Servicio técnico")
    expect(text).toContain("DOCUMENTO VG-FT-MUL-CUA-GAS · REVISIÓN 1")
  })

  it("leaves out the standards and compatible sections of a line without any, and adds its description", async () => {
    const described = { ...equipmentLines[1], description: "Un párrafo más largo sobre para qué sirve la línea." }
    const [, sheet] = await generateDocuments(sheetsOnly([equipmentLines[0], described]))
    const text = searchableText(readPdfs([writeTemp("ficha.pdf", sheet.bytes)])[0])
    expect(text).toContain(described.summary)
    expect(text).toContain(described.description)
    expect(text).not.toContain("Normas de referencia")
    expect(text).not.toContain(content.documents.lineSheet.standardsNote)
    expect(text).not.toContain("Se usa con")
  })

  it("gives byte-identical sheets for the same content, whatever the clock says", async () => {
    atClock("2026-01-05T08:00:00Z")
    const first = await generateDocuments(sheetsOnly(equipmentLines))
    atClock("2031-07-19T23:59:00Z")
    const second = await generateDocuments(sheetsOnly(equipmentLines))
    expect(first).toHaveLength(2)
    first.forEach((sheet, index) => expect(sheet.bytes.equals(second[index].bytes)).toBe(true))
  })

  it("codes each sheet from its line's slug, and refuses two lines that would share a code", async () => {
    expect(lineCode("detectores-multigas")).toBe("DET-MUL")
    expect(lineCode("equipos-de-respiracion-autonoma")).toBe("EQU-RES-AUT")
    expect(new Set(lines.map((line) => lineCode(line.slug))).size).toBe(lines.length)
    const twin = { ...equipmentLines[1], slug: "alcoholimetro-del-control" }
    await expect(generateDocuments(sheetsOnly([equipmentLines[1], twin]))).rejects.toThrow(
      '"alcoholimetro-de-control" and "alcoholimetro-del-control" would share the sheet code ALC-CON',
    )
  })
})

describe("contentFromNodes", () => {
  const node = (type: string, counter: number, fields: object) => ({ ...fields, internal: { type, counter } })
  const nodes: Record<string, unknown[]> = {
    DocumentsJson: [node("DocumentsJson", 1, documents)],
    SiteJson: [node("SiteJson", 2, site)],
    AboutJson: [node("AboutJson", 3, about)],
    RentalJson: [node("RentalJson", 4, rental)],
    ServicesJson: [node("ServicesJson", 5, services)],
    // Gatsby hands nodes of a type back in no particular order.
    CategoriesJson: categories.map((category, index) => node("CategoriesJson", 10 + index, category)).reverse(),
  }
  const getNodesByType = (type: string) => nodes[type] ?? []

  it("lists categories in the order of their file, and no equipment lines while that file is absent", () => {
    const read = contentFromNodes(getNodesByType, "https://www.vigiaseguridad.com.ar")
    expect(read.categories.map((category) => category.slug)).toEqual(categories.map((category) => category.slug))
    expect(read.equipmentLines).toEqual([])
  })

  it("names the content file a document needs when it is missing", () => {
    expect(() =>
      contentFromNodes((type) => (type === "RentalJson" ? [] : getNodesByType(type)), "https://x.ar"),
    ).toThrow("content/rental.json is missing")
  })
})

describe("the logo", () => {
  it("reads the shield, the V, the dot and the wordmark of the site's SVGs", () => {
    expect(LOGO_ON_DARK.width).toBe(194)
    expect(LOGO_ON_DARK.shapes.map((shape) => shape.kind)).toEqual(["path", "path", "circle", "path", "path"])
    expect(LOGO_ON_DARK.shapes[0]).toMatchObject({ fill: "#ffc629", dx: 0, dy: 1 })
    expect(LOGO_ON_DARK.shapes[3]).toMatchObject({ dx: 0, dy: 0 })
    expect(LOGO_COMPACT.width).toBe(117)
  })

  it("fails loudly on an SVG feature it does not draw", () => {
    expect(() => parseLogo('<svg viewBox="0 0 10 10"><g transform="rotate(45)"><path d="M0 0"/></g></svg>')).toThrow(
      "unsupported transform",
    )
  })
})

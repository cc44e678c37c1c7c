import { categories } from "../../test/content-lists"
import site from "../../content/site.json"
import { readPdfs, searchableText } from "../../test/build/documents"
import {
  atClock,
  contentLines as lines,
  documentsContent as content,
  fixtureLines,
  onlySheets,
  SITE_URL as origin,
  writeTemp,
} from "../../test/documents-content"
import { linePath, lineSheetSlug } from "../../src/lib/page-paths"
import { generateDocuments } from "./generate-documents"
import { lineCode } from "./line-sheet"

jest.setTimeout(120_000)

afterEach(() => jest.useRealTimers())

describe("line sheets", () => {
  it("writes a sheet per line of content/equipment-lines.json, one page or two, with its texts", async () => {
    const sheets = await generateDocuments(onlySheets(lines))
    expect(sheets.map((sheet) => sheet.slug)).toEqual(lines.map((line) => lineSheetSlug(line.slug)))
    expect(sheets.map((sheet) => sheet.path)).toEqual(lines.map((line) => `/descargas/ficha-${line.slug}.pdf`))
    const readings = readPdfs(sheets.map((sheet) => writeTemp(sheet.path.split("/").pop()!, sheet.bytes)))
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
    // Most sheets hold on one page; the quote box never stands alone on a second one.
    expect(sheets.filter((sheet) => sheet.pages === 2).length).toBeLessThanOrEqual(4)
    readings
      .filter((reading) => reading.pageCount === 2)
      .forEach((reading) => expect(reading.pages[1]).toContain(content.documents.lineSheet.standardsTitle))
  })

  it('names each standard as "según", and each compatible line with a link to its page', async () => {
    const [sheet] = await generateDocuments(onlySheets(fixtureLines))
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
    const described = { ...fixtureLines[1], description: "Un párrafo más largo sobre para qué sirve la línea." }
    const [, sheet] = await generateDocuments(onlySheets([fixtureLines[0], described]))
    const text = searchableText(readPdfs([writeTemp("ficha.pdf", sheet.bytes)])[0])
    expect(text).toContain(described.summary)
    expect(text).toContain(described.description)
    expect(text).not.toContain("Normas de referencia")
    expect(text).not.toContain(content.documents.lineSheet.standardsNote)
    expect(text).not.toContain("Se usa con")
  })

  it("gives byte-identical sheets for the same content, whatever the clock says", async () => {
    atClock("2026-01-05T08:00:00Z")
    const first = await generateDocuments(onlySheets(fixtureLines))
    atClock("2031-07-19T23:59:00Z")
    const second = await generateDocuments(onlySheets(fixtureLines))
    expect(first).toHaveLength(2)
    first.forEach((sheet, index) => expect(sheet.bytes.equals(second[index].bytes)).toBe(true))
  })

  it("codes each sheet from its line's slug, and refuses two lines that would share a code", async () => {
    expect(lineCode("detectores-multigas")).toBe("DET-MUL")
    expect(lineCode("equipos-de-respiracion-autonoma")).toBe("EQU-RES-AUT")
    expect(new Set(lines.map((line) => lineCode(line.slug))).size).toBe(lines.length)
    const twin = { ...fixtureLines[1], slug: "alcoholimetro-del-control" }
    await expect(generateDocuments(onlySheets([fixtureLines[1], twin]))).rejects.toThrow(
      '"alcoholimetro-de-control" and "alcoholimetro-del-control" would share the sheet code ALC-CON',
    )
  })
})

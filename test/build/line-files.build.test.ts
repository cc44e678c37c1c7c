/**
 * The files the build makes for every equipment line beside its page: its "Ficha técnica" PDF
 * (public/descargas/ficha-<slug>.pdf) and its Open Graph image (public/imagenes/equipos/<slug>.png).
 */
import { equipmentLines } from "../content-lists"
import fs from "fs"
import path from "path"
import documentsContent from "../../content/documents.json"
import site from "../../content/site.json"
import { lineImagePath, linePath, lineSheetSlug } from "../../src/lib/page-paths"
import { PUBLIC_DIR } from "./built-site"
import { checkDocument, readPdfs } from "./documents"

const sheetPath = (slug: string) => `/descargas/${lineSheetSlug(slug)}.pdf`
const publicFile = (sitePath: string) => path.join(PUBLIC_DIR, ...sitePath.split("/"))

/** The page-data of a line's page, once the line pages exist (they query their sheet's DocumentFile). */
const pageData = (line: { category: string; slug: string }) =>
  path.join(PUBLIC_DIR, "page-data", ...linePath(line.category, line.slug).split("/"), "page-data.json")
const linePagesBuilt = equipmentLines.every((line) => fs.existsSync(pageData(line)))

/** Every object in a page's query result that names `sitePath` as its `path`. */
function nodesWithPath(value: unknown, sitePath: string): Array<Record<string, unknown>> {
  if (Array.isArray(value)) return value.flatMap((item) => nodesWithPath(item, sitePath))
  if (value === null || typeof value !== "object") return []
  const record = value as Record<string, unknown>
  return [
    ...(record.path === sitePath ? [record] : []),
    ...Object.values(record).flatMap((item) => nodesWithPath(item, sitePath)),
  ]
}

describe("each equipment line's files", () => {
  const files = equipmentLines.map((line) => publicFile(sheetPath(line.slug)))

  it("has its sheet in public/descargas: a PDF titled for the line, tagged, one or two numbered pages", () => {
    for (const file of files) {
      const bytes = fs.readFileSync(file)
      expect(bytes.subarray(0, 8).toString("latin1")).toBe("%PDF-1.7")
      expect(bytes.subarray(-6).toString("latin1").trim()).toBe("%%EOF")
    }
    const readings = readPdfs(files)
    equipmentLines.forEach((line, index) => {
      expect(
        checkDocument(readings[index], {
          title: documentsContent.lineSheet.title.replace("{equipo}", line.name),
          author: site.legalName,
          pageLabel: documentsContent.labels.page,
          minPages: 1,
          maxPages: 2,
        }),
      ).toEqual([])
    })
  })

  it("keeps each sheet small: under 80 KB", () => {
    for (const file of files) expect(fs.statSync(file).size).toBeLessThan(80 * 1024)
  })

  // The DocumentFile node is read by the line's page: its page-data carries the size the page shows.
  ;(linePagesBuilt ? it : it.skip)("gives each line's page its sheet's true size (its DocumentFile)", () => {
    for (const line of equipmentLines) {
      const data = JSON.parse(fs.readFileSync(pageData(line), "utf8"))
      const nodes = nodesWithPath(data, sheetPath(line.slug))
      expect(nodes.length).toBeGreaterThan(0)
      for (const node of nodes) expect(node.bytes).toBe(fs.statSync(publicFile(sheetPath(line.slug))).size)
    }
  })

  it("has its Open Graph image: a 1200×630 PNG", () => {
    for (const line of equipmentLines) {
      const png = fs.readFileSync(publicFile(lineImagePath(line.slug)))
      expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
      expect(png.toString("latin1", 12, 16)).toBe("IHDR")
      expect({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) }).toEqual({ width: 1200, height: 630 })
      expect(png.length).toBeLessThan(150 * 1024)
    }
  })
})

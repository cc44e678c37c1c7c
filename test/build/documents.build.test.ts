/**
 * The PDFs of the production build (public/descargas/), read with pdf.js as a reader's viewer does:
 * metadata, language, tagging, page numbers, and a catalog that names everything content/ offers.
 */
import fs from "fs"
import path from "path"
import categories from "../../content/categories.json"
import documentsContent from "../../content/documents.json"
import resources from "../../content/resources.json"
import site from "../../content/site.json"
import { formatFileSize } from "../../src/lib/file-size"
import { PUBLIC_DIR } from "./built-site"
import { checkCatalogText, checkDocument, readPdfs, searchableText } from "./documents"

/** Page counts each document is expected to keep to (the catalog grows with content). */
const PAGE_RANGES: Record<string, [number, number]> = {
  catalogo: [8, 40],
  "guia-de-calibracion": [3, 8],
  "condiciones-de-alquiler": [3, 8],
}
const MAX_BYTES = 200_000
const EQUIPMENT_LINES_FILE = path.join(__dirname, "..", "..", "content", "equipment-lines.json")

const files = documentsContent.documents.map((document) => path.join(PUBLIC_DIR, "descargas", document.file))
const readings = readPdfs(files)

describe("the documents in public/descargas", () => {
  it.each(documentsContent.documents.map((document, index) => [document.file, document, index] as const))(
    "%s: title, author, language es-AR, tagged, numbered pages",
    (_file, document, index) => {
      const [minPages, maxPages] = PAGE_RANGES[document.slug]
      expect(
        checkDocument(readings[index], {
          title: document.title,
          author: site.legalName,
          pageLabel: documentsContent.labels.page,
          minPages,
          maxPages,
        }),
      ).toEqual([])
      expect(readings[index].subject).toBe(document.subject)
    },
  )

  it.each(files)("%s is under 200 KB", (file) => {
    expect(fs.statSync(file).size).toBeLessThan(MAX_BYTES)
  })

  it("the catalog names every category, offering and equipment line of content/", () => {
    const equipmentLines = fs.existsSync(EQUIPMENT_LINES_FILE)
      ? (JSON.parse(fs.readFileSync(EQUIPMENT_LINES_FILE, "utf8")) as Array<{ name: string }>)
      : []
    const catalog = readings[documentsContent.documents.findIndex((document) => document.slug === "catalogo")]
    expect(checkCatalogText(searchableText(catalog), { categories, equipmentLines })).toEqual([])
  })

  it("/recursos links each document that resources.json names, with its real size", () => {
    const html = fs.readFileSync(path.join(PUBLIC_DIR, "recursos", "index.html"), "utf8")
    for (const download of resources.downloads) {
      const document = documentsContent.documents.find((entry) => entry.slug === download.document)
      expect(document).toBeDefined()
      const bytes = fs.statSync(path.join(PUBLIC_DIR, "descargas", document!.file)).size
      expect(html).toContain(`href="/descargas/${document!.file}" download=""`)
      expect(html).toContain(`${download.format} · ${formatFileSize(bytes)}`)
    }
  })
})

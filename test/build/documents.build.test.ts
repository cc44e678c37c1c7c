/**
 * The PDFs of the production build (public/descargas/), read with pdf.js as a reader's viewer does:
 * metadata, language, tagging, page numbers, and a catalog that names everything content/ offers.
 */
import { categories, equipmentLines } from "../content-lists"
import fs from "fs"
import path from "path"
import documentsContent from "../../content/documents.json"
import resources from "../../content/resources.json"
import site from "../../content/site.json"
import { MIN_LAST_PAGE_FILL } from "../../gatsby/documents/balance"
import { generateDocuments } from "../../gatsby/documents/generate-documents"
import type { GeneratedDocument } from "../../gatsby/documents/generate-documents"
import { formatFileSize } from "../../src/lib/file-size"
import { contentLines, documentsContent as writerContent } from "../documents-content"
import { PUBLIC_DIR } from "./built-site"
import { checkCatalogText, checkDocument, readPdfs, searchableText } from "./documents"

/** Page counts each document is expected to keep to (the catalog grows with content: 16 pages for 20 lines). */
const PAGE_RANGES: Record<string, [number, number]> = {
  catalogo: [8, 40],
  "guia-de-calibracion": [3, 8],
  "condiciones-de-alquiler": [3, 8],
}
/**
 * Size limits. The catalog grows with the content (every equipment line with its table): about 270 KB for 16
 * pages, of which roughly 60 % is the tagged structure tree (one object per tagged element), which pdfkit
 * writes uncompressed; the text streams and the subset fonts are the rest.
 */
const MAX_BYTES: Record<string, number> = {
  catalogo: 350_000,
  "guia-de-calibracion": 200_000,
  "condiciones-de-alquiler": 200_000,
}

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

  it.each(documentsContent.documents.map((document, index) => [document.slug, files[index]] as const))(
    "%s stays within its size limit",
    (slug, file) => {
      expect(fs.statSync(file).size).toBeLessThan(MAX_BYTES[slug])
    },
  )

  it("the catalog prints every category of content/, in order, each with its equipment lines", () => {
    const catalog = readings[documentsContent.documents.findIndex((document) => document.slug === "catalogo")]
    expect(checkCatalogText(searchableText(catalog), { categories, equipmentLines })).toEqual([])
  })

  it("/recursos links each document that resources.json names, with its real size", () => {
    const html = fs.readFileSync(path.join(PUBLIC_DIR, "recursos", "index.html"), "utf8")
    for (const download of resources.downloads) {
      const document = documentsContent.documents.find((entry) => entry.slug === download.document)
      expect(document).toBeDefined()
      const bytes = fs.statSync(path.join(PUBLIC_DIR, "descargas", document!.file)).size
      expect(html).toMatch(new RegExp(`href="/descargas/${document!.file}" download(="")?[ >]`))
      expect(html).toContain(`${download.format} · ${formatFileSize(bytes)}`)
    }
  })
})

describe("the documents as content/ writes them", () => {
  let written: GeneratedDocument[] = []
  beforeAll(async () => {
    written = await generateDocuments({ ...writerContent, equipmentLines: contentLines })
  }, 120_000)

  it("are the files of public/descargas, byte for byte, every line's sheet included", () => {
    expect(written).toHaveLength(documentsContent.documents.length + equipmentLines.length)
    for (const document of written) {
      expect(fs.readFileSync(path.join(PUBLIC_DIR, document.path)).equals(document.bytes)).toBe(true)
    }
  })

  it("each end on a last page at least a third full, measured from the writer's cursor", () => {
    const short = written.filter((document) => document.lastPageFill < MIN_LAST_PAGE_FILL)
    expect(short.map((document) => `${document.path}: ${Math.round(document.lastPageFill * 100)} %`)).toEqual([])
  })
})

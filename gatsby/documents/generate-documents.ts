import fs from "fs"
import path from "path"
import { writeBalanced } from "./balance"
import type { WrittenDocument } from "./balance"
import { writeCalibrationGuide } from "./calibration-guide"
import { writeCatalog } from "./catalog"
import type { DocumentsContent, PdfDocumentContent } from "./content"
import { lineCode, lineSheetDocument, writeLineSheet } from "./line-sheet"
import { writeRentalConditions } from "./rental-conditions"

type DocumentRenderer = (
  document: PdfDocumentContent,
  content: DocumentsContent,
  breakBefore: number | null,
) => Promise<WrittenDocument>

/** Which module writes each document of content/documents.json, by its slug. */
const RENDERERS: Record<string, DocumentRenderer> = {
  catalogo: writeCatalog,
  "guia-de-calibracion": writeCalibrationGuide,
  "condiciones-de-alquiler": writeRentalConditions,
}

/** Where the documents are served from: /descargas/<file>. */
const DOWNLOADS_PATH = "/descargas"

export interface GeneratedDocument {
  slug: string
  title: string
  /** The site path, e.g. /descargas/catalogo-general.pdf. */
  path: string
  bytes: Buffer
  pages: number
  /** How full its last page is, by the writer's cursor (0 to 1). */
  lastPageFill: number
}

/** Renders every document of content/documents.json, in file order. */
export async function generateDocuments(content: DocumentsContent): Promise<GeneratedDocument[]> {
  const generated: GeneratedDocument[] = []
  for (const document of content.documents.documents) {
    const render = RENDERERS[document.slug]
    if (!render) {
      throw new Error(
        `content/documents.json: no module writes the document "${document.slug}" (known: ${Object.keys(RENDERERS).join(", ")})`,
      )
    }
    if (!/^[a-z0-9-]+\.pdf$/.test(document.file)) {
      throw new Error(`content/documents.json: "${document.file}" is not a file name like catalogo-general.pdf`)
    }
    const { bytes, pages, lastPageFill } = await writeBalanced((breakBefore) => render(document, content, breakBefore))
    generated.push({
      slug: document.slug,
      title: document.title,
      path: `${DOWNLOADS_PATH}/${document.file}`,
      bytes,
      pages,
      lastPageFill,
    })
  }
  return [...generated, ...(await generateLineSheets(content))]
}

/** The "Ficha técnica" of every equipment line, in the order of content/equipment-lines. */
export async function generateLineSheets(content: DocumentsContent): Promise<GeneratedDocument[]> {
  const codes = new Map<string, string>()
  for (const line of content.equipmentLines) {
    const other = codes.get(lineCode(line.slug))
    if (other) {
      throw new Error(
        `content/equipment-lines: "${other}" and "${line.slug}" would share the sheet code ${lineCode(line.slug)}: rename one`,
      )
    }
    codes.set(lineCode(line.slug), line.slug)
  }
  const sheets: GeneratedDocument[] = []
  for (const line of content.equipmentLines) {
    const document = lineSheetDocument(line, content)
    const { bytes, pages, lastPageFill } = await writeBalanced((breakBefore) =>
      writeLineSheet(line, content, breakBefore),
    )
    sheets.push({
      slug: document.slug,
      title: document.title,
      path: `${DOWNLOADS_PATH}/${document.file}`,
      bytes,
      pages,
      lastPageFill,
    })
  }
  return sheets
}

/** Writes the documents under `publicDir`, leaving a file untouched when its bytes have not changed. */
export function writeDocuments(publicDir: string, documents: readonly GeneratedDocument[]): void {
  for (const document of documents) {
    const file = path.join(publicDir, document.path)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    if (fs.existsSync(file) && fs.readFileSync(file).equals(document.bytes)) continue
    fs.writeFileSync(file, document.bytes)
  }
}

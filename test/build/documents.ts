import { execFileSync } from "child_process"
import path from "path"
import { fillTemplate } from "../../src/lib/text-template"

/** What a reader sees of a PDF (test/pdf-text.mjs reads it with pdf.js). */
export interface PdfReading {
  file: string
  title: string | null
  author: string | null
  subject: string | null
  keywords: string | null
  language: string | null
  tagged: boolean
  pageCount: number
  pages: string[]
}

const READER = path.join(__dirname, "..", "pdf-text.mjs")

export function readPdfs(files: readonly string[]): PdfReading[] {
  const output = execFileSync(process.execPath, [READER, ...files], { maxBuffer: 64 * 1024 * 1024 })
  return JSON.parse(output.toString("utf8")) as PdfReading[]
}

/** Text as a search would match it: lines joined, spaces collapsed (a title may wrap across lines). */
export function searchableText(reading: Pick<PdfReading, "pages">): string {
  return reading.pages.join(" ").replace(/\s+/g, " ").trim()
}

export interface CatalogExpectations {
  categories: ReadonlyArray<{ name: string; offerings: ReadonlyArray<{ title: string }> }>
  /** content/equipment-lines.json, when it exists. */
  equipmentLines?: ReadonlyArray<{ name: string }>
}

/**
 * Every category name, offering title and equipment line name of content/ that the catalog's text lacks,
 * and categories out of their file's order (each category's first offering is looked up in turn).
 */
export function checkCatalogText(text: string, content: CatalogExpectations): string[] {
  const order: string[] = []
  let previous = -1
  for (const category of content.categories) {
    const position = category.offerings.length ? text.indexOf(category.offerings[0].title) : -1
    if (position === -1) continue
    if (position < previous) order.push(`the catalog lists "${category.name}" out of the order of content/`)
    previous = position
  }
  const expected = [
    ...content.categories.flatMap((category) => [
      `category "${category.name}"`,
      ...category.offerings.map((offering) => `offering "${offering.title}"`),
    ]),
    ...(content.equipmentLines ?? []).map((line) => `equipment line "${line.name}"`),
  ]
  const missing = expected
    .filter((entry) => !text.includes(entry.slice(entry.indexOf('"') + 1, -1).replace(/\s+/g, " ")))
    .map((entry) => `the catalog does not mention the ${entry}`)
  return [...missing, ...order]
}

export interface DocumentExpectations {
  title: string
  author: string
  /** "Página {pagina} de {total}", from content/documents.json. */
  pageLabel: string
  minPages: number
  maxPages: number
}

/** Title, author, language (es-AR), tagging and a page count within range. */
export function checkDocument(reading: PdfReading, expected: DocumentExpectations): string[] {
  const name = path.basename(reading.file)
  const problems: string[] = []
  if (reading.title !== expected.title) problems.push(`${name}: title is "${reading.title}", not "${expected.title}"`)
  if (reading.author !== expected.author) problems.push(`${name}: author is "${reading.author}"`)
  if (reading.language !== "es-AR") problems.push(`${name}: language is "${reading.language}", not es-AR`)
  if (!reading.tagged) problems.push(`${name}: not a tagged PDF`)
  if (reading.pageCount < expected.minPages || reading.pageCount > expected.maxPages) {
    problems.push(`${name}: ${reading.pageCount} pages, expected ${expected.minPages}–${expected.maxPages}`)
  }
  reading.pages.forEach((text, index) => {
    const label = fillTemplate(expected.pageLabel, { pagina: index + 1, total: reading.pageCount })
    if (!text.includes(label)) problems.push(`${name}: page ${index + 1} lacks "${label}"`)
  })
  return problems
}

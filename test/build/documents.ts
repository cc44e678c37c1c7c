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
  /** content/categories.json, in file order: each chapter opens with the category's intro. */
  categories: ReadonlyArray<{ slug: string; name: string; intro: string }>
  /** content/equipment-lines.json: each line is printed in its category's chapter. */
  equipmentLines: ReadonlyArray<{ name: string; category: string }>
}

const collapsed = (text: string) => text.replace(/\s+/g, " ")

/**
 * Every category (name and intro) and equipment line of content/ that the catalog's text lacks, chapters out of
 * their file's order (each found by its category's intro), and lines printed outside their category's chapter.
 */
export function checkCatalogText(text: string, content: CatalogExpectations): string[] {
  const problems: string[] = []
  const starts = content.categories.map((category) => text.indexOf(collapsed(category.intro)))
  content.categories.forEach((category, index) => {
    if (!text.includes(collapsed(category.name)))
      problems.push(`the catalog does not mention the category "${category.name}"`)
    if (starts[index] === -1) problems.push(`the catalog does not print the intro of "${category.name}"`)
    else if (starts.slice(0, index).some((start) => start > starts[index]))
      problems.push(`the catalog lists "${category.name}" out of the order of content/`)
  })
  for (const line of content.equipmentLines) {
    const name = collapsed(line.name)
    const index = content.categories.findIndex((category) => category.slug === line.category)
    if (!text.includes(name)) {
      problems.push(`the catalog does not mention the equipment line "${line.name}"`)
      continue
    }
    if (index === -1 || starts[index] === -1) continue
    const end = Math.min(text.length, ...starts.filter((start) => start > starts[index]))
    const position = text.indexOf(name, starts[index])
    if (position === -1 || position > end)
      problems.push(`the catalog prints the equipment line "${line.name}" outside "${content.categories[index].name}"`)
  }
  return problems
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

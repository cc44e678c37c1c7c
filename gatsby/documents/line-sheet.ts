import path from "path"
import { linePath, lineSheetSlug } from "../../src/lib/page-paths"
import { fillTemplate } from "../../src/lib/text-template"
import { writerFor } from "./chrome"
import type { DocumentsContent, EquipmentLineContent, PdfDocumentContent } from "./content"
import type { DocumentWriter } from "./document-writer"
import { SIZES } from "./page"
import { drawSymbol, ILLUSTRATIONS_DIR, loadSprite } from "./svg"

/** Words a sheet's code leaves out of the line's slug. */
const LINKING_WORDS = new Set(["a", "con", "de", "del", "el", "en", "la", "las", "los", "para", "por", "y"])

/**
 * The code part of a line's slug: the first three letters of each word but the linking ones, in capitals
 * (detectores-multigas → DET-MUL, equipos-de-respiracion-autonoma → EQU-RES-AUT). It follows the slug, not
 * the line's place in the file, so reordering the catalog leaves every sheet's code as it was.
 */
export function lineCode(slug: string): string {
  return slug
    .split("-")
    .filter((word) => !LINKING_WORDS.has(word))
    .map((word) => word.slice(0, 3).toUpperCase())
    .join("-")
}

/** What a line's sheet is, as content/documents.json describes a document: its title, code, date and file. */
export function lineSheetDocument(line: EquipmentLineContent, content: DocumentsContent): PdfDocumentContent {
  const copy = content.documents.lineSheet
  const category = content.categories.find((entry) => entry.slug === line.category)
  return {
    slug: lineSheetSlug(line.slug),
    file: `${lineSheetSlug(line.slug)}.pdf`,
    title: fillTemplate(copy.title, { equipo: line.name }),
    subtitle: category?.name ?? "",
    subject: fillTemplate(copy.subject, { equipo: line.name }),
    keywords: [line.name, ...(category ? [category.name] : []), ...copy.keywords],
    issued: copy.issued,
    code: fillTemplate(copy.code, { linea: lineCode(line.slug) }),
    revision: copy.revision,
    intro: line.summary,
    sections: [],
  }
}

/**
 * The "Ficha técnica" of one equipment line, from the same content as its page and the catalog: its name and
 * category, its drawing, what it is for, its specifications and modes, the standards such equipment is built to,
 * the lines used with it, the address of its page and how to ask for a quote: one page for most lines, two for
 * those with the most standards (the standards, the lines used with it and the quote box then open the second).
 */
export async function writeLineSheet(
  line: EquipmentLineContent,
  content: DocumentsContent,
  breakBefore: number | null = null,
) {
  const { catalog, lineSheet: copy } = content.documents
  const { site } = content
  const document = lineSheetDocument(line, content)
  const origin = content.siteUrl.replace(/\/+$/, "")
  const modeLabel = (mode: string) => catalog.modes.find((entry) => entry.mode === mode)?.label ?? mode
  const writer = writerFor(document, content, {
    sheet: { eyebrow: [copy.eyebrow, document.subtitle].filter(Boolean).join("  ·  "), heading: line.name },
    breakBefore,
  })
  const sprite = loadSprite(path.join(ILLUSTRATIONS_DIR, `${line.category}.svg`))
  const pageUrl = `${origin}${linePath(line.category, line.slug)}`

  writer.drawingBeside(
    {
      description: fillTemplate(copy.drawingDescription, { equipo: line.name }),
      draw: (box) => drawSymbol(writer.doc, sprite, line.illustration, box),
    },
    {
      heading: copy.purposeTitle,
      paragraphs: [line.summary],
      facts: [{ label: copy.modesLabel, value: line.modes.map(modeLabel).join(", ") }],
    },
  )
  // The longer paragraph runs across the page: beside the drawing it made the opening twice as tall.
  if (line.description) writer.paragraph(line.description)
  writer.addressLine(copy.pageLabel, pageUrl)

  writer.heading(2, copy.specsTitle)
  writer.labelledTable(line.specs, { compact: true })

  // The standards and the lines it is used with, side by side when it has both.
  const standards = line.standards.map((standard) =>
    fillTemplate(copy.standard, { norma: standard.code, alcance: standard.scope }),
  )
  const compatible = line.compatible
    .map((slug) => content.equipmentLines.find((entry) => entry.slug === slug))
    .filter((entry): entry is EquipmentLineContent => entry !== undefined)
    .map((entry) => ({ text: entry.name, link: `${origin}${linePath(entry.category, entry.slug)}` }))
  const blocks = [
    ...(standards.length > 0 ? [{ weight: 3, title: copy.standardsTitle, items: standards }] : []),
    ...(compatible.length > 0 ? [{ weight: 2, title: copy.compatibleTitle, items: compatible }] : []),
  ]
  if (blocks.length > 0) {
    writer.columns(
      (widths) =>
        Math.max(
          ...blocks.map(
            (block, index) =>
              writer.headingHeight(2, block.title, widths[index]) +
              writer.listHeight(
                block.items.map((item) => (typeof item === "string" ? item : item.text)),
                widths[index],
              ),
          ),
        ),
      blocks.map((block) => ({
        weight: block.weight,
        write: (column: DocumentWriter) => {
          column.heading(2, block.title)
          column.list(block.items)
        },
      })),
    )
  }
  if (standards.length > 0) writer.paragraph(copy.standardsNote, { muted: true, size: SIZES.small })

  // Phone, e-mail and the web address are in every page's footer: the box adds what the footer lacks, so it
  // stays short enough to end the first page of most sheets.
  writer.contactBox({
    heading: copy.quoteTitle,
    text: copy.quoteText,
    rows: [
      { label: catalog.whatsappLabel, value: `wa.me/${site.whatsappNumber}` },
      { label: catalog.hoursLabel, value: site.businessHours },
    ],
  })
  return writer.finish()
}

import path from "path"
import { linePath } from "../../src/lib/page-paths"
import type {
  CategoryContent,
  DocumentsContent,
  EquipmentLineContent,
  OfferingContent,
  PdfDocumentContent,
} from "./content"
import { webAddress, writerFor } from "./chrome"
import type { DocumentWriter } from "./document-writer"
import { CONTENT_WIDTH } from "./page"
import { drawSymbol, ILLUSTRATIONS_DIR, loadSprite } from "./svg"
import { writeSections } from "./sections"

/** The rental offers or the technical services, as they read on /alquiler and /servicio-tecnico. */
function writeOfferings(writer: DocumentWriter, offerings: readonly OfferingContent[]): void {
  for (const offering of offerings) {
    writer.heading(3, offering.title)
    writer.paragraph(offering.text)
    writer.list(offering.features)
  }
}

/** A line as the catalog prints it: its opening (name, summary, address), drawing and specifications. */
function catalogLine(line: EquipmentLineContent, content: DocumentsContent) {
  const { catalog } = content.documents
  const modeLabel = (mode: string) => catalog.modes.find((entry) => entry.mode === mode)?.label ?? mode
  const origin = content.siteUrl.replace(/\/+$/, "")
  return {
    line,
    opening: {
      name: line.name,
      summary: line.summary,
      linkLabel: catalog.lineLinkLabel,
      url: `${origin}${linePath(line.category, line.slug)}`,
    },
    specs: [...line.specs, { label: catalog.modesLabel, value: line.modes.map(modeLabel).join(", ") }],
  }
}

/**
 * A category's chapter: its intro, then its lines, each with its specifications. The chapter begins where its
 * title, intro and first line fit, so it never ends a page without its equipment.
 */
function writeCategory(writer: DocumentWriter, category: CategoryContent, content: DocumentsContent): void {
  const { catalog } = content.documents
  const lines = content.equipmentLines
    .filter((line) => line.category === category.slug)
    .map((line) => catalogLine(line, content))
  const keepWith =
    writer.paragraphHeight(category.intro, CONTENT_WIDTH) +
    (lines.length > 0
      ? writer.headingHeight(2, catalog.linesTitle, CONTENT_WIDTH) +
        writer.equipmentLineKeepHeight(lines[0].opening, lines[0].specs)
      : 0)
  writer.chapter(category.name, { keepWith })
  writer.paragraph(category.intro)
  if (lines.length === 0) return
  writer.heading(2, catalog.linesTitle)
  for (const { line, opening, specs } of lines) {
    const sprite = loadSprite(path.join(ILLUSTRATIONS_DIR, `${line.category}.svg`))
    writer.equipmentLine(opening, (box) => drawSymbol(writer.doc, sprite, line.illustration, box), specs)
    writer.labelledTable(specs, { caption: catalog.specsLabel, compact: true })
  }
}

/**
 * Catálogo general: the company (content/about.json), every category of content/categories.json with its
 * intro and its equipment lines (content/equipment-lines.json), each with its page's address; the rental offers
 * (rental.json), the technical services (services.json), and how to ask for a quote (site.json).
 */
export async function writeCatalog(
  document: PdfDocumentContent,
  content: DocumentsContent,
  breakBefore: number | null = null,
) {
  const { catalog } = content.documents
  const { about, categories, rental, services, site } = content
  const writer = writerFor(document, content, { breakBefore })
  writer.reserveContents(3 + categories.length + document.sections.length + 2)

  writer.chapter(catalog.companyTitle)
  for (const paragraph of about.story) writer.paragraph(paragraph)
  writeSections(writer, document.sections, content)

  writer.chapter(catalog.productsTitle)
  writer.paragraph(catalog.productsIntro)
  writer.list(categories.map((category) => ({ lead: category.name, text: category.summary })))
  for (const category of categories) writeCategory(writer, category, content)

  writer.chapter(rental.title)
  writer.paragraph(rental.intro)
  writeOfferings(writer, rental.offers)
  writer.heading(2, catalog.periodsTitle)
  writer.list(rental.periods.map((period) => ({ lead: period.title, text: period.text })))
  writer.heading(2, rental.includedTitle)
  writer.list(rental.included)

  writer.chapter(services.title)
  writer.paragraph(services.intro)
  writeOfferings(writer, services.services)
  writer.heading(2, catalog.calibrationTitle)
  writer.paragraph(services.calibrationIntro)
  writer.list(services.calibration.map((point) => ({ lead: point.title, text: point.text })))

  // How to ask for a quote begins where its steps fit with it.
  writer.chapter(catalog.quoteTitle, {
    keepWith:
      writer.paragraphHeight(catalog.quoteIntro, CONTENT_WIDTH) + writer.listHeight(catalog.quoteSteps, CONTENT_WIDTH),
  })
  writer.paragraph(catalog.quoteIntro)
  writer.list(catalog.quoteSteps, { numbered: true })
  writer.heading(2, catalog.contactTitle)
  writer.labelledTable([
    { label: catalog.phoneLabel, value: site.phone },
    { label: catalog.emailLabel, value: site.email },
    { label: catalog.whatsappLabel, value: `wa.me/${site.whatsappNumber}` },
    { label: catalog.webLabel, value: webAddress(content.siteUrl) },
    { label: catalog.hoursLabel, value: site.businessHours },
    { label: catalog.paymentLabel, value: catalog.payment },
  ])
  return writer.finish()
}

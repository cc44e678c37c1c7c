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
import { drawSymbol, ILLUSTRATIONS_DIR, loadSprite } from "./svg"
import { writeSections } from "./sections"

/** The rental offers or the technical services, as they read on /alquiler and /servicio-tecnico. */
function writeOfferings(writer: DocumentWriter, offerings: readonly OfferingContent[]): void {
  for (const offering of offerings) {
    writer.heading(3, offering.title, 80)
    writer.paragraph(offering.text)
    writer.list(offering.features)
  }
}

function writeLines(writer: DocumentWriter, lines: readonly EquipmentLineContent[], content: DocumentsContent) {
  const { catalog } = content.documents
  const modeLabel = (mode: string) => catalog.modes.find((entry) => entry.mode === mode)?.label ?? mode
  writer.heading(2, catalog.linesTitle)
  const origin = content.siteUrl.replace(/\/+$/, "")
  for (const line of lines) {
    const sprite = loadSprite(path.join(ILLUSTRATIONS_DIR, `${line.category}.svg`))
    const specs = [...line.specs, { label: catalog.modesLabel, value: line.modes.map(modeLabel).join(", ") }]
    writer.equipmentLine(
      {
        name: line.name,
        summary: line.summary,
        linkLabel: catalog.lineLinkLabel,
        url: `${origin}${linePath(line.category, line.slug)}`,
      },
      (box) => drawSymbol(writer.doc, sprite, line.illustration, box),
      specs,
    )
    writer.labelledTable(specs, { caption: catalog.specsLabel })
  }
}

function writeCategory(writer: DocumentWriter, category: CategoryContent, content: DocumentsContent): void {
  writer.chapter(category.name, { newPage: true })
  writer.paragraph(category.intro)
  const lines = content.equipmentLines.filter((line) => line.category === category.slug)
  if (lines.length > 0) writeLines(writer, lines, content)
}

/**
 * Catálogo general: the company (content/about.json), every category of content/categories.json with its
 * intro and its equipment lines (content/equipment-lines.json), each with its page's address; the rental offers
 * (rental.json), the technical services (services.json), and how to ask for a quote (site.json).
 */
export async function writeCatalog(document: PdfDocumentContent, content: DocumentsContent) {
  const { catalog } = content.documents
  const { about, categories, rental, services, site } = content
  const writer = writerFor(document, content)
  writer.reserveContents(3 + categories.length + document.sections.length + 2)

  writer.chapter(catalog.companyTitle)
  for (const paragraph of about.story) writer.paragraph(paragraph)
  writeSections(writer, document.sections, content)

  writer.chapter(catalog.productsTitle)
  writer.paragraph(catalog.productsIntro)
  writer.list(categories.map((category) => ({ lead: category.name, text: category.summary })))
  for (const category of categories) writeCategory(writer, category, content)

  writer.chapter(rental.title, { newPage: true })
  writer.paragraph(rental.intro)
  writeOfferings(writer, rental.offers)
  writer.heading(2, catalog.periodsTitle)
  writer.list(rental.periods.map((period) => ({ lead: period.title, text: period.text })))
  writer.heading(2, rental.includedTitle)
  writer.list(rental.included)

  writer.chapter(services.title, { newPage: true })
  writer.paragraph(services.intro)
  writeOfferings(writer, services.services)
  writer.heading(2, catalog.calibrationTitle)
  writer.paragraph(services.calibrationIntro)
  writer.list(services.calibration.map((point) => ({ lead: point.title, text: point.text })))

  writer.chapter(catalog.quoteTitle, { newPage: true })
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

import type { DocumentsContent, SectionContent } from "./content"
import type { DocumentWriter } from "./document-writer"
import { CONTENT_WIDTH } from "./page"

/** Content of another file that a chapter shows, so the document and the site say the same. */
function writeInclude(writer: DocumentWriter, include: SectionContent["include"], content: DocumentsContent): void {
  const { rental } = content
  switch (include) {
    case "rentalOffers":
      writer.list(rental.offers.map((offer) => ({ lead: offer.title, text: offer.text })))
      break
    case "rentalPeriods":
      writer.list(rental.periods.map((period) => ({ lead: period.title, text: period.text })))
      break
    case "rentalIncluded":
      writer.list(rental.included)
      break
    case "rentalProcess":
      writer.list(
        rental.process.map((step) => ({ lead: step.title, text: step.text })),
        { numbered: true },
      )
      break
    default:
      break
  }
}

/**
 * The chapters written in content/documents.json: paragraphs, then a list, steps, a form or another
 * file's content, then a note. `{web}` in a text becomes the site's address (the company's facts, `{telefono}`…,
 * are filled in with the rest of the content: contentFromNodes).
 */
export function writeSections(
  writer: DocumentWriter,
  sections: readonly SectionContent[],
  content: DocumentsContent,
): void {
  const fill = (text: string) => text.replace(/\{web\}/g, content.siteUrl.replace(/^https?:\/\//, ""))
  for (const section of sections) {
    // A chapter with a drawing begins where its opening paragraphs and the drawing fit together.
    const keepWith = section.figure
      ? (section.paragraphs ?? []).reduce((sum, text) => sum + writer.paragraphHeight(fill(text), CONTENT_WIDTH), 0) +
        writer.figureHeight(section.figure.drawing)
      : 0
    writer.chapter(section.title, { newPage: section.newPage ?? false, keepWith })
    for (const paragraph of section.paragraphs ?? []) writer.paragraph(fill(paragraph))
    if (section.figure) writer.figure(section.figure.drawing, section.figure.labels, section.figure.description)
    if (section.bullets?.length) writer.list(section.bullets.map(fill))
    if (section.steps?.length) writer.list(section.steps.map(fill), { numbered: true })
    if (section.include) writeInclude(writer, section.include, content)
    if (section.table) writer.recordTable(section.table)
    if (section.note) writer.note(fill(section.note))
  }
}

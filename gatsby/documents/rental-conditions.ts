import type { DocumentsContent, PdfDocumentContent } from "./content"
import { writerFor } from "./chrome"
import { writeSections } from "./sections"

/**
 * Condiciones generales de alquiler: the clauses in content/documents.json; the offers, periods, what a
 * rental includes and its steps come from content/rental.json, as /alquiler shows them.
 */
export async function writeRentalConditions(
  document: PdfDocumentContent,
  content: DocumentsContent,
  breakBefore: number | null = null,
) {
  const writer = writerFor(document, content, { breakBefore })
  writer.reserveContents(document.sections.length)
  writeSections(writer, document.sections, content)
  return writer.finish()
}

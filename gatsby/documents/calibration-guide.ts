import type { DocumentsContent, PdfDocumentContent } from "./content"
import { writerFor } from "./chrome"
import { writeSections } from "./sections"

/**
 * Guía de calibración y prueba de respuesta: every text in content/documents.json, ending with the
 * printable record of one instrument.
 */
export async function writeCalibrationGuide(
  document: PdfDocumentContent,
  content: DocumentsContent,
  breakBefore: number | null = null,
) {
  const writer = writerFor(document, content, { breakBefore })
  writer.reserveContents(document.sections.length)
  writeSections(writer, document.sections, content)
  return writer.finish()
}

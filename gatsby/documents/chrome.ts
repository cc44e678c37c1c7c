import type { DocumentsContent, PdfDocumentContent } from "./content"
import { DocumentWriter } from "./layout"

/** The site's address as people write it: www.vigiaseguridad.com.ar */
export function webAddress(siteUrl: string): string {
  return siteUrl.replace(/^https?:\/\//, "").replace(/\/+$/, "")
}

/** A writer for one document, with the shared header, footer and cover from content. */
export function writerFor(document: PdfDocumentContent, content: DocumentsContent): DocumentWriter {
  const { labels } = content.documents
  return new DocumentWriter(document, {
    pageLabel: labels.page,
    issuedLabel: labels.issued,
    contentsLabel: labels.contents,
    author: content.site.legalName,
    contact: [content.site.phone, content.site.email, webAddress(content.siteUrl)],
  })
}

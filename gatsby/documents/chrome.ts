import { formatAddress } from "../../src/lib/company-address"
import { fillTemplate } from "../../src/lib/text-template"
import type { DocumentsContent, PdfDocumentContent } from "./content"
import { DocumentWriter } from "./document-writer"
import type { WriterLayout } from "./cover"

/** The site's address as people write it: www.vigiaseguridad.com.ar */
export function webAddress(siteUrl: string): string {
  return siteUrl.replace(/^https?:\/\//, "").replace(/\/+$/, "")
}

/** A writer for one document, with the shared header, footer and cover from content. */
export function writerFor(
  document: PdfDocumentContent,
  content: DocumentsContent,
  layout: WriterLayout = {},
): DocumentWriter {
  const { labels } = content.documents
  const { site } = content
  const contact = [site.phone, site.email, webAddress(content.siteUrl)]
  const address = [formatAddress(site), ...(site.cuit ? [fillTemplate(labels.cuit, { cuit: site.cuit })] : [])]
  return new DocumentWriter(
    document,
    {
      pageLabel: labels.page,
      issuedLabel: labels.issued,
      contentsLabel: labels.contents,
      codeLabel: labels.code,
      revisionLabel: labels.revision,
      author: site.legalName,
      contact,
      company: [site.legalName, address.join("  ·  "), contact.join("  ·  "), site.businessHours],
    },
    layout,
  )
}

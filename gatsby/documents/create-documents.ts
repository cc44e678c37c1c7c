import path from "path"
import type { CreatePagesArgs } from "gatsby"
import { lineSheetSlug } from "../../src/lib/page-paths"
import { contentFromNodes } from "./content"
import { generateDocuments, writeDocuments } from "./generate-documents"

const DOCUMENT_FILE_TYPE = "DocumentFile"

/**
 * Writes the PDFs into public/descargas/ from the content nodes (the three of content/documents.json and a
 * "Ficha técnica" per equipment line), and a DocumentFile node for each (its
 * path, size and page count) that pages query: /recursos shows each file's real size in its pre-rendered
 * HTML. It runs in createPages, which comes after the content nodes exist and before any page query, and
 * which `gatsby develop` runs again after content changes: an edited content file updates the PDFs and
 * the sizes on /recursos.
 */
export async function createDocuments({
  actions,
  createContentDigest,
  createNodeId,
  getNodesByType,
  reporter,
  store,
}: CreatePagesArgs): Promise<void> {
  const started = Date.now()
  const { program, config } = store.getState()
  const siteUrl: string | undefined = config.siteMetadata?.siteUrl
  if (!siteUrl) {
    reporter.panicOnBuild("documents: siteMetadata.siteUrl is required (the address printed in the documents)")
    return
  }
  try {
    const documents = await generateDocuments(contentFromNodes(getNodesByType, siteUrl))
    writeDocuments(path.join(program.directory, "public"), documents)
    for (const document of documents) {
      const fields = {
        slug: document.slug,
        path: document.path,
        bytes: document.bytes.length,
        pages: document.pages,
        title: document.title,
      }
      actions.createNode({
        ...fields,
        id: createNodeId(`${DOCUMENT_FILE_TYPE}-${document.slug}`),
        internal: { type: DOCUMENT_FILE_TYPE, contentDigest: createContentDigest(fields) },
      })
    }
    const sheets = documents.filter((document) => document.slug.startsWith(lineSheetSlug("")))
    const others = documents.filter((document) => !sheets.includes(document))
    const pages = sheets.map((document) => document.pages)
    reporter.info(
      [
        `Documents (${((Date.now() - started) / 1000).toFixed(1)} s): `,
        others
          .map(
            (document) =>
              `${document.path} (${document.pages} p., last ${Math.round(document.lastPageFill * 100)} % full, ${document.bytes.length} bytes)`,
          )
          .join(", "),
        sheets.length > 0
          ? `; ${sheets.length} line sheets (${Math.min(...pages)}–${Math.max(...pages)} p., ${Math.round(sheets.reduce((sum, document) => sum + document.bytes.length, 0) / 1024)} KB in all)`
          : "",
      ].join(""),
    )
  } catch (error) {
    reporter.panicOnBuild("documents: could not generate the PDFs", error as Error)
  }
}

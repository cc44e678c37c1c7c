import type { GatsbyNode } from "gatsby"
import { createPages as createContentPages } from "./gatsby/create-pages"
import { createDocuments } from "./gatsby/documents/create-documents"
import { createFinderIndex } from "./gatsby/finder-index"
import { createLineImages } from "./gatsby/images/create-line-images"
import { checkContentLinks, checkCopiedFacts } from "./gatsby/schema"

export { createResolvers, createSchemaCustomization, onCreateNode } from "./gatsby/schema"
export { onCreatePage } from "./gatsby/finder-index"
export { onPostBootstrap } from "./gatsby/cms/admin-page"
export { onPostBuild } from "./gatsby/post-build"
export { onCreateWebpackConfig } from "./gatsby/webpack"
/**
 * The PDF documents first: pages query their sizes (DocumentFile nodes); the lines' Open Graph images at the
 * same time (sharp renders them off the main thread). Then every slug content names is checked (the documents'
 * nodes included) and no text writes out a company fact, and the finder's index is written, before the pages of src/pages
 * that Gatsby makes next: /productos receives its address (gatsby/finder-index.ts). Two parameters only: Gatsby
 * waits for the callback of an API function that declares a third, and nothing would call it.
 */
export const createPages: GatsbyNode["createPages"] = async (args, options) => {
  await Promise.all([createDocuments(args), createLineImages(args)])
  checkContentLinks(args)
  checkCopiedFacts(args)
  await createFinderIndex(args)
  await createContentPages?.(args, options, () => undefined)
}

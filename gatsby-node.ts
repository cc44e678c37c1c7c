import type { GatsbyNode } from "gatsby"
import { createPages as createContentPages } from "./gatsby/create-pages"
import { createDocuments } from "./gatsby/documents/create-documents"
import { createLineImages } from "./gatsby/images/create-line-images"

export { createResolvers, createSchemaCustomization, onCreateNode } from "./gatsby/schema"
export { onPostBuild } from "./gatsby/post-build"
export { onCreateWebpackConfig } from "./gatsby/webpack"
/**
 * The PDF documents first: pages query their sizes (DocumentFile nodes); the lines' Open Graph images at the
 * same time (sharp renders them off the main thread). Two parameters only: Gatsby waits for the callback of an
 * API function that declares a third, and nothing would call it.
 */
export const createPages: GatsbyNode["createPages"] = async (args, options) => {
  await Promise.all([createDocuments(args), createLineImages(args)])
  await createContentPages?.(args, options, () => undefined)
}

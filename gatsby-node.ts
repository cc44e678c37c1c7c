export { createSchemaCustomization, onCreateNode } from "./gatsby/schema"
export { createPages } from "./gatsby/create-pages"
export { onPostBuild } from "./gatsby/post-build"

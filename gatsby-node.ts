export { createSchemaCustomization, onCreateNode } from "./gatsby/schema"
export { createPages } from "./gatsby/create-pages"

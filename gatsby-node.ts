export { createSchemaCustomization, onCreateNode } from "./gatsby/schema"

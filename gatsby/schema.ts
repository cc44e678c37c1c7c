import type { GatsbyNode, Node } from "gatsby"
import {
  loadTypeDefs,
  nodeTypeNames,
  readContentSchema,
  RESERVED_NODE_KEYS,
  reservedFieldDeclarations,
  validateEntry,
} from "./content-schema"

const typeDefs = loadTypeDefs()
const contentSchema = readContentSchema(typeDefs)
const contentNodeTypes = nodeTypeNames(typeDefs)

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions, reporter }) => {
  for (const declaration of reservedFieldDeclarations(typeDefs)) {
    reporter.panicOnBuild(
      `gatsby/types: ${declaration} uses a name Gatsby reserves on nodes (${RESERVED_NODE_KEYS.join(", ")}). Rename the field.`,
    )
  }
  actions.createTypes(typeDefs)
}

/** The keys gatsby-transformer-json copies from the file, without the node bookkeeping. */
function contentOf(node: Node): Record<string, unknown> {
  const { id: _id, parent: _parent, children: _children, internal: _internal, ...content } = node
  return content
}

/**
 * Every entry of every content file is checked against its declared type as it becomes a node, so a
 * file with a missing or misspelt field fails `gatsby build` with the file and the field named.
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, getNode, reporter }) => {
  if (node.internal.owner !== "gatsby-transformer-json") return
  const typeName = node.internal.type
  const file = node.parent ? getNode(node.parent) : undefined
  const fileName = `content/${String(file?.relativePath ?? "(unknown file)")}`
  if (!contentNodeTypes.has(typeName)) {
    reporter.panicOnBuild(
      `${fileName}: no type "${typeName}" is declared in gatsby/types. Declare it before adding the file.`,
    )
    return
  }
  for (const problem of validateEntry(contentSchema, typeName, contentOf(node))) {
    reporter.panicOnBuild(`${fileName}: field "${problem.field}" ${problem.message} (type ${typeName}).`)
  }
}

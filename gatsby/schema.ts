import type { CreatePagesArgs, GatsbyNode, Node } from "gatsby"
import { lineTitle } from "../src/lib/seo"
import { contentLinks, missingLinks } from "./content-links"
import {
  loadTypeDefs,
  nodeTypeNames,
  readContentSchema,
  RESERVED_NODE_KEYS,
  reservedFieldDeclarations,
} from "./content-schema"
import { validateEntry } from "./content-validation"
import { collectionResolvers } from "./collection-resolvers"
import { CONTENT_DIRECTIVES } from "./content-directives"

const typeDefs = loadTypeDefs()
const contentSchema = readContentSchema(typeDefs)
const contentNodeTypes = nodeTypeNames(typeDefs)

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions, reporter }) => {
  for (const directive of CONTENT_DIRECTIVES) actions.createFieldExtension(directive)
  for (const declaration of reservedFieldDeclarations(typeDefs)) {
    reporter.panicOnBuild(
      `gatsby/types: ${declaration} uses a name Gatsby reserves on nodes (${RESERVED_NODE_KEYS.join(", ")}). Rename the field.`,
    )
  }
  actions.createTypes(typeDefs)
}

/** The file a content node comes from, as editors name it: content/equipment-lines.json. */
function fileNameOf(node: Node, getNode: (id: string) => Node | undefined): string {
  const file = node.parent ? getNode(node.parent) : undefined
  return file?.relativePath ? `content/${String(file.relativePath)}` : `${node.internal.type} (made by the build)`
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
  const fileName = fileNameOf(node, getNode)
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

const links = contentLinks(typeDefs)

/**
 * Every slug content names through a `@link(by: "slug")` (a line's industries, hazards and compatible lines, a
 * download's document…) names an entry that exists, or the build stops naming the file, the entry and the slug.
 * Run in createPages, once every node (the documents' included) exists, and again after each edit in develop.
 */
export function checkContentLinks({ getNodesByType, getNode, reporter }: CreatePagesArgs): void {
  const entriesOf = (type: string) =>
    getNodesByType(type).map((node) => ({ file: fileNameOf(node, getNode), fields: contentOf(node) }))
  for (const problem of missingLinks(contentSchema, links, contentNodeTypes, entriesOf)) reporter.panicOnBuild(problem)
}

interface LineSource {
  name: string
  modes: readonly string[]
}

interface NodeModel {
  findOne: (query: { type: string }) => Promise<unknown>
}

/**
 * A line's page title ("Arneses…: venta y alquiler") is composed here, at build time: Intl.ListFormat costs
 * the browser about 15 ms of main thread the first time it is built, in the middle of hydration.
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers: addResolvers }) => {
  addResolvers({
    ...collectionResolvers,
    EquipmentLinesJson: {
      pageTitle: {
        type: "String!",
        async resolve(line: LineSource, _args: unknown, context: { nodeModel: NodeModel }) {
          const copy = (await context.nodeModel.findOne({ type: "EquipmentJson" })) as {
            modes: ReadonlyArray<{ value: string; label: string }>
          }
          const labels = copy.modes.filter((mode) => line.modes.includes(mode.value)).map((mode) => mode.label)
          return lineTitle(line.name, labels)
        },
      },
    },
  })
}

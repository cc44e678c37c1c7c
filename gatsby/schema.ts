import type { GatsbyNode, Node } from "gatsby"
import { linePath } from "../src/lib/page-paths"
import { lineTitle } from "../src/lib/seo"
import {
  loadTypeDefs,
  nodeTypeNames,
  readContentSchema,
  RESERVED_NODE_KEYS,
  reservedFieldDeclarations,
  validateEntry,
} from "./content-schema"
import { collectionResolvers, orderedNodes } from "./collection-resolvers"
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

interface LineSource {
  slug: string
  category: string
  name: string
  modes: readonly string[]
}

interface NodeModel {
  findAll: (query: { type: string }) => Promise<{ entries: Iterable<unknown> }>
  findOne: (query: { type: string }) => Promise<unknown>
}
interface IndustrySource {
  order?: number | null
  solutions: ReadonlyArray<{ path?: string | null }>
}

/**
 * A line's industries are read from content/industries.json, where each industry lists the equipment it
 * needs: one list to keep, and the line page, the finder and the industry cards always agree.
 *
 * A line's page title ("Arneses…: venta y alquiler") is composed here, at build time: Intl.ListFormat costs
 * the browser about 15 ms of main thread the first time it is built, in the middle of hydration.
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers: addResolvers }) => {
  addResolvers({
    ...collectionResolvers,
    EquipmentLinesJson: {
      industries: {
        type: "[IndustriesJson!]",
        async resolve(line: LineSource, _args: unknown, context: { nodeModel: NodeModel }) {
          const page = linePath(line.category, line.slug)
          const industries = await orderedNodes<IndustrySource>(context, "IndustriesJson")
          return industries.filter((industry) =>
            industry.solutions.some((solution) => solution.path?.split("#")[0] === page),
          )
        },
      },
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

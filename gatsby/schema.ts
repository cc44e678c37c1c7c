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
import { copiedFactProblems, factResolvers, SITE_TYPE } from "./content-facts"
import type { SiteFacts } from "../src/lib/facts"

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

/**
 * No content file but site.json writes a fact's value (`+54 11 5263-4810`) instead of its placeholder
 * (`{telefono}`, src/lib/facts.ts): the build stops naming the file, the field and the placeholder to write. Run
 * in createPages, with every content node made, and again after each edit in develop.
 */
export function checkCopiedFacts({ getNodesByType, getNode, reporter }: CreatePagesArgs): void {
  const [site] = getNodesByType(SITE_TYPE) as unknown as SiteFacts[]
  if (!site) return
  for (const type of contentNodeTypes) {
    if (type === SITE_TYPE) continue
    for (const node of getNodesByType(type)) {
      for (const problem of copiedFactProblems(contentOf(node), site)) {
        reporter.panicOnBuild(`${fileNameOf(node, getNode)}: field "${problem.field}" is refused: ${problem.message}`)
      }
    }
  }
}

interface LineSource {
  name: string
  modes: readonly string[]
}

interface NodeModel {
  findOne: (query: { type: string }) => Promise<unknown>
}

/**
 * Every text with the company's facts filled in (gatsby/content-facts.ts), the folder collections' lists, and a
 * line's page title ("Arneses…: venta y alquiler"), composed here at build time: Intl.ListFormat costs the
 * browser about 15 ms of main thread the first time it is built, in the middle of hydration.
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers: addResolvers }) => {
  addResolvers(
    mergedResolvers(factResolvers(contentSchema), collectionResolvers, {
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
    }),
  )
}

type Resolvers = Record<string, Record<string, unknown>>

/** Resolver maps joined type by type: a type's fields from each. */
function mergedResolvers(...maps: Resolvers[]): Resolvers {
  const merged: Resolvers = {}
  for (const map of maps) {
    for (const [type, fields] of Object.entries(map)) merged[type] = { ...merged[type], ...fields }
  }
  return merged
}

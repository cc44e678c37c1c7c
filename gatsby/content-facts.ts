import { Kind } from "graphql"
import type { TypeNode } from "graphql"
import { copiedFacts, fillFacts } from "../src/lib/facts"
import type { SiteFacts } from "../src/lib/facts"
import { isDerived } from "./content-directives"
import type { ContentSchema } from "./content-schema"

/**
 * The company's facts in every text the site shows (src/lib/facts.ts): GraphQL fills each text's placeholders
 * as pages query it, and the build stops where a fact's value is written out instead of named.
 */

export const SITE_TYPE = "SiteJson"
/** The company's own facts: their placeholders are the other texts'. */
const FACT_FIELDS = new Set(["email", "phone", "whatsappNumber", "address", "businessHours", "responseTime", "cuit"])

interface Context {
  nodeModel: { findOne: (query: { type: string }) => Promise<unknown> }
}
interface Info {
  fieldName: string
}

function isText(type: TypeNode): boolean {
  if (type.kind === Kind.NON_NULL_TYPE || type.kind === Kind.LIST_TYPE) return isText(type.type)
  return type.name.value === "String"
}

/** A text or a list of texts with the facts filled in, from the site's node (read only when a text has a `{`). */
async function filled(value: unknown, context: Context): Promise<unknown> {
  const texts = Array.isArray(value) ? value : [value]
  if (!texts.some((text) => typeof text === "string" && text.includes("{"))) return value
  const site = (await context.nodeModel.findOne({ type: SITE_TYPE })) as SiteFacts
  const fill = (text: unknown) => (typeof text === "string" ? fillFacts(text, site) : text)
  return Array.isArray(value) ? value.map(fill) : fill(value)
}

/** A resolver for every text field of the content schema (the facts themselves left as written). */
export function factResolvers(schema: ContentSchema): Record<string, Record<string, unknown>> {
  const resolvers: Record<string, Record<string, unknown>> = {}
  for (const [type, fields] of schema.objects) {
    for (const field of fields) {
      if (!isText(field.type) || isDerived(field.definition) || field.pattern) continue
      if (type === SITE_TYPE && FACT_FIELDS.has(field.name)) continue
      resolvers[type] = {
        ...resolvers[type],
        [field.name]: {
          resolve: (source: Record<string, unknown>, _args: unknown, context: Context, info: Info) =>
            filled(source[info.fieldName], context),
        },
      }
    }
  }
  return resolvers
}

/** Every text inside a value, with its dotted path (`sections[2].paragraphs[0]`). */
function textsOf(value: unknown, path: string): Array<{ path: string; text: string }> {
  if (typeof value === "string") return [{ path, text: value }]
  if (Array.isArray(value)) return value.flatMap((item, index) => textsOf(item, `${path}[${index}]`))
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => textsOf(item, path ? `${path}.${key}` : key))
  }
  return []
}

/** Each text of an entry that writes a fact out, as the build reports it. */
export function copiedFactProblems(entry: unknown, site: SiteFacts): Array<{ field: string; message: string }> {
  return textsOf(entry, "").flatMap(({ path, text }) =>
    copiedFacts(text, site).map((message) => ({ field: path, message })),
  )
}

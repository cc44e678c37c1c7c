import { Kind, parse } from "graphql"
import type { TypeNode } from "graphql"
import type { ContentSchema } from "./content-schema"

/**
 * A reference content declares with `@link(by: "slug", from: "<field>")`: the `from` field of a node type holds
 * slugs (one or a list) of entries of the target type, e.g. a line's `industries` naming entries of content/industries/.
 * Links by another key (a category's `lines`, found by the lines' `category`) are the other way round and need no
 * entry to exist.
 */
export interface ContentLink {
  /** The node type whose entries hold the slugs, e.g. EquipmentLinesJson. */
  type: string
  /** The field holding them, e.g. industries. */
  from: string
  /** The node type they name, e.g. IndustriesJson. */
  target: string
}

function namedType(type: TypeNode): string {
  return type.kind === Kind.NAMED_TYPE ? type.name.value : namedType(type.type)
}

/** Every `@link(by: "slug", from: …)` of the node types in the SDL. */
export function contentLinks(typeDefs: string): ContentLink[] {
  const links: ContentLink[] = []
  for (const definition of parse(typeDefs).definitions) {
    if (definition.kind !== Kind.OBJECT_TYPE_DEFINITION) continue
    for (const field of definition.fields ?? []) {
      const link = field.directives?.find((directive) => directive.name.value === "link")
      const argument = (name: string) => {
        const value = link?.arguments?.find((entry) => entry.name.value === name)?.value
        return value?.kind === Kind.STRING ? value.value : undefined
      }
      const from = argument("from")
      if (link && argument("by") === "slug" && from) {
        links.push({ type: definition.name.value, from, target: namedType(field.type) })
      }
    }
  }
  return links
}

/** A content entry as the link check reads it: its fields and the file it comes from. */
export interface LinkedEntry {
  file: string
  fields: Record<string, unknown>
}

/** The objects of type `wanted` in a value of type `typeName`: the value itself, or nested at any depth. */
function objectsOfType(
  schema: ContentSchema,
  typeName: string,
  value: unknown,
  wanted: string,
): Record<string, unknown>[] {
  if (Array.isArray(value)) return value.flatMap((item) => objectsOfType(schema, typeName, item, wanted))
  if (typeof value !== "object" || value === null) return []
  const record = value as Record<string, unknown>
  if (typeName === wanted) return [record]
  return (schema.objects.get(typeName) ?? []).flatMap((field) =>
    objectsOfType(schema, namedType(field.type), record[field.name], wanted),
  )
}

/**
 * Every slug a content entry names through a link (at its top level or in a nested object, such as a download of
 * /recursos) that no entry of the target type has, as a sentence naming the file, the entry and the field:
 * `content/equipment-lines/detectores-multigas.json: "detectores-multigas" names "petroleo" in "industries", which no entry of
 * IndustriesJson has as its slug`.
 */
export function missingLinks(
  schema: ContentSchema,
  links: readonly ContentLink[],
  nodeTypes: Iterable<string>,
  entriesOf: (type: string) => LinkedEntry[],
): string[] {
  const problems: string[] = []
  for (const link of links) {
    const slugs = new Set(entriesOf(link.target).map((entry) => entry.fields.slug))
    for (const nodeType of nodeTypes) {
      for (const entry of entriesOf(nodeType)) {
        const name = typeof entry.fields.slug === "string" ? `"${entry.fields.slug}"` : "the file"
        for (const holder of objectsOfType(schema, nodeType, entry.fields, link.type)) {
          const value = holder[link.from]
          const named = (
            Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]
          ) as unknown[]
          for (const slug of named.filter((candidate) => !slugs.has(candidate))) {
            problems.push(
              `${entry.file}: ${name} names "${String(slug)}" in "${link.from}", which no entry of ${link.target} has as its slug`,
            )
          }
        }
      }
    }
  }
  return problems
}

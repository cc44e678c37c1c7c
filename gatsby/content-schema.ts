import fs from "fs"
import path from "path"
import { Kind, parse } from "graphql"
import type { DocumentNode, FieldDefinitionNode, TypeNode } from "graphql"
import { patternOf, rangeOf } from "./content-directives"
import type { PatternRule, RangeRule } from "./content-directives"

const TYPES_DIR = path.join(__dirname, "types")

/** Every `.graphql` file in gatsby/types, joined: the one declaration of the content schema. */
export function loadTypeDefs(dir: string = TYPES_DIR): string {
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(".graphql"))
    .sort()
    .map((file) => fs.readFileSync(path.join(dir, file), "utf8"))
    .join("\n")
}

export interface FieldSpec {
  name: string
  type: TypeNode
  /** The declaration itself: its description and directives (`@pattern`, `@range`, `@link`, `@derived`). */
  definition: FieldDefinitionNode
  pattern?: PatternRule
  range?: RangeRule
}

/** The declared object types (name → fields) and enums (name → allowed values), read from the SDL. */
export interface ContentSchema {
  objects: Map<string, FieldSpec[]>
  enums: Map<string, string[]>
  /** Each type's description (its first line is its name for editors: gatsby/cms). */
  descriptions: Map<string, string>
  /** Each enum value's description, by enum and value: the option's label in the editor. */
  enumLabels: Map<string, Map<string, string>>
}

export function readContentSchema(typeDefs: string): ContentSchema {
  const document: DocumentNode = parse(typeDefs)
  const schema: ContentSchema = { objects: new Map(), enums: new Map(), descriptions: new Map(), enumLabels: new Map() }
  for (const definition of document.definitions) {
    if (
      (definition.kind === Kind.OBJECT_TYPE_DEFINITION || definition.kind === Kind.ENUM_TYPE_DEFINITION) &&
      definition.description
    ) {
      schema.descriptions.set(definition.name.value, definition.description.value)
    }
    if (definition.kind === Kind.OBJECT_TYPE_DEFINITION) {
      schema.objects.set(
        definition.name.value,
        (definition.fields ?? []).map((field) => ({
          name: field.name.value,
          type: field.type,
          definition: field,
          pattern: patternOf(field),
          range: rangeOf(field),
        })),
      )
    } else if (definition.kind === Kind.ENUM_TYPE_DEFINITION) {
      const values = definition.values ?? []
      schema.enums.set(
        definition.name.value,
        values.map((value) => value.name.value),
      )
      schema.enumLabels.set(
        definition.name.value,
        new Map(values.map((value) => [value.name.value, value.description?.value.split("\n")[0] ?? value.name.value])),
      )
    }
  }
  return schema
}

/** Keys Gatsby keeps for itself on every node: content files cannot use them at their top level. */
export const RESERVED_NODE_KEYS = ["id", "parent", "children", "internal", "fields"] as const

/** Node types that declare a reserved key, which gatsby-transformer-json would refuse with a stack trace. */
export function reservedFieldDeclarations(typeDefs: string): string[] {
  const found: string[] = []
  for (const definition of parse(typeDefs).definitions) {
    if (definition.kind !== Kind.OBJECT_TYPE_DEFINITION) continue
    if (!definition.interfaces?.some((iface) => iface.name.value === "Node")) continue
    for (const field of definition.fields ?? []) {
      if ((RESERVED_NODE_KEYS as readonly string[]).includes(field.name.value)) {
        found.push(`${definition.name.value}.${field.name.value}`)
      }
    }
  }
  return found
}

/** Names of the types that are Gatsby nodes (`implements Node`): one per content file. */
export function nodeTypeNames(typeDefs: string): Set<string> {
  const names = new Set<string>()
  for (const definition of parse(typeDefs).definitions) {
    if (
      definition.kind === Kind.OBJECT_TYPE_DEFINITION &&
      definition.interfaces?.some((iface) => iface.name.value === "Node")
    ) {
      names.add(definition.name.value)
    }
  }
  return names
}

export interface ContentProblem {
  /** Dotted path of the field inside the entry, e.g. `hero.primary.label` or `children[2].path`. */
  field: string
  message: string
}

const SCALAR_CHECKS: Record<string, (value: unknown) => boolean> = {
  String: (value) => typeof value === "string",
  Int: (value) => Number.isInteger(value),
  Float: (value) => typeof value === "number",
  Boolean: (value) => typeof value === "boolean",
  ID: (value) => typeof value === "string" || typeof value === "number",
  // An image beside the content (`@fileByRelativePath`): its path relative to the content file.
  File: (value) => typeof value === "string",
}

function isMissing(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === "string" && value.trim() === "")
}

function typeLabel(type: TypeNode): string {
  if (type.kind === Kind.NON_NULL_TYPE) return `${typeLabel(type.type)}!`
  if (type.kind === Kind.LIST_TYPE) return `[${typeLabel(type.type)}]`
  return type.name.value
}

/**
 * Checks one content entry against its declared type: required (`!`) fields present and not blank,
 * scalars of the right kind, nested objects and lists checked in turn. Fields the type does not
 * declare are reported too, because `@dontInfer` would silently drop a misspelt one.
 */
export function validateEntry(schema: ContentSchema, typeName: string, entry: unknown, prefix = ""): ContentProblem[] {
  const fields = schema.objects.get(typeName)
  if (!fields) return []
  if (typeof entry !== "object" || entry === null || Array.isArray(entry)) {
    return [{ field: prefix || "(entry)", message: `must be an object of type ${typeName}` }]
  }
  const record = entry as Record<string, unknown>
  const problems: ContentProblem[] = []
  for (const field of fields) {
    const fieldPath = prefix ? `${prefix}.${field.name}` : field.name
    problems.push(...validateValue(schema, field.type, record[field.name], fieldPath, field))
  }
  const declared = new Set(fields.map((field) => field.name))
  for (const key of Object.keys(record)) {
    if (!declared.has(key) && !GATSBY_NODE_KEYS.has(key)) {
      const fieldPath = prefix ? `${prefix}.${key}` : key
      problems.push({ field: fieldPath, message: `is not a field of ${typeName}` })
    }
  }
  return problems
}

const GATSBY_NODE_KEYS = new Set<string>([...RESERVED_NODE_KEYS, "jsonId"])

/** A value against its field's `@pattern` and `@range` (content-directives.ts); an empty optional text passes. */
function ruleProblems(field: FieldSpec | undefined, value: unknown, fieldPath: string): ContentProblem[] {
  if (field?.pattern && typeof value === "string" && value !== "" && !new RegExp(field.pattern.regex).test(value)) {
    return [{ field: fieldPath, message: `must match ${field.pattern.regex} (${field.pattern.message})` }]
  }
  const range = field?.range
  if (range && typeof value === "number") {
    if ((range.min !== undefined && value < range.min) || (range.max !== undefined && value > range.max)) {
      return [{ field: fieldPath, message: `must be between ${range.min ?? "-∞"} and ${range.max ?? "∞"}` }]
    }
  }
  return []
}

function validateValue(
  schema: ContentSchema,
  type: TypeNode,
  value: unknown,
  fieldPath: string,
  field?: FieldSpec,
): ContentProblem[] {
  if (type.kind === Kind.NON_NULL_TYPE) {
    if (isMissing(value)) {
      return [{ field: fieldPath, message: `is required (${typeLabel(type)}) but is missing or empty` }]
    }
    return validateValue(schema, type.type, value, fieldPath, field)
  }
  if (value === undefined || value === null) return []
  if (type.kind === Kind.LIST_TYPE) {
    if (!Array.isArray(value)) return [{ field: fieldPath, message: `must be a list (${typeLabel(type)})` }]
    return value.flatMap((item, index) => validateValue(schema, type.type, item, `${fieldPath}[${index}]`, field))
  }
  const name = type.name.value
  const scalarCheck = SCALAR_CHECKS[name]
  if (scalarCheck) {
    return scalarCheck(value)
      ? ruleProblems(field, value, fieldPath)
      : [{ field: fieldPath, message: `must be a ${name}` }]
  }
  const enumValues = schema.enums.get(name)
  if (enumValues) {
    return typeof value === "string" && enumValues.includes(value)
      ? []
      : [{ field: fieldPath, message: `must be one of ${enumValues.join(", ")} (${name})` }]
  }
  return validateEntry(schema, name, value, fieldPath)
}

/**
 * A reference content declares with `@link(by: "slug", from: "<field>")`: the `from` field of a node type holds
 * slugs (one or a list) of entries of the target type, e.g. a line's `industries` naming content/industries.json.
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
 * `content/equipment-lines.json: "detectores-multigas" names "petroleo" in "industries", which no entry of
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

import fs from "fs"
import path from "path"
import { Kind, parse } from "graphql"
import type { DocumentNode, FieldDefinitionNode, TypeNode } from "graphql"
import { defaultMaxLength } from "../src/lib/content-rules"
import { maxLengthOf, patternOf, rangeOf, ruleOf } from "./content-directives"
import type { PatternRule, RangeRule } from "./content-directives"

/*
 * The content schema as code reads it: the SDL of gatsby/types/*.graphql parsed into types, fields and enums.
 * An entry is checked against it in content-validation.ts, its slugs against their targets in content-links.ts.
 */

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
  /** A text's most characters: its `@maxLength`, or the default for its name (src/lib/content-rules.ts). */
  maxLength?: number
  /** A rule of src/lib/content-rules.ts's NAMED_RULES, named by `@rule`. */
  rule?: string
}

function namedTypeName(type: TypeNode): string {
  return type.kind === Kind.NAMED_TYPE ? type.name.value : namedTypeName(type.type)
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
          maxLength:
            namedTypeName(field.type) === "String"
              ? (maxLengthOf(field) ?? defaultMaxLength(field.name.value))
              : undefined,
          rule: ruleOf(field),
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

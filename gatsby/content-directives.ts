import { Kind } from "graphql"
import type { ConstDirectiveNode, FieldDefinitionNode } from "graphql"

/**
 * The directives the content schema adds to GraphQL's, each a Gatsby field extension that changes nothing in
 * the data layer: they are read from the SDL by the build's content check (content-schema.ts) and by the CMS's
 * configuration (gatsby/cms), so a rule is written once and enforced by both.
 *
 * - `@pattern(regex, message)`: a text must match the regular expression; `message` (Spanish) says how.
 * - `@range(min, max)`: a number must lie between both (inclusive); either may be left out.
 * - `@maxLength(chars)`: a text's most characters, where the schema chooses other than `defaultMaxLength`.
 * - `@rule(name)`: a check of src/lib/content-rules.ts's NAMED_RULES (the CUIT's check digit).
 * - `@internal`: a key the code reads (a chat step's id, where an option leads): kept out of the editor's sight.
 * - `@derived`: computed at build time (createResolvers), never written in a content file.
 */
export const CONTENT_DIRECTIVES = [
  { name: "pattern", args: { regex: "String!", message: "String!" }, extend: () => ({}) },
  { name: "range", args: { min: "Float", max: "Float" }, extend: () => ({}) },
  { name: "maxLength", args: { chars: "Int!" }, extend: () => ({}) },
  { name: "rule", args: { name: "String!" }, extend: () => ({}) },
  { name: "internal", extend: () => ({}) },
  { name: "derived", extend: () => ({}) },
]

export interface PatternRule {
  regex: string
  message: string
}
export interface RangeRule {
  min?: number
  max?: number
}
export interface LinkRule {
  by: string
  from?: string
}

function directive(field: FieldDefinitionNode, name: string): ConstDirectiveNode | undefined {
  return field.directives?.find((node) => node.name.value === name)
}

function argument(node: ConstDirectiveNode, name: string): string | number | undefined {
  const value = node.arguments?.find((arg) => arg.name.value === name)?.value
  if (!value) return undefined
  if (value.kind === Kind.STRING) return value.value
  if (value.kind === Kind.INT || value.kind === Kind.FLOAT) return Number(value.value)
  return undefined
}

export function patternOf(field: FieldDefinitionNode): PatternRule | undefined {
  const node = directive(field, "pattern")
  if (!node) return undefined
  return { regex: String(argument(node, "regex")), message: String(argument(node, "message")) }
}

export function rangeOf(field: FieldDefinitionNode): RangeRule | undefined {
  const node = directive(field, "range")
  if (!node) return undefined
  const min = argument(node, "min")
  const max = argument(node, "max")
  return { min: typeof min === "number" ? min : undefined, max: typeof max === "number" ? max : undefined }
}

export function maxLengthOf(field: FieldDefinitionNode): number | undefined {
  const node = directive(field, "maxLength")
  const chars = node ? argument(node, "chars") : undefined
  return typeof chars === "number" ? chars : undefined
}

export function ruleOf(field: FieldDefinitionNode): string | undefined {
  const node = directive(field, "rule")
  const name = node ? argument(node, "name") : undefined
  return typeof name === "string" ? name : undefined
}

export function linkOf(field: FieldDefinitionNode): LinkRule | undefined {
  const node = directive(field, "link")
  if (!node) return undefined
  const from = argument(node, "from")
  return { by: String(argument(node, "by") ?? "id"), from: typeof from === "string" ? from : undefined }
}

/** A field the file does not hold: resolved at build time, or a link read from another field (`from`). */
export function isDerived(field: FieldDefinitionNode): boolean {
  if (directive(field, "derived")) return true
  const link = linkOf(field)
  return Boolean(link?.from && link.from !== field.name.value)
}

/** A key the code reads, which the editor keeps (hidden) without showing it. */
export function isInternal(field: FieldDefinitionNode): boolean {
  return Boolean(directive(field, "internal"))
}

/** A file the field names (`@fileByRelativePath`): an image the CMS uploads beside the content. */
export function isFile(field: FieldDefinitionNode): boolean {
  return Boolean(directive(field, "fileByRelativePath"))
}

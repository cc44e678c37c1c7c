import { Kind } from "graphql"
import type { TypeNode } from "graphql"
import { rangeProblem, textProblems } from "../src/lib/content-rules"
import { RESERVED_NODE_KEYS } from "./content-schema"
import type { ContentSchema, FieldSpec } from "./content-schema"

/**
 * One content entry checked against its declared type (gatsby/types/*.graphql, read by content-schema.ts): what
 * the build refuses, as a problem per field, which gatsby/schema.ts reports with the file's name.
 */

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

/**
 * A value against its field's `@pattern`, `@range`, length and `@rule` (content-directives.ts), in the Spanish the
 * editor shows for the same value (src/lib/content-rules.ts); an empty optional text passes.
 */
function ruleProblems(field: FieldSpec | undefined, value: unknown, fieldPath: string): ContentProblem[] {
  if (field?.pattern && typeof value === "string" && value !== "" && !new RegExp(field.pattern.regex).test(value)) {
    return [{ field: fieldPath, message: `must match ${field.pattern.regex} (${field.pattern.message})` }]
  }
  if (field && typeof value === "string") {
    const [problem] = textProblems(value, field)
    if (problem) return [{ field: fieldPath, message: `is refused: ${problem}` }]
  }
  const outside = field?.range && typeof value === "number" ? rangeProblem(value, field.range) : undefined
  if (outside) return [{ field: fieldPath, message: `is refused: ${outside}` }]
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

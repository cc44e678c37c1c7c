/**
 * Content JSON as the repository keeps it: what Prettier (printWidth 120, as .prettierrc.json says) makes of
 * `JSON.stringify(value, null, 2)`. Objects stay one key per line; a list of texts or numbers goes on one line
 * when it fits. Written out here because the CMS saves synchronously in the browser, where Prettier 3 is
 * asynchronous; src/cms/json-format.test.ts holds it equal to Prettier on every content file. Decap hands over
 * an entry's data with its keys in no particular order (Immutable.js maps of more than eight keys do not keep
 * it): `inSchemaOrder` puts them back in the schema's order, which the content files follow.
 */
export const PRINT_WIDTH = 120
/** The name the CMS's configuration gives this format (gatsby/cms/config.ts), registered by src/cms/admin.ts. */
export const CMS_FORMAT = "json-prettier"
const INDENT = "  "

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

/** Prettier's width of a text: one column per character (content is Latin text). */
function width(text: string): number {
  return Array.from(text).length
}

function isScalar(value: Json): boolean {
  return value === null || typeof value !== "object"
}

/**
 * One value at `depth`, the rest of its line known: `lead` columns before it (indent and key), `trail`
 * after it (a comma), for the one-line test of a list.
 */
function print(value: Json, depth: number, lead: number, trail: number): string {
  if (isScalar(value)) return JSON.stringify(value)
  const inner = INDENT.repeat(depth + 1)
  const outer = INDENT.repeat(depth)
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]"
    if (value.every(isScalar)) {
      const flat = `[${value.map((item) => JSON.stringify(item)).join(", ")}]`
      if (lead + width(flat) + trail <= PRINT_WIDTH) return flat
    }
    const items = value.map((item, index) => {
      const comma = index < value.length - 1 ? 1 : 0
      return inner + print(item, depth + 1, width(inner), comma)
    })
    return `[\n${items.join(",\n")}\n${outer}]`
  }
  const entries = Object.entries(value as { [key: string]: Json }).filter(([, item]) => item !== undefined)
  if (entries.length === 0) return "{}"
  const lines = entries.map(([key, item], index) => {
    const prefix = `${inner}${JSON.stringify(key)}: `
    const comma = index < entries.length - 1 ? 1 : 0
    return prefix + print(item, depth + 1, width(prefix), comma)
  })
  return `{\n${lines.join(",\n")}\n${outer}}`
}

/** A content file's text: the value in the repository's formatting, with its final newline. */
export function formatJson(value: unknown): string {
  return `${print(value as Json, 0, 0, 0)}\n`
}

/** The order of a content file's keys, as its schema declares them: nested groups and list items included. */
export interface KeyOrder {
  name: string
  fields?: KeyOrder[]
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value)
}

/** `value` with its keys in the schema's order (keys the schema does not know keep their place after them). */
export function inSchemaOrder(value: unknown, order: readonly KeyOrder[]): unknown {
  if (Array.isArray(value)) return value.map((item) => inSchemaOrder(item, order))
  if (!isRecord(value) || order.length === 0) return value
  const known = order.filter((field) => field.name in value)
  const rest = Object.keys(value).filter((key) => !order.some((field) => field.name === key))
  return Object.fromEntries([
    ...known.map((field) => [field.name, inSchemaOrder(value[field.name], field.fields ?? [])]),
    ...rest.map((key) => [key, value[key]]),
  ])
}

/**
 * A content file as the editor reads it: a `null` (an optional field left empty, as `"coordinates": null`) is read
 * as absent, since Decap would check the empty group's numbers against their range. The site reads both alike.
 */
export function readContentJson(text: string): unknown {
  return JSON.parse(text, (_key, value: unknown) => (value === null ? undefined : value))
}

/** A content file as the editor writes it: its keys in the schema's order, in the repository's formatting. */
export function writeContentJson(data: unknown, order: readonly KeyOrder[]): string {
  return formatJson(inSchemaOrder(data, order))
}

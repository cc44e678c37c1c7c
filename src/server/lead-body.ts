/**
 * What a lead's body may be, decided once for every way it arrives (JSON, multipart through the production
 * server, multipart already parsed by a Gatsby Function host): a flat record of plain values and at most one
 * file. Anything else is refused before any value is converted or iterated.
 */
import { ATTACHMENT_MAX_BYTES } from "../lib/leads/form-rules"
import { LEAD_FIELDS, QUOTE_ITEMS_MAX } from "../lib/leads/kinds"

/** JSON bodies: the largest lead (every field at its cap, in 4-byte characters) is under 24 KB. */
export const JSON_BODY_LIMIT = 64 * 1024
/** Multipart bodies: the 10 MB attachment, the fields and the multipart framing. */
export const MULTIPART_BODY_LIMIT = ATTACHMENT_MAX_BYTES + 256 * 1024
/** More than any kind's fields and the envelope (the largest kind has 21). */
export const MAX_FIELDS = 40
/** A field's bytes: the 1000-character message in 4-byte characters, with room to spare. */
export const MAX_FIELD_BYTES = 8 * 1024
/**
 * The fields that may be lists (the interests, the services: several options chosen), each with the number of
 * its options: a longer list, or a list in any other field, is not a lead.
 */
export const LIST_FIELDS: ReadonlyMap<string, number> = new Map(
  Object.values(LEAD_FIELDS)
    .flat()
    .flatMap((spec) => (spec.rule.type === "choices" ? [[spec.name, spec.rule.options.length] as const] : [])),
)
/** Field names are plain identifiers: no brackets, dots or indexes that a parser could turn into structures. */
export const FIELD_NAME = /^[A-Za-z][A-Za-z0-9]{0,39}$/

/** A quote list's line as received: plain strings and numbers under the names of QUOTE_ITEM_KEYS only. */
export type ReceivedItem = Record<string, string | number>
export type LeadValue = string | number | boolean | null | string[] | ReceivedItem[]

/** The one field that is a list of objects: the quote list's lines (kind lista-cotizacion). */
export const ITEMS_FIELD = "items"
/** What a line may carry; the rules (lib/leads/items.ts) decide what each must be. */
const QUOTE_ITEM_KEYS: ReadonlySet<string> = new Set(["slug", "category", "name", "quantity", "note"])
/**
 * The lines' bytes as JSON, together: 50 lines with their names and notes at their caps in two-byte letters
 * (Spanish) fit; the 64 KB body could otherwise be spent on one field.
 */
export const MAX_ITEMS_BYTES = 40 * 1024

export interface ReceivedFile {
  fieldName: string
  /** The name as the browser sent it (UTF-8). */
  fileName: string
  bytes: Buffer
}

export interface ReceivedLead {
  values: Record<string, LeadValue>
  file: ReceivedFile | null
}

export class InvalidBody extends Error {}

function isShortString(value: unknown): value is string {
  return typeof value === "string" && Buffer.byteLength(value) <= MAX_FIELD_BYTES
}

/** A list of short strings no longer than the field's options; its length is checked before anything is read. */
function isShortList(name: string, value: unknown): value is string[] {
  if (!Array.isArray(value) || value.length > (LIST_FIELDS.get(name) ?? 0)) return false
  for (let index = 0; index < value.length; index += 1) {
    if (!Object.prototype.hasOwnProperty.call(value, index) || !isShortString(value[index])) return false
  }
  return true
}

/** A list of at most QUOTE_ITEMS_MAX plain objects of short strings and numbers under the known keys. */
function isItemList(name: string, value: unknown): value is ReceivedItem[] {
  if (name !== ITEMS_FIELD || !Array.isArray(value) || value.length > QUOTE_ITEMS_MAX) return false
  for (let index = 0; index < value.length; index += 1) {
    if (!Object.prototype.hasOwnProperty.call(value, index)) return false
    const item: unknown = value[index]
    if (!item || typeof item !== "object" || Array.isArray(item)) return false
    for (const [key, entry] of Object.entries(item)) {
      if (!QUOTE_ITEM_KEYS.has(key)) return false
      if (!isShortString(entry) && !(typeof entry === "number" && Number.isFinite(entry))) return false
    }
  }
  return Buffer.byteLength(JSON.stringify(value)) <= MAX_ITEMS_BYTES
}

/**
 * The values of a body as the lead's rules take them, or InvalidBody: an object (not an array) of at most
 * MAX_FIELDS plain-named fields, each a short string, a number, a yes/no, null or (LIST_FIELDS only) a list
 * of strings no longer than the field's options.
 */
export function leadValues(body: unknown): Record<string, LeadValue> {
  if (!body || typeof body !== "object" || Array.isArray(body)) throw new InvalidBody()
  const names = Object.keys(body)
  if (names.length > MAX_FIELDS) throw new InvalidBody()
  const values: Record<string, LeadValue> = Object.create(null)
  for (const name of names) {
    if (!FIELD_NAME.test(name)) throw new InvalidBody()
    const value = (body as Record<string, unknown>)[name]
    const plain =
      value === null ||
      typeof value === "boolean" ||
      (typeof value === "number" && Number.isFinite(value)) ||
      isShortString(value) ||
      isShortList(name, value) ||
      isItemList(name, value)
    if (!plain) throw new InvalidBody()
    values[name] = value as LeadValue
  }
  return values
}

/** Adds one multipart text field: a second value of the same name makes the field a list. */
export function addMultipartField(values: Record<string, LeadValue>, name: string, value: unknown) {
  if (!FIELD_NAME.test(name) || !isShortString(value)) throw new InvalidBody()
  const existing = values[name]
  if (existing === undefined) values[name] = value
  else if (typeof existing === "string" && (LIST_FIELDS.get(name) ?? 0) >= 2) values[name] = [existing, value]
  // Multipart never carries the quote list's objects: a list here is one of strings.
  else if (Array.isArray(existing) && existing.length < (LIST_FIELDS.get(name) ?? 0)) (existing as string[]).push(value)
  else throw new InvalidBody()
  if (Object.keys(values).length > MAX_FIELDS) throw new InvalidBody()
}

/** An attachment is the single file of a multipart body, in the field `attachment`, within its size. */
export function checkReceivedFile(file: ReceivedFile) {
  if (file.fieldName !== "attachment" || file.bytes.length > ATTACHMENT_MAX_BYTES) throw new InvalidBody()
}

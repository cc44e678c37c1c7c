/**
 * The lines of a quote list (kind `lista-cotizacion`): the rules the browser and the server share, and how a
 * line reads in the e-mail, the hand-off, the CSV and `npm run leads`.
 */
import { MAX_LENGTH, QUANTITY_MAX, QUANTITY_MIN, QUOTE_ITEMS_MAX, QUOTE_NOTE_MAX_LENGTH, SLUG_PATTERN } from "./kinds"
import type { FieldError } from "./rules"
import { validateCharacters, validateTextLength } from "./rules"

/** One line as it is sent and stored. */
export interface QuoteItem {
  slug: string
  /** The line's name: the catalogue's where the server knows the slug, as the visitor's list had it otherwise. */
  name: string
  quantity: number
  note?: string
  /** Set by the server: whether the slug is a line of the catalogue it serves (a removed line is still sent). */
  inCatalog?: boolean
}

export type ItemsCheck = { error: FieldError | null; value?: QuoteItem[] }

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value)
}

/** A text of one line: trimmed, NFC, with no control or bidi character, within `max` characters. */
function cleanText(value: unknown, max: number): { error: FieldError | null; value: string } {
  if (value === undefined || value === null) return { error: null, value: "" }
  if (typeof value !== "string") return { error: { code: "invalidValue" }, value: "" }
  const text = value.normalize("NFC").trim()
  return { error: validateCharacters(text) ?? validateTextLength(text, max), value: text }
}

function quantityOf(value: unknown): number | null {
  const number = typeof value === "string" && /^\d{1,9}$/.test(value.trim()) ? Number(value) : value
  return typeof number === "number" && Number.isInteger(number) && number >= QUANTITY_MIN && number <= QUANTITY_MAX
    ? number
    : null
}

/**
 * The lines as the rules take them, or the first error: a list of at most QUOTE_ITEMS_MAX objects (its length
 * checked before anything is read), each with a slug of the catalogue's form, a name, a whole quantity within
 * QUANTITY_MIN–QUANTITY_MAX and an optional note of at most QUOTE_NOTE_MAX_LENGTH characters.
 */
export function checkItems(raw: unknown, required: boolean): ItemsCheck {
  if (raw === undefined || raw === null || raw === "") return { error: required ? { code: "required" } : null }
  if (!Array.isArray(raw)) return { error: { code: "invalidValue" } }
  if (raw.length > QUOTE_ITEMS_MAX) return { error: { code: "tooManyItems", max: QUOTE_ITEMS_MAX } }
  if (raw.length === 0) return { error: required ? { code: "required" } : null }
  const items: QuoteItem[] = []
  for (let index = 0; index < raw.length; index += 1) {
    const entry: unknown = raw[index]
    if (!isRecord(entry)) return { error: { code: "invalidValue" } }
    const slug = typeof entry.slug === "string" ? entry.slug : ""
    if (slug.length > MAX_LENGTH.slug || !SLUG_PATTERN.test(slug)) return { error: { code: "invalidValue" } }
    const name = cleanText(entry.name, MAX_LENGTH.shortText)
    if (name.error) return { error: name.error }
    if (!name.value) return { error: { code: "invalidValue" } }
    const quantity = quantityOf(entry.quantity)
    if (quantity === null) return { error: { code: "invalidQuantity", min: QUANTITY_MIN, max: QUANTITY_MAX } }
    const note = cleanText(entry.note, QUOTE_NOTE_MAX_LENGTH)
    if (note.error) return { error: note.error }
    items.push({ slug, name: name.value, quantity, ...(note.value ? { note: note.value } : {}) })
  }
  return { error: null, value: items }
}

/**
 * The server's names for the lines it knows (content/equipment-lines.json), so the team reads the catalogue's
 * wording whatever a browser sent; a slug it does not know (a line removed since the visitor added it) keeps the
 * visitor's name and says so.
 */
export function withCatalogNames(items: readonly QuoteItem[], catalogue: ReadonlyMap<string, string>): QuoteItem[] {
  return items.map((item) => {
    const name = catalogue.get(item.slug)
    return { ...item, name: name ?? item.name, inCatalog: name !== undefined }
  })
}

export function isQuoteItemList(value: unknown): value is QuoteItem[] {
  return Array.isArray(value) && value.every((item) => isRecord(item) && typeof item.slug === "string")
}

/** "4 × Detectores portátiles de 4 gases (para la parada de planta)"; `notInCatalog` marks a removed line. */
export function itemLine(item: QuoteItem, notInCatalog?: string): string {
  const note = item.note ? ` (${item.note})` : ""
  const removed = item.inCatalog === false && notInCatalog ? ` [${notInCatalog}]` : ""
  return `${item.quantity} × ${item.name}${note}${removed}`
}

/** Every line, joined: one per line in the e-mail and the hand-off, "; " in the CSV and the staff table. */
export function itemsText(items: readonly QuoteItem[], separator: string, notInCatalog?: string): string {
  return items.map((item) => itemLine(item, notInCatalog)).join(separator)
}

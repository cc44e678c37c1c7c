/**
 * The quote list ("Lista de cotización"): the equipment lines a visitor gathers across pages to ask for one
 * quote. Pure: what is kept, how it is read back from storage (anything may be there) and how it changes.
 */
import {
  LINE_NAME_MAX_LENGTH,
  QUANTITY_MAX,
  QUANTITY_MIN,
  QUANTITY_START,
  QUOTE_ITEMS_MAX,
  QUOTE_NOTE_MAX_LENGTH,
  SLUG_MAX_LENGTH,
  SLUG_PATTERN,
} from "../leads/quote-limits"

export { QUOTE_LIST_KEY } from "./presence"
export const QUOTE_LIST_VERSION = 1

export interface QuoteListItem {
  readonly slug: string
  readonly category: string
  /** The name as the visitor saw it: a line removed from content later is still shown and sent by it. */
  readonly name: string
  readonly quantity: number
  readonly note: string
}

export type QuoteList = readonly QuoteListItem[]

/** What a button adds: the line, as its page or card shows it. */
export interface QuoteLine {
  slug: string
  category: string
  name: string
}

export function clampQuantity(value: number): number {
  if (!Number.isFinite(value)) return QUANTITY_MIN
  return Math.min(QUANTITY_MAX, Math.max(QUANTITY_MIN, Math.round(value)))
}

function text(value: unknown, max: number): string {
  return typeof value === "string" ? Array.from(value).slice(0, max).join("") : ""
}

/** One stored line, or null when it cannot be one (no slug of the catalogue's form, no name). */
function readItem(value: unknown): QuoteListItem | null {
  if (!value || typeof value !== "object" || Array.isArray(value)) return null
  const entry = value as Record<string, unknown>
  const slug = typeof entry.slug === "string" ? entry.slug : ""
  const name = text(entry.name, LINE_NAME_MAX_LENGTH).trim()
  if (!SLUG_PATTERN.test(slug) || slug.length > SLUG_MAX_LENGTH || !name) return null
  const category = typeof entry.category === "string" && SLUG_PATTERN.test(entry.category) ? entry.category : ""
  const quantity = clampQuantity(typeof entry.quantity === "number" ? entry.quantity : Number(entry.quantity))
  return { slug, category, name, quantity, note: text(entry.note, QUOTE_NOTE_MAX_LENGTH) }
}

/**
 * The list kept under QUOTE_LIST_KEY, whatever is there: `{ version: 1, items }`, a bare array of lines (the
 * shape before the version was kept), or garbage (an empty list). Lines that cannot be read are dropped, a
 * repeated slug is merged, and at most QUOTE_ITEMS_MAX are kept. A line whose slug is no longer in content stays.
 */
export function parseQuoteList(raw: string | null): QuoteList {
  if (!raw) return []
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    return []
  }
  const entries = Array.isArray(parsed)
    ? parsed
    : parsed && typeof parsed === "object" && Array.isArray((parsed as { items?: unknown }).items)
      ? (parsed as { items: unknown[] }).items
      : []
  let list: QuoteList = []
  for (const entry of entries.slice(0, QUOTE_ITEMS_MAX * 2)) {
    const item = readItem(entry)
    if (item) list = addLine(list, item, item.quantity)
  }
  return list
}

export function serializeQuoteList(list: QuoteList): string {
  return JSON.stringify({ version: QUOTE_LIST_VERSION, items: list })
}

/** Adds a line, or raises the quantity of the same line already in the list; a full list stays as it is. */
export function addLine(list: QuoteList, line: QuoteLine & { note?: string }, quantity = QUANTITY_START): QuoteList {
  const existing = list.find((item) => item.slug === line.slug)
  if (existing) return setQuantity(list, line.slug, existing.quantity + quantity)
  if (list.length >= QUOTE_ITEMS_MAX) return list
  return [
    ...list,
    {
      slug: line.slug,
      category: line.category,
      name: line.name,
      quantity: clampQuantity(quantity),
      note: line.note ?? "",
    },
  ]
}

export function setQuantity(list: QuoteList, slug: string, quantity: number): QuoteList {
  return list.map((item) => (item.slug === slug ? { ...item, quantity: clampQuantity(quantity) } : item))
}

export function setNote(list: QuoteList, slug: string, note: string): QuoteList {
  return list.map((item) => (item.slug === slug ? { ...item, note: text(note, QUOTE_NOTE_MAX_LENGTH) } : item))
}

export function removeLine(list: QuoteList, slug: string): QuoteList {
  return list.filter((item) => item.slug !== slug)
}

/** No more lines fit (QUOTE_ITEMS_MAX): a button says so instead of adding. */
export function isFull(list: QuoteList): boolean {
  return list.length >= QUOTE_ITEMS_MAX
}

/** The lines as the lead sends them. */
export function leadItems(list: QuoteList) {
  return list.map(({ slug, name, quantity, note }) => ({ slug, name, quantity, note: note.trim() }))
}

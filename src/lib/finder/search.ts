import { searchable } from "../without-accents"
import type { FinderQuery } from "./query"

/** One line in the finder's index (written at build time by gatsby/finder-index.ts). */
export interface FinderEntry {
  readonly slug: string
  /** Its category's slug. */
  readonly category: string
  readonly modes: readonly string[]
  /** Slugs of content/hazards.json. */
  readonly hazards: readonly string[]
  /** Slugs of content/industries.json. */
  readonly industries: readonly string[]
  /** Everything a visitor may type to find it, already folded by `searchable`. */
  readonly text: string
}

/** The index file: a version, so a cached file of another shape is refused rather than misread. */
export interface FinderIndex {
  readonly version: typeof FINDER_INDEX_VERSION
  readonly lines: readonly FinderEntry[]
}

export const FINDER_INDEX_VERSION = 1

/** A line's search text from every text that names or describes it. */
export function finderText(texts: readonly string[]): string {
  return searchable(texts.join(" "))
}

/** Whether every word of the free text begins a word of the line's text ("detec h2s" finds "detección… H₂S"). */
function matchesText(entry: FinderEntry, words: readonly string[]): boolean {
  const text = ` ${entry.text}`
  return words.every((word) => text.includes(` ${word}`))
}

/** The slugs of the lines that match the query, in the index's order (the catalogue's). */
export function matchingLines(entries: readonly FinderEntry[], query: FinderQuery): string[] {
  const words = searchable(query.q).split(" ").filter(Boolean)
  return entries
    .filter(
      (entry) =>
        (!query.categoria || entry.category === query.categoria) &&
        (!query.modo || entry.modes.includes(query.modo)) &&
        (!query.riesgo || entry.hazards.includes(query.riesgo)) &&
        (!query.industria || entry.industries.includes(query.industria)) &&
        matchesText(entry, words),
    )
    .map((entry) => entry.slug)
}

/** Whether a fetched file is an index this code reads. */
export function isFinderIndex(data: unknown): data is FinderIndex {
  return (
    typeof data === "object" &&
    data !== null &&
    (data as FinderIndex).version === FINDER_INDEX_VERSION &&
    Array.isArray((data as FinderIndex).lines)
  )
}

/** What writing a document gives: its bytes and page count, and how its last page came out. */
export interface WrittenDocument {
  bytes: Buffer
  pages: number
  /** How full the last page is, measured from the writer's cursor: 0 at its top margin, 1 at its bottom one. */
  lastPageFill: number
  /** The block to begin on a new page so that the last page holds enough, when it does not (PageFlow). */
  balancingBreak: number | null
}

/** No document ends on a page less than a third full (issue #43). */
export const MIN_LAST_PAGE_FILL = 1 / 3

/**
 * Writes a document, and writes it again with one block moved to the last page when its last page came out less
 * than a third full: the second version is kept when it has as many pages and a last page full enough.
 */
export async function writeBalanced(
  write: (breakBefore: number | null) => Promise<WrittenDocument>,
): Promise<WrittenDocument> {
  const first = await write(null)
  if (first.balancingBreak === null) return first
  const second = await write(first.balancingBreak)
  return second.pages === first.pages && second.lastPageFill >= MIN_LAST_PAGE_FILL ? second : first
}

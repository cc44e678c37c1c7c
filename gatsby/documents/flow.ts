import type { FontName } from "./fonts"
import { colors, CONTENT_HEIGHT, CONTENT_WIDTH, MARGINS, PAGE_HEIGHT, setFont } from "./page"

export type Struct = PDFKit.PDFStructureElement

/** Where a block began: its page (from 0), the cursor's height there, and whether it begins a chapter. */
interface BlockStart {
  page: number
  y: number
  chapter: boolean
}

/**
 * The page frame of a document being written: the cursor, the room left on the page, the column blocks are
 * written into and the structure element they are tagged under. Every block begins by asking it for the room it
 * needs (`begin`), so none starts where it cannot continue and a heading always starts on the page of the block
 * after it. It records where each block began, so that a second pass can move the last blocks of the page before
 * the last to fill the last page (`balancingBreak`, balance.ts).
 */
export class PageFlow {
  /** The chapter being written: its blocks are tagged inside it. */
  section: Struct | null = null
  /** The column being written by `columns()`, or null for the content width. */
  column: { x: number; width: number } | null = null
  /** Where each block of the content width began, in order. */
  private readonly starts: BlockStart[] = []
  /** The cursor where content ended on each page the flow left for a new one. */
  private readonly pageEnds = new Map<number, number>()
  /** A heading waiting for the block after it (`holdHeading`). */
  private held: { height: number; draw: () => void } | null = null

  constructor(
    readonly doc: PDFKit.PDFDocument,
    readonly root: Struct,
    /** A data sheet: headings a size smaller, no chapters above them. */
    readonly sheet: boolean,
    /** The block (counted from 0, as `starts`) to begin on a new page: the balancing pass's choice. */
    private readonly breakBefore: number | null = null,
  ) {}

  font(name: FontName, size: number, color: string = colors.text): PDFKit.PDFDocument {
    return setFont(this.doc, name, size, color)
  }

  /** The space left on the page below the cursor. */
  get room(): number {
    return PAGE_HEIGHT - MARGINS.bottom - this.doc.y
  }

  /** The page being written, from 0. */
  get pageIndex(): number {
    return this.doc.bufferedPageRange().count - 1
  }

  /** Moves to a new page unless `height` points still fit on this one (inside a block: a list's next item). */
  keepTogether(height: number): void {
    // Side-by-side columns were kept together as a whole (columns()): neither breaks on its own.
    if (this.column === null && height > this.room) this.newPage()
  }

  /**
   * A block begins: on a new page unless `height` points of it (with the heading held for it) fit on this one,
   * when `newPage` asks for one, or when it is the block the balancing pass moves. Returns whether it moved.
   */
  begin(height: number, options: { newPage?: boolean; chapter?: boolean } = {}): boolean {
    const held = this.held
    this.held = null
    let moved = false
    if (this.column === null) {
      const forced = (options.newPage || this.starts.length === this.breakBefore) && this.doc.y > MARGINS.top
      if (forced || height + (held?.height ?? 0) > this.room) {
        this.newPage()
        moved = true
      }
      this.starts.push({ page: this.pageIndex, y: this.doc.y, chapter: options.chapter ?? false })
    }
    held?.draw()
    return moved
  }

  /** Keeps a heading `height` points tall for the next block, which draws it where it begins (`begin`). */
  holdHeading(height: number, draw: () => void): void {
    this.held?.draw()
    this.held = { height, draw }
  }

  /** Draws a heading still held: one that ended the document. */
  releaseHeading(): void {
    this.held?.draw()
    this.held = null
  }

  /** How full the last page is, by the cursor: 0 at its top margin, 1 at its bottom one. */
  lastPageFill(): number {
    return Math.min(1, Math.max(0, (this.doc.y - MARGINS.top) / CONTENT_HEIGHT))
  }

  /**
   * The block to begin on a new page so that the last page holds at least `minFill` of a page, when it holds less:
   * of the blocks on the page before the last whose move is enough and after which everything fits on one page,
   * the latest chapter, or else the latest block (a chapter moves with what it keeps together).
   */
  balancingBreak(minFill: number): number | null {
    const last = this.pageIndex
    if (last === 0 || this.lastPageFill() >= minFill) return null
    const used = this.doc.y - MARGINS.top
    const end = this.pageEnds.get(last - 1) ?? PAGE_HEIGHT - MARGINS.bottom
    const candidates = this.starts
      .map((start, index) => ({ ...start, index, tail: end - start.y + used }))
      .filter(
        (start) =>
          start.page === last - 1 &&
          start.y > MARGINS.top &&
          start.tail >= minFill * CONTENT_HEIGHT &&
          start.tail <= CONTENT_HEIGHT,
      )
    const chosen = candidates.filter((start) => start.chapter).pop() ?? candidates.pop()
    return chosen?.index ?? null
  }

  /** Where text blocks go across the page: the content width, or the column being written. */
  get frame(): { x: number; width: number } {
    return this.column ?? { x: MARGINS.left, width: CONTENT_WIDTH }
  }

  newPage(): void {
    this.pageEnds.set(this.pageIndex, this.doc.y)
    this.doc.addPage()
    this.doc.x = MARGINS.left
    this.doc.y = MARGINS.top
  }

  /** The structure element a block is tagged under: its chapter, or the document. */
  get parent(): Struct {
    return this.section ?? this.root
  }
}

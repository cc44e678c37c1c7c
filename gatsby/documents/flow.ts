import type { FontName } from "./fonts"
import { colors, CONTENT_WIDTH, MARGINS, PAGE_HEIGHT, setFont } from "./page"

export type Struct = PDFKit.PDFStructureElement

/**
 * The page frame of a document being written: the cursor, the room left on the page, the column blocks are
 * written into and the structure element they are tagged under. Every block asks it for the room it needs
 * before drawing, so none starts where it cannot continue.
 */
export class PageFlow {
  /** The chapter being written: its blocks are tagged inside it. */
  section: Struct | null = null
  /** The column being written by `columns()`, or null for the content width. */
  column: { x: number; width: number } | null = null

  constructor(
    readonly doc: PDFKit.PDFDocument,
    readonly root: Struct,
    /** A data sheet: headings a size smaller, no chapters above them. */
    readonly sheet: boolean,
  ) {}

  font(name: FontName, size: number, color: string = colors.text): PDFKit.PDFDocument {
    return setFont(this.doc, name, size, color)
  }

  /** The space left on the page below the cursor. */
  get room(): number {
    return PAGE_HEIGHT - MARGINS.bottom - this.doc.y
  }

  /** Moves to a new page unless `height` points still fit on this one. */
  keepTogether(height: number): void {
    // Side-by-side columns were kept together as a whole (columns()): neither breaks on its own.
    if (this.column === null && height > this.room) this.newPage()
  }

  /** Where text blocks go across the page: the content width, or the column being written. */
  get frame(): { x: number; width: number } {
    return this.column ?? { x: MARGINS.left, width: CONTENT_WIDTH }
  }

  newPage(): void {
    this.doc.addPage()
    this.doc.x = MARGINS.left
    this.doc.y = MARGINS.top
  }

  /** The structure element a block is tagged under: its chapter, or the document. */
  get parent(): Struct {
    return this.section ?? this.root
  }
}

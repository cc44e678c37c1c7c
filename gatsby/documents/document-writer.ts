import PDFDocument from "pdfkit"
import { MIN_LAST_PAGE_FILL } from "./balance"
import type { WrittenDocument } from "./balance"
import type { Chapter } from "./contents"
import { CHAPTER_HEADING_HEIGHT, chapterHeading, drawContents } from "./contents"
import { drawCover, drawSheetBand, identity, reserveContents } from "./cover"
import type { DocumentChrome, DocumentMeta, WriterLayout } from "./cover"
import { FIGURES } from "./figures"
import { PageFlow } from "./flow"
import type { Struct } from "./flow"
import { FONTS, fontFace } from "./fonts"
import type { FontName } from "./fonts"
import { drawPageChrome, CONTENT_HEIGHT, CONTENT_WIDTH, issuedDate, MARGINS, PARAGRAPH_GAP } from "./page"
import { contactBox, contactBoxHeight, drawingBeside, equipmentLine, equipmentLineKeepHeight } from "./panels"
import type { ContactBoxContent, DrawInto, EquipmentLineOpening } from "./panels"
import { labelledTable, labelledTableHeight, recordTable, recordTableKeepHeight } from "./tables"
import type { LabelledTableOptions, RecordTableContent } from "./tables"
import { addressLine, heading, headingHeight, list, listHeight, note, paragraph, paragraphHeight } from "./text-blocks"
import type { ListItem } from "./text-blocks"

/** A drawing of figures.ts by the name content gives it. */
function figureNamed(drawing: string) {
  const figure = FIGURES[drawing as keyof typeof FIGURES]
  if (!figure)
    throw new Error(`content/documents.json: no drawing "${drawing}" (known: ${Object.keys(FIGURES).join(", ")})`)
  return figure
}

/**
 * A document being written: the shared layout (A4, cover band with the logo, header and footer on every
 * page, numbered chapters) and the blocks the documents are made of, each tagged for accessibility (headings,
 * paragraphs, lists, tables, figures) and kept from splitting awkwardly across pages. The blocks themselves
 * are drawn by text-blocks.ts, panels.ts, tables.ts and figures.ts on the page frame of flow.ts.
 */
export class DocumentWriter {
  readonly doc: PDFKit.PDFDocument
  private readonly flow: PageFlow
  private readonly chunks: Buffer[] = []
  private readonly finished: Promise<Buffer>
  private readonly contents: Struct
  private readonly chapters: Chapter[] = []
  private contentsTop = 0

  constructor(
    private readonly meta: DocumentMeta,
    private readonly chrome: DocumentChrome,
    layout: WriterLayout = {},
  ) {
    const date = issuedDate(meta.issued)
    this.doc = new PDFDocument({
      size: "A4",
      margins: MARGINS,
      bufferPages: true,
      autoFirstPage: false,
      tagged: true,
      lang: "es-AR",
      displayTitle: true,
      pdfVersion: "1.7",
      // Fixed dates make the file ID (pdfkit hashes the metadata) and the whole file depend on content only.
      info: {
        Title: meta.title,
        Author: chrome.author,
        Subject: meta.subject,
        Keywords: meta.keywords.join(", "),
        Creator: chrome.author,
        CreationDate: date,
        ModDate: date,
      },
    })
    for (const name of Object.keys(FONTS) as FontName[]) {
      this.doc.registerFont(name, fontFace(name) as unknown as PDFKit.Mixins.PDFFontSource)
    }
    this.finished = new Promise((resolve, reject) => {
      this.doc.on("data", (chunk: Buffer) => this.chunks.push(chunk))
      this.doc.on("end", () => resolve(Buffer.concat(this.chunks)))
      this.doc.on("error", reject)
    })
    const root = this.doc.struct("Document")
    this.doc.addStructure(root)
    this.flow = new PageFlow(this.doc, root, layout.sheet !== undefined, layout.breakBefore ?? null)
    this.doc.addPage()
    if (layout.sheet) drawSheetBand(this.flow, meta, chrome, layout.sheet)
    else this.contentsTop = drawCover(this.flow, meta, chrome)
    this.contents = this.doc.struct("TOC")
    root.add(this.contents)
  }

  /**
   * Room for the table of contents on the cover, filled in once the chapters' pages are known, and the
   * company block below it when it fits; the first chapter then starts on the next page.
   */
  reserveContents(chapterCount: number): void {
    reserveContents(this.flow, this.chrome, this.contentsTop, chapterCount)
  }

  /**
   * Blocks side by side, each in a column as wide as its share of `weight`, starting level: `heights(widths)`
   * says how tall the tallest will be, to keep them together on one page.
   */
  columns(
    heights: (widths: readonly number[]) => number,
    columns: ReadonlyArray<{ weight: number; write: (writer: DocumentWriter) => void }>,
  ): void {
    const { flow, doc } = this
    const gap = 24
    const total = columns.reduce((sum, column) => sum + column.weight, 0)
    const widths = columns.map((column) => ((CONTENT_WIDTH - gap * (columns.length - 1)) * column.weight) / total)
    flow.begin(heights(widths))
    const top = doc.y
    let bottom = top
    let x = MARGINS.left
    columns.forEach((column, index) => {
      flow.column = { x, width: widths[index] }
      x += widths[index] + gap
      doc.y = top
      column.write(this)
      bottom = Math.max(bottom, doc.y)
    })
    flow.column = null
    doc.x = MARGINS.left
    doc.y = bottom
  }

  /** The height of a list of plain texts in a column `width` points wide, as list() writes it. */
  listHeight(items: readonly string[], width: number): number {
    return listHeight(this.flow, items, width)
  }

  /** The height of a heading in a column `width` points wide, as heading() writes it. */
  headingHeight(level: 2 | 3, text: string, width: number): number {
    return headingHeight(this.flow, level, text, width)
  }

  /** The height of a paragraph in a column `width` points wide, as paragraph() writes it. */
  paragraphHeight(text: string, width: number, size?: number): number {
    return paragraphHeight(this.flow, text, width, size)
  }

  /** The height an equipment line's opening is kept with (equipmentLine()). */
  equipmentLineKeepHeight(line: EquipmentLineOpening, table: ReadonlyArray<{ label: string; value: string }>): number {
    return equipmentLineKeepHeight(this.flow, line, table)
  }

  /** The height of the quote box in a column `width` points wide, as contactBox() writes it. */
  contactBoxHeight(width: number, box: ContactBoxContent): number {
    return contactBoxHeight(this.flow, width, box)
  }

  newPage(): void {
    this.flow.newPage()
  }

  /**
   * A numbered chapter (H1) in its own section, begun where its title and `keepWith` points of what follows it
   * fit (200 points in all at least); `newPage` starts it at the top of a page.
   */
  chapter(title: string, options: { newPage?: boolean; keepWith?: number } = {}): void {
    const { flow } = this
    flow.section?.end()
    const keep = Math.max(200, CHAPTER_HEADING_HEIGHT + (options.keepWith ?? 0))
    const moved = flow.begin(Math.min(keep, CONTENT_HEIGHT), { newPage: options.newPage, chapter: true })
    if (!moved && this.doc.y > MARGINS.top) this.doc.y += 16
    const chapter = { number: this.chapters.length + 1, title, pageIndex: this.doc.bufferedPageRange().count - 1 }
    this.chapters.push(chapter)
    flow.section = this.doc.struct("Sect")
    flow.root.add(flow.section)
    chapterHeading(flow, flow.section, chapter)
  }

  /** A heading, begun on the page of the block after it. */
  heading(level: 2 | 3, text: string): void {
    heading(this.flow, level, text)
  }

  paragraph(text: string, options: { muted?: boolean; size?: number } = {}): void {
    paragraph(this.flow, text, options)
  }

  /** A highlighted note: a thin accent bar at its left. */
  note(text: string): void {
    note(this.flow, text)
  }

  /**
   * A list: square bullets, or numbered steps in navy circles. `lead` prints a bold lead-in before an
   * item's text ("Por día: ...").
   */
  list(items: readonly ListItem[], options: { numbered?: boolean } = {}): void {
    list(this.flow, items, options)
  }

  /** The height a drawing of gatsby/documents/figures.ts takes, with the space around it. */
  figureHeight(drawing: string): number {
    return figureNamed(drawing).height + 16
  }

  /** A drawing of gatsby/documents/figures.ts with its labels, tagged as a figure with its description. */
  figure(drawing: string, labels: readonly string[], description: string): void {
    const figure = figureNamed(drawing)
    if (labels.length !== figure.labels) {
      throw new Error(
        `content/documents.json: the drawing "${drawing}" takes ${figure.labels} labels, not ${labels.length}`,
      )
    }
    const { flow, doc } = this
    flow.begin(this.figureHeight(drawing))
    const top = doc.y + 4
    flow.parent.add(
      doc.struct("Figure", { alt: description }, () => figure.draw(doc, MARGINS.left, top, CONTENT_WIDTH, labels)),
    )
    doc.x = MARGINS.left
    doc.y = top + figure.height + PARAGRAPH_GAP + 8
  }

  /** An equipment line's opening: its drawing, name, summary and page's address, kept with its `table`. */
  equipmentLine(
    line: EquipmentLineOpening,
    draw: DrawInto,
    table: ReadonlyArray<{ label: string; value: string }>,
  ): void {
    equipmentLine(this.flow, line, draw, table)
  }

  /** A data sheet's opening: the drawing at the left, a heading, paragraphs and short facts beside it. */
  drawingBeside(
    drawing: { description: string; draw: DrawInto },
    text: { heading: string; paragraphs: readonly string[]; facts: ReadonlyArray<{ label: string; value: string }> },
  ): void {
    drawingBeside(this.flow, drawing, text)
  }

  /** A shaded box: a heading, a paragraph and label–value pairs (how to ask for a quote). */
  contactBox(box: ContactBoxContent): void {
    contactBox(this.flow, box)
  }

  /** A two-column table of labels and values (specifications, contact details). */
  labelledTable(rows: ReadonlyArray<{ label: string; value: string }>, options: LabelledTableOptions = {}): void {
    this.flow.begin(Math.min(labelledTableHeight(this.doc, rows, options), 160) + (options.caption ? 20 : 0))
    labelledTable(this.doc, this.flow.parent, rows, options)
  }

  /** One line across the page: a muted label and an address, linked ("En el sitio: www…"). */
  addressLine(label: string, url: string): void {
    addressLine(this.flow, label, url)
  }

  /** A printable form: blanks to fill in, then a table with a header row and empty rows. */
  recordTable(table: RecordTableContent): void {
    this.flow.begin(recordTableKeepHeight(table))
    recordTable(this.doc, this.flow.parent, table)
  }

  /**
   * Header, footer and contents, drawn on every page once the page count is known; then the file's bytes, its page
   * count, how full its last page is by the cursor, and the block a balancing pass would move (balance.ts).
   */
  async finish(): Promise<WrittenDocument> {
    const { doc, flow } = this
    flow.releaseHeading()
    flow.section?.end()
    const lastPageFill = flow.lastPageFill()
    const balancingBreak = flow.balancingBreak(MIN_LAST_PAGE_FILL)
    const { count } = doc.bufferedPageRange()
    doc.switchToPage(0)
    drawContents(flow, this.contents, this.chrome.contentsLabel, this.contentsTop, this.chapters)
    this.contents.end()
    flow.root.end()
    for (let index = 0; index < count; index++) {
      doc.switchToPage(index)
      drawPageChrome(
        doc,
        {
          title: [this.meta.title, ...identity(this.meta, this.chrome, { short: true })].join("  ·  "),
          pageLabel: this.chrome.pageLabel,
          author: this.chrome.author,
          contact: this.chrome.contact,
        },
        index,
        count,
      )
    }
    doc.end()
    return { bytes: await this.finished, pages: count, lastPageFill, balancingBreak }
  }
}

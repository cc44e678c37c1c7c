import PDFDocument from "pdfkit"
import { fillTemplate } from "../../src/lib/text-template"
import type { PdfDocumentContent } from "./content"
import { FONTS, fontFace } from "./fonts"
import type { FontName } from "./fonts"
import { drawLogo, LOGO_ON_DARK } from "./logo"
import {
  colors,
  CONTENT_WIDTH,
  COVER_BAND_HEIGHT,
  drawPageChrome,
  SHEET_BAND_HEIGHT,
  formatIssued,
  issuedDate,
  LINE_GAP,
  MARGINS,
  PAGE_HEIGHT,
  PAGE_WIDTH,
  PARAGRAPH_GAP,
  setFont,
  SIZES,
} from "./page"
import { FIGURES } from "./figures"
import { labelledTable, labelledTableHeight, recordTable } from "./tables"
import type { LabelledTableOptions, RecordTableContent } from "./tables"

/** What the cover and the file's metadata show; `issued` (YYYY-MM-DD) is printed and used as the file's dates. */
export type DocumentMeta = Pick<
  PdfDocumentContent,
  "title" | "subtitle" | "subject" | "keywords" | "issued" | "intro" | "code" | "revision"
>

export interface DocumentChrome {
  /** "Página {pagina} de {total}" */
  pageLabel: string
  /** "Emitido el {fecha}" */
  issuedLabel: string
  contentsLabel: string
  /** The company's legal name: the PDF's author and the footer's first words. */
  author: string
  /** The rest of the footer: phone, e-mail, web address. */
  contact: readonly string[]
  /** "Documento {codigo}" and "Revisión {revision}": a controlled document's identity, when it has a code. */
  codeLabel: string
  revisionLabel: string
  /**
   * The company block at the foot of the cover, when the contents leave room for it: its address (with the
   * CUIT once content gives it), contact line and hours.
   */
  company: readonly string[]
}

export interface WriterLayout {
  /**
   * A data sheet opens with a short band (the logo, `eyebrow` and `heading`, its H1) and its content right below,
   * instead of a cover with the contents.
   */
  sheet?: { eyebrow: string; heading: string }
}

/** The cover's company block: its height and the space kept above it. */
const COMPANY_BLOCK = { lineHeight: 13.5, padding: 14, gap: 18 } as const

type Struct = PDFKit.PDFStructureElement

/**
 * An address as printed (without its scheme), broken after its last "/" when it does not fit `width` points
 * in the current font: the line breaker does not break inside a word, and an address is one long word.
 */
export function breakAddress(doc: PDFKit.PDFDocument, url: string, width: number): string {
  const display = url.replace(/^https?:\/\//, "")
  if (doc.widthOfString(display) <= width) return display
  const cut = display.lastIndexOf("/") + 1
  return cut > 0 ? `${display.slice(0, cut)}\n${display.slice(cut)}` : display
}

interface Chapter {
  number: number
  title: string
  pageIndex: number
}

/**
 * A document being written: the shared layout (A4, cover band with the logo, header and footer on every
 * page, numbered chapters) and the text blocks the documents are made of, each tagged for accessibility
 * (headings, paragraphs, lists, tables) and kept from splitting awkwardly across pages.
 */
export class DocumentWriter {
  readonly doc: PDFKit.PDFDocument
  private readonly chunks: Buffer[] = []
  private readonly finished: Promise<Buffer>
  private readonly root: Struct
  private readonly contents: Struct
  private readonly chapters: Chapter[] = []
  private contentsTop = 0
  private section: Struct | null = null
  private column: { x: number; width: number } | null = null
  private readonly sheet: boolean

  constructor(
    private readonly meta: DocumentMeta,
    private readonly chrome: DocumentChrome,
    layout: WriterLayout = {},
  ) {
    this.sheet = layout.sheet !== undefined
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
    this.root = this.doc.struct("Document")
    this.doc.addStructure(this.root)
    this.doc.addPage()
    if (layout.sheet) this.drawSheetBand(layout.sheet)
    else this.drawCover()
    this.contents = this.doc.struct("TOC")
    this.root.add(this.contents)
  }

  private font(name: FontName, size: number, color: string = colors.text): PDFKit.PDFDocument {
    return setFont(this.doc, name, size, color)
  }

  /** The first page: the navy band with the logo, title and subtitle, then the date of issue and the intro. */
  private drawCover(): void {
    const { doc, meta } = this
    doc.markContent("Artifact", { type: "Layout" })
    doc.rect(0, 0, PAGE_WIDTH, COVER_BAND_HEIGHT).fill(colors.navy)
    doc.rect(0, COVER_BAND_HEIGHT, PAGE_WIDTH, 6).fill(colors.accent)
    drawLogo(doc, LOGO_ON_DARK, MARGINS.left, 52, 230)
    doc.endMarkedContent()

    doc.y = 150
    this.root.add(
      doc.struct("H1", {}, () => {
        this.font("bold", SIZES.coverTitle, colors.textOnDark).text(meta.title, MARGINS.left, 150, {
          width: CONTENT_WIDTH - 40,
          lineGap: 2,
        })
      }),
    )
    doc.moveDown(0.5)
    this.root.add(
      doc.struct("P", {}, () => {
        this.font("regular", SIZES.coverSubtitle, colors.textOnDarkMuted).text(meta.subtitle, {
          width: CONTENT_WIDTH - 40,
          lineGap: 2,
        })
      }),
    )

    doc.y = COVER_BAND_HEIGHT + 34
    this.root.add(
      doc.struct("P", {}, () => {
        this.font("semibold", SIZES.small, colors.textMuted).text(
          [fillTemplate(this.chrome.issuedLabel, { fecha: formatIssued(meta.issued) }), ...this.identity()]
            .join("  ·  ")
            .toUpperCase(),
          MARGINS.left,
          doc.y,
          { characterSpacing: 0.6 },
        )
      }),
    )
    doc.moveDown(0.8)
    this.root.add(
      doc.struct("P", {}, () => {
        this.font("regular", 11.5).text(meta.intro, { width: CONTENT_WIDTH, lineGap: 4 })
      }),
    )
    doc.moveDown(1.2)
    this.contentsTop = doc.y
  }

  /**
   * A data sheet's first page: a navy band with the logo, the eyebrow (what kind of sheet, of what) and the
   * title, as tall as the title needs; then the date of issue with the code, and the content below.
   */
  private drawSheetBand({ eyebrow, heading }: NonNullable<WriterLayout["sheet"]>): void {
    const { doc, meta } = this
    const titleTop = 92
    this.font("bold", SIZES.sheetTitle)
    const titleHeight = doc.heightOfString(heading, { width: CONTENT_WIDTH, lineGap: 1 })
    const bandHeight = Math.max(SHEET_BAND_HEIGHT, titleTop + titleHeight + 26)
    doc.markContent("Artifact", { type: "Layout" })
    doc.rect(0, 0, PAGE_WIDTH, bandHeight).fill(colors.navy)
    doc.rect(0, bandHeight, PAGE_WIDTH, 5).fill(colors.accent)
    drawLogo(doc, LOGO_ON_DARK, MARGINS.left, 26, 150)
    doc.endMarkedContent()
    this.root.add(
      doc.struct("P", {}, () => {
        this.font("semibold", SIZES.small, colors.accent).text(eyebrow.toUpperCase(), MARGINS.left, titleTop - 18, {
          width: CONTENT_WIDTH,
          characterSpacing: 0.8,
        })
      }),
    )
    this.root.add(
      doc.struct("H1", {}, () => {
        this.font("bold", SIZES.sheetTitle, colors.textOnDark).text(heading, MARGINS.left, titleTop, {
          width: CONTENT_WIDTH,
          lineGap: 1,
        })
      }),
    )
    this.root.add(
      doc.struct("P", {}, () => {
        this.font("semibold", SIZES.small, colors.textMuted).text(
          [fillTemplate(this.chrome.issuedLabel, { fecha: formatIssued(meta.issued) }), ...this.identity()]
            .join("  ·  ")
            .toUpperCase(),
          MARGINS.left,
          bandHeight + 18,
          { width: CONTENT_WIDTH, characterSpacing: 0.6 },
        )
      }),
    )
    doc.x = MARGINS.left
    doc.y += 10
  }

  /** "Documento VG-CGA-01", "Revisión 1": only for a document that content gives a code. */
  private identity({ short = false } = {}): string[] {
    const { code, revision } = this.meta
    if (!code) return []
    return [
      short ? code : fillTemplate(this.chrome.codeLabel, { codigo: code }),
      ...(revision ? [fillTemplate(this.chrome.revisionLabel, { revision })] : []),
    ]
  }

  /**
   * Room for the table of contents on the cover, filled in once the chapters' pages are known. Below it, the
   * company block at the foot of the cover when it fits (a long catalog's contents fill the cover themselves),
   * so no cover is left half empty; the first chapter then starts on the next page.
   */
  reserveContents(chapterCount: number): void {
    const contentsEnd = this.contentsTop + 30 + chapterCount * 20
    const { company } = this.chrome
    const blockHeight = company.length * COMPANY_BLOCK.lineHeight + 2 * COMPANY_BLOCK.padding
    const blockTop = PAGE_HEIGHT - MARGINS.bottom - blockHeight
    if (company.length > 0 && contentsEnd + COMPANY_BLOCK.gap <= blockTop) {
      this.drawCompanyBlock(blockTop, blockHeight)
      this.doc.y = PAGE_HEIGHT - MARGINS.bottom
    } else {
      this.doc.y = contentsEnd + 16
    }
  }

  private drawCompanyBlock(top: number, height: number): void {
    const { doc } = this
    const [name, ...lines] = this.chrome.company
    doc.markContent("Artifact", { type: "Layout" })
    doc.rect(MARGINS.left, top, CONTENT_WIDTH, height).fill(colors.surface)
    doc.rect(MARGINS.left, top, 3, height).fill(colors.accent)
    doc.endMarkedContent()
    let y = top + COMPANY_BLOCK.padding
    this.root.add(
      doc.struct("P", {}, () => {
        this.font("bold", 9.5, colors.navy).text(name, MARGINS.left + 16, y, { width: CONTENT_WIDTH - 32 })
      }),
    )
    for (const line of lines) {
      y += COMPANY_BLOCK.lineHeight
      this.root.add(
        doc.struct("P", {}, () => {
          this.font("regular", 9, colors.text).text(line, MARGINS.left + 16, y, { width: CONTENT_WIDTH - 32 })
        }),
      )
    }
    doc.x = MARGINS.left
  }

  /** The space left on the page below the cursor. */
  private get room(): number {
    return PAGE_HEIGHT - MARGINS.bottom - this.doc.y
  }

  /** Moves to a new page unless `height` points still fit on this one. */
  keepTogether(height: number): void {
    // Side-by-side columns were kept together as a whole (columns()): neither breaks on its own.
    if (this.column === null && height > this.room) this.newPage()
  }

  /** Where text blocks go across the page: the content width, or the column being written. */
  private get frame(): { x: number; width: number } {
    return this.column ?? { x: MARGINS.left, width: CONTENT_WIDTH }
  }

  /**
   * Blocks side by side, each in a column as wide as its share of `weight`, starting level: `heights(widths)`
   * says how tall the tallest will be, to keep them together on one page.
   */
  columns(
    heights: (widths: readonly number[]) => number,
    columns: ReadonlyArray<{ weight: number; write: (writer: DocumentWriter) => void }>,
  ): void {
    const gap = 24
    const total = columns.reduce((sum, column) => sum + column.weight, 0)
    const widths = columns.map((column) => ((CONTENT_WIDTH - gap * (columns.length - 1)) * column.weight) / total)
    this.keepTogether(heights(widths))
    const top = this.doc.y
    let bottom = top
    let x = MARGINS.left
    columns.forEach((column, index) => {
      this.column = { x, width: widths[index] }
      x += widths[index] + gap
      this.doc.y = top
      column.write(this)
      bottom = Math.max(bottom, this.doc.y)
    })
    this.column = null
    this.doc.x = MARGINS.left
    this.doc.y = bottom
  }

  /** The height of a list of plain texts in a column `width` points wide, as list() writes it. */
  listHeight(items: readonly string[], width: number): number {
    this.font("regular", SIZES.body)
    return items.reduce(
      (sum, item) => sum + this.doc.heightOfString(item, { width: width - 16, lineGap: LINE_GAP }) + 3.5,
      PARAGRAPH_GAP - 2,
    )
  }

  newPage(): void {
    this.doc.addPage()
    this.doc.x = MARGINS.left
    this.doc.y = MARGINS.top
  }

  private get parent(): Struct {
    return this.section ?? this.root
  }

  /** A numbered chapter (H1) in its own section; `newPage` starts it at the top of a page. */
  chapter(title: string, options: { newPage?: boolean } = {}): void {
    this.section?.end()
    if (options.newPage || this.room < 200) this.newPage()
    else this.doc.y += 16
    const number = this.chapters.length + 1
    this.chapters.push({ number, title, pageIndex: this.doc.bufferedPageRange().count - 1 })
    this.section = this.doc.struct("Sect")
    this.root.add(this.section)
    const { doc } = this
    const top = doc.y
    doc.markContent("Artifact", { type: "Layout" })
    doc.rect(MARGINS.left, top, 28, 28).fill(colors.accent)
    this.font("bold", 13, colors.navy).text(String(number), MARGINS.left, top + 7.5, { width: 28, align: "center" })
    doc.endMarkedContent()
    this.section.add(
      doc.struct("H1", {}, () => {
        this.font("bold", SIZES.h1, colors.navy).text(title, MARGINS.left + 40, top + 2, {
          width: CONTENT_WIDTH - 40,
        })
      }),
    )
    doc.x = MARGINS.left
    doc.y = Math.max(doc.y, top + 28) + 12
  }

  heading(level: 2 | 3, text: string, keepWith = 60): void {
    // A data sheet's headings are a size smaller and closer to their text: it has no chapters above them.
    const size = level === 2 ? (this.sheet ? SIZES.sheetHeading : SIZES.h2) : SIZES.h3
    const font: FontName = level === 2 ? "bold" : "semibold"
    this.font(font, size)
    this.keepTogether(this.doc.heightOfString(text, { width: this.frame.width }) + keepWith)
    this.doc.y += level === 2 ? (this.sheet ? 5 : 8) : 5
    this.parent.add(
      this.doc.struct(level === 2 ? "H2" : "H3", {}, () => {
        this.font(font, size, level === 2 ? colors.navy : colors.text).text(text, this.frame.x, this.doc.y, {
          width: this.frame.width,
        })
      }),
    )
    this.doc.y += level === 2 ? (this.sheet ? 4 : 6) : 3
  }

  paragraph(text: string, options: { muted?: boolean; size?: number } = {}): void {
    const size = options.size ?? SIZES.body
    this.font("regular", size)
    const height = this.doc.heightOfString(text, { width: this.frame.width, lineGap: LINE_GAP })
    // A short paragraph moves whole; a long one may split, leaving at least three lines behind.
    this.keepTogether(Math.min(height, 3 * (size + LINE_GAP) + 4))
    this.parent.add(
      this.doc.struct("P", {}, () => {
        this.font("regular", size, options.muted ? colors.textMuted : colors.text).text(
          text,
          this.frame.x,
          this.doc.y,
          {
            width: this.frame.width,
            lineGap: LINE_GAP,
          },
        )
      }),
    )
    this.doc.y += PARAGRAPH_GAP
  }

  /** A highlighted note: a thin accent bar at its left. */
  note(text: string): void {
    this.font("regular", SIZES.body)
    const height = this.doc.heightOfString(text, { width: CONTENT_WIDTH - 18, lineGap: LINE_GAP })
    this.keepTogether(height + 16)
    const top = this.doc.y
    this.doc.markContent("Artifact", { type: "Layout" })
    this.doc.rect(MARGINS.left, top, CONTENT_WIDTH, height + 14).fill(colors.surface)
    this.doc.rect(MARGINS.left, top, 3, height + 14).fill(colors.accent)
    this.doc.endMarkedContent()
    this.parent.add(
      this.doc.struct("P", {}, () => {
        this.font("regular", SIZES.body).text(text, MARGINS.left + 14, top + 7, {
          width: CONTENT_WIDTH - 18,
          lineGap: LINE_GAP,
        })
      }),
    )
    this.doc.x = MARGINS.left
    this.doc.y = top + height + 14 + PARAGRAPH_GAP + 4
  }

  /**
   * A list: square bullets, or numbered steps in navy circles. `lead` prints a bold lead-in before an
   * item's text ("Por día: ...").
   */
  list(
    items: ReadonlyArray<string | { lead: string; text: string } | { text: string; link: string }>,
    options: { numbered?: boolean } = {},
  ): void {
    const { doc } = this
    const indent = options.numbered ? 26 : 16
    const { x: left, width: frameWidth } = this.frame
    const width = frameWidth - indent
    const list = doc.struct("L")
    this.parent.add(list)
    items.forEach((item, index) => {
      const text = typeof item === "string" ? item : "lead" in item ? `${item.lead}: ${item.text}` : item.text
      this.font("regular", SIZES.body)
      this.keepTogether(Math.min(doc.heightOfString(text, { width, lineGap: LINE_GAP }), 40) + 4)
      const top = doc.y
      const entry = doc.struct("LI")
      list.add(entry)
      entry.add(
        doc.struct("Lbl", {}, () => {
          if (options.numbered) {
            doc.circle(left + 9, top + 6.5, 9).fill(colors.navy)
            this.font("bold", 8.5, colors.textOnDark).text(String(index + 1), left, top + 2.6, {
              width: 18,
              align: "center",
            })
          } else {
            doc.rect(left + 2, top + 4, 4.5, 4.5).fill(colors.accentHover)
          }
        }),
      )
      entry.add(
        doc.struct("LBody", {}, () => {
          if (typeof item === "string") {
            this.font("regular", SIZES.body).text(item, left + indent, top, { width, lineGap: LINE_GAP })
          } else if ("link" in item) {
            this.font("regular", SIZES.body, colors.link).text(item.text, left + indent, top, {
              width,
              lineGap: LINE_GAP,
              link: item.link,
            })
          } else {
            this.font("semibold", SIZES.body).text(`${item.lead}: `, left + indent, top, {
              width,
              lineGap: LINE_GAP,
              continued: true,
            })
            this.font("regular", SIZES.body).text(item.text, { width, lineGap: LINE_GAP })
          }
        }),
      )
      entry.end()
      doc.y += options.numbered ? 6 : 3.5
    })
    list.end()
    doc.x = left
    doc.y += PARAGRAPH_GAP - 2
  }

  /** A drawing of gatsby/documents/figures.ts with its labels, tagged as a figure with its description. */
  figure(drawing: string, labels: readonly string[], description: string): void {
    const figure = FIGURES[drawing as keyof typeof FIGURES]
    if (!figure)
      throw new Error(`content/documents.json: no drawing "${drawing}" (known: ${Object.keys(FIGURES).join(", ")})`)
    if (labels.length !== figure.labels) {
      throw new Error(
        `content/documents.json: the drawing "${drawing}" takes ${figure.labels} labels, not ${labels.length}`,
      )
    }
    this.keepTogether(figure.height + 16)
    const top = this.doc.y + 4
    this.parent.add(
      this.doc.struct("Figure", { alt: description }, () =>
        figure.draw(this.doc, MARGINS.left, top, CONTENT_WIDTH, labels),
      ),
    )
    this.doc.x = MARGINS.left
    this.doc.y = top + figure.height + PARAGRAPH_GAP + 8
  }

  /**
   * An equipment line's opening: its drawing on the navy of the site's cards at the left, its name, summary and
   * the address of its page beside it. `draw` draws the drawing into the box it is given.
   */
  equipmentLine(
    line: { name: string; summary: string; linkLabel: string; url: string },
    draw: (box: { x: number; y: number; width: number }) => void,
    /** The specifications table that follows it. */
    table: ReadonlyArray<{ label: string; value: string }>,
  ): void {
    const { doc } = this
    const art = { width: 126, height: 84 }
    const textX = MARGINS.left + art.width + 16
    const width = CONTENT_WIDTH - art.width - 16
    this.font("regular", SIZES.small)
    const display = breakAddress(this.doc, line.url, width - this.doc.widthOfString(`${line.linkLabel} `))
    this.font("semibold", SIZES.h3)
    const nameHeight = doc.heightOfString(line.name, { width })
    this.font("regular", SIZES.body)
    const summaryHeight = doc.heightOfString(line.summary, { width, lineGap: LINE_GAP })
    this.font("regular", SIZES.small)
    const linkHeight = doc.heightOfString(`${line.linkLabel} ${display}`, { width })
    const height = Math.max(art.height, nameHeight + 4 + summaryHeight + 5 + linkHeight)
    // Kept with the first rows of its specifications table (a whole table kept with it left pages half empty).
    this.keepTogether(height + 18 + Math.min(labelledTableHeight(this.doc, table) + 24, 160))
    doc.y += 12
    const top = doc.y
    doc.markContent("Artifact", { type: "Layout" })
    doc.roundedRect(MARGINS.left, top, art.width, art.height, 5).fill(colors.navy)
    draw({ x: MARGINS.left, y: top, width: art.width })
    doc.endMarkedContent()
    this.parent.add(
      doc.struct("H3", {}, () => {
        this.font("semibold", SIZES.h3).text(line.name, textX, top, { width })
      }),
    )
    const summaryTop = top + nameHeight + 4
    this.parent.add(
      doc.struct("P", {}, () => {
        this.font("regular", SIZES.body).text(line.summary, textX, summaryTop, { width, lineGap: LINE_GAP })
      }),
    )
    const linkTop = summaryTop + summaryHeight + 5
    this.parent.add(
      doc.struct("P", {}, () => {
        this.font("regular", SIZES.small, colors.textMuted).text(`${line.linkLabel} `, textX, linkTop, {
          width,
          continued: true,
        })
        this.font("regular", SIZES.small, colors.link).text(display, { link: line.url, width })
      }),
    )
    doc.x = MARGINS.left
    doc.y = top + height + 6
  }

  /**
   * A data sheet's opening: the drawing on navy at the left (a figure, described by `description`), and beside
   * it a heading, paragraphs and short facts ("Disponible para: Venta, Alquiler").
   */
  drawingBeside(
    drawing: { description: string; draw: (box: { x: number; y: number; width: number }) => void },
    text: {
      heading: string
      paragraphs: readonly string[]
      facts: ReadonlyArray<{ label: string; value: string }>
    },
  ): void {
    const { doc } = this
    const art = { width: 159, height: 106 }
    const textX = MARGINS.left + art.width + 18
    const width = CONTENT_WIDTH - art.width - 18
    const top = doc.y
    this.parent.add(
      doc.struct("Figure", { alt: drawing.description }, () => {
        doc.roundedRect(MARGINS.left, top, art.width, art.height, 6).fill(colors.navy)
        drawing.draw({ x: MARGINS.left, y: top, width: art.width })
      }),
    )
    this.parent.add(
      doc.struct("H2", {}, () => {
        this.font("bold", SIZES.sheetHeading, colors.navy).text(text.heading, textX, top - 1, { width })
      }),
    )
    doc.y += 4
    for (const paragraph of text.paragraphs) {
      this.parent.add(
        doc.struct("P", {}, () => {
          this.font("regular", SIZES.body).text(paragraph, textX, doc.y, { width, lineGap: LINE_GAP })
        }),
      )
      doc.y += 5
    }
    for (const fact of text.facts) {
      doc.y += 1
      this.parent.add(
        doc.struct("P", {}, () => {
          this.font("semibold", SIZES.small, colors.textMuted).text(`${fact.label} `, textX, doc.y, {
            width,
            continued: true,
          })
          this.font("regular", SIZES.small, colors.text).text(fact.value, { width })
        }),
      )
    }
    doc.x = MARGINS.left
    doc.y = Math.max(doc.y, top + art.height) + 8
  }

  /**
   * A shaded box with an accent bar: a heading, a paragraph and label–value pairs three to a row (how to ask
   * for a quote, with the company's contact details).
   */
  contactBox(heading: string, text: string, rows: ReadonlyArray<{ label: string; value: string }>): void {
    const { doc } = this
    const padding = 14
    const innerWidth = CONTENT_WIDTH - 2 * padding - 3
    const perRow = 3
    const columnWidth = (innerWidth - 16 * (perRow - 1)) / perRow
    this.font("regular", SIZES.body)
    const textHeight = doc.heightOfString(text, { width: innerWidth, lineGap: LINE_GAP })
    this.font("regular", SIZES.small)
    const rowHeights: number[] = []
    for (let index = 0; index < rows.length; index += perRow) {
      const pair = rows.slice(index, index + perRow)
      rowHeights.push(Math.max(...pair.map((row) => doc.heightOfString(row.value, { width: columnWidth }))) + 19)
    }
    const height = padding + 18 + textHeight + 8 + rowHeights.reduce((sum, row) => sum + row, 0) + padding - 6
    this.keepTogether(height + 12)
    doc.y += 6
    const top = doc.y
    const x = MARGINS.left + 3 + padding
    doc.markContent("Artifact", { type: "Layout" })
    doc.rect(MARGINS.left, top, CONTENT_WIDTH, height).fill(colors.surface)
    doc.rect(MARGINS.left, top, 3, height).fill(colors.accent)
    doc.endMarkedContent()
    this.parent.add(
      doc.struct("H2", {}, () => {
        this.font("bold", SIZES.h3, colors.navy).text(heading, x, top + padding, { width: innerWidth })
      }),
    )
    const textTop = top + padding + 18
    this.parent.add(
      doc.struct("P", {}, () => {
        this.font("regular", SIZES.body).text(text, x, textTop, { width: innerWidth, lineGap: LINE_GAP })
      }),
    )
    let y = textTop + textHeight + 8
    rowHeights.forEach((rowHeight, pairIndex) => {
      rows.slice(pairIndex * perRow, pairIndex * perRow + perRow).forEach((row, column) => {
        const left = x + column * (columnWidth + 16)
        this.parent.add(
          doc.struct("P", {}, () => {
            this.font("semibold", 7.5, colors.textMuted).text(row.label.toUpperCase(), left, y, {
              width: columnWidth,
              characterSpacing: 0.5,
            })
            this.font("regular", SIZES.small, colors.text).text(row.value, left, y + 10, { width: columnWidth })
          }),
        )
      })
      y += rowHeight
    })
    doc.x = MARGINS.left
    doc.y = top + height + PARAGRAPH_GAP
  }

  /** A two-column table of labels and values (specifications, contact details). */
  labelledTable(rows: ReadonlyArray<{ label: string; value: string }>, options: LabelledTableOptions = {}): void {
    this.keepTogether(Math.min(labelledTableHeight(this.doc, rows, options), 160) + (options.caption ? 20 : 0))
    labelledTable(this.doc, this.parent, rows, options)
  }

  /** One line across the page: a muted label and an address, linked ("En el sitio: www…"). */
  addressLine(label: string, url: string): void {
    const { doc } = this
    this.keepTogether(16)
    this.parent.add(
      doc.struct("P", {}, () => {
        this.font("semibold", SIZES.small, colors.textMuted).text(`${label} `, MARGINS.left, doc.y, {
          width: CONTENT_WIDTH,
          continued: true,
        })
        const display = breakAddress(doc, url, CONTENT_WIDTH - doc.widthOfString(`${label} `))
        this.font("regular", SIZES.small, colors.link).text(display, { width: CONTENT_WIDTH, link: url })
      }),
    )
    doc.x = MARGINS.left
    doc.y += PARAGRAPH_GAP
  }

  /** A printable form: blanks to fill in, then a table with a header row and empty rows. */
  recordTable(table: RecordTableContent): void {
    recordTable(this.doc, this.parent, table)
  }

  /** Header, footer and contents, drawn on every page once the page count is known; then the file's bytes. */
  async finish(): Promise<{ bytes: Buffer; pages: number }> {
    this.section?.end()
    const { doc } = this
    const { count } = doc.bufferedPageRange()
    doc.switchToPage(0)
    this.drawContents()
    this.contents.end()
    this.root.end()
    for (let index = 0; index < count; index++) {
      doc.switchToPage(index)
      drawPageChrome(
        doc,
        {
          title: [this.meta.title, ...this.identity({ short: true })].join("  ·  "),
          pageLabel: this.chrome.pageLabel,
          author: this.chrome.author,
          contact: this.chrome.contact,
        },
        index,
        count,
      )
    }
    doc.end()
    return { bytes: await this.finished, pages: count }
  }

  private drawContents(): void {
    const { doc } = this
    if (this.chapters.length === 0) return
    let y = this.contentsTop
    this.contents.add(
      doc.struct("Caption", {}, () => {
        this.font("bold", SIZES.h3, colors.navy).text(this.chrome.contentsLabel, MARGINS.left, y)
      }),
    )
    y += 26
    for (const chapter of this.chapters) {
      const top = y
      const pageNumber = String(chapter.pageIndex + 1)
      this.contents.add(
        doc.struct("TOCI", {}, () => {
          this.font("bold", SIZES.body, colors.navy).text(String(chapter.number), MARGINS.left, top, { width: 20 })
          this.font("regular", SIZES.body).text(chapter.title, MARGINS.left + 22, top, {
            width: CONTENT_WIDTH - 70,
            lineBreak: false,
          })
          this.font("regular", SIZES.body, colors.textMuted).text(pageNumber, MARGINS.left, top, {
            width: CONTENT_WIDTH,
            align: "right",
          })
        }),
      )
      doc.markContent("Artifact", { type: "Layout" })
      doc
        .moveTo(MARGINS.left, top + 15)
        .lineTo(MARGINS.left + CONTENT_WIDTH, top + 15)
        .lineWidth(0.5)
        .stroke(colors.border)
      doc.endMarkedContent()
      y += 20
    }
  }
}

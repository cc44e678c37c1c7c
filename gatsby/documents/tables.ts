import { colors, CONTENT_WIDTH, MARGINS, PARAGRAPH_GAP, setFont, SIZES } from "./page"

type Struct = PDFKit.PDFStructureElement
type TableOptions = NonNullable<Parameters<PDFKit.PDFDocument["table"]>[0]>

/** pdfkit's table, tagged (Table, TR, TH, TD); its cells take a `font` ({ src, size }) that @types/pdfkit does not declare. */
function drawTable(doc: PDFKit.PDFDocument, options: Record<string, unknown>): void {
  doc.table(options as unknown as TableOptions)
}

/** The height a labelled table needs, to keep it on one page when it fits. */
export function labelledTableHeight(
  doc: PDFKit.PDFDocument,
  rows: ReadonlyArray<{ value: string }>,
  { compact = false }: LabelledTableOptions = {},
): number {
  const style = compact ? COMPACT : REGULAR
  setFont(doc, "regular", style.size)
  return rows.reduce(
    (sum, row) =>
      sum +
      Math.max(doc.heightOfString(row.value, { width: CONTENT_WIDTH * 0.66 - 20 }), style.size + 2) +
      2 * style.padding,
    0,
  )
}

export interface LabelledTableOptions {
  caption?: string
  /** Smaller type and padding: a data sheet that should fit one page. */
  compact?: boolean
}

const REGULAR = { size: SIZES.body, padding: 6 } as const
const COMPACT = { size: 9.5, padding: 4 } as const

/** A two-column table of labels and values (specifications, contact details), with an optional caption. */
export function labelledTable(
  doc: PDFKit.PDFDocument,
  parent: Struct,
  rows: ReadonlyArray<{ label: string; value: string }>,
  { caption, compact = false }: LabelledTableOptions = {},
): void {
  const style = compact ? COMPACT : REGULAR
  // pdfkit's table lays its cells out in the document's current font size, whatever the cells name.
  setFont(doc, "regular", style.size)
  if (caption) {
    parent.add(
      doc.struct("Caption", {}, () => {
        setFont(doc, "semibold", SIZES.small, colors.textMuted).text(caption.toUpperCase(), MARGINS.left, doc.y, {
          characterSpacing: 0.5,
        })
      }),
    )
    doc.y += 4
  }
  drawTable(doc, {
    structParent: parent,
    position: { x: MARGINS.left, y: doc.y },
    maxWidth: CONTENT_WIDTH,
    columnStyles: [CONTENT_WIDTH * 0.34, "*"],
    defaultStyle: {
      border: { top: 0, left: 0, right: 0, bottom: 0.75 },
      borderColor: colors.border,
      padding: { top: style.padding, bottom: style.padding, left: 8, right: 8 },
      font: { src: "regular", size: style.size },
      textColor: colors.text,
    },
    data: rows.map((row) => [
      { text: row.label, type: "TH", font: { src: "semibold" }, backgroundColor: colors.surface },
      // Each cell names its font: a cell without one takes whatever font was set last.
      { text: row.value, font: { src: "regular" } },
    ]),
  })
  doc.x = MARGINS.left
  doc.y += PARAGRAPH_GAP + 4
}

export interface RecordTableContent {
  /** Blanks to fill in above the table. */
  fields: readonly string[]
  columns: ReadonlyArray<{ label: string; width: number }>
  emptyRows: number
}

/** The height of a printable form's blanks, header row and first three rows: kept together on a page. */
export function recordTableKeepHeight(table: RecordTableContent): number {
  return Math.ceil(table.fields.length / 2) * 42 + 6 + 30 + 3 * 27
}

/** A printable form: blanks to fill in, two to a line, then a table with a navy header row and empty rows. */
export function recordTable(doc: PDFKit.PDFDocument, parent: Struct, table: RecordTableContent): void {
  const fieldWidth = (CONTENT_WIDTH - 20) / 2
  table.fields.forEach((field, index) => {
    const column = index % 2
    const top = doc.y
    const x = MARGINS.left + column * (fieldWidth + 20)
    parent.add(
      doc.struct("P", {}, () => {
        setFont(doc, "semibold", SIZES.small, colors.textMuted).text(field, x, top, { width: fieldWidth })
      }),
    )
    doc.markContent("Artifact", { type: "Layout" })
    doc
      .moveTo(x, top + 30)
      .lineTo(x + fieldWidth, top + 30)
      .lineWidth(0.75)
      .stroke(colors.control)
    doc.endMarkedContent()
    doc.y = column === 0 && index < table.fields.length - 1 ? top : top + 42
  })
  doc.y += 6
  const total = table.columns.reduce((sum, column) => sum + column.width, 0)
  drawTable(doc, {
    structParent: parent,
    position: { x: MARGINS.left, y: doc.y },
    maxWidth: CONTENT_WIDTH,
    columnStyles: table.columns.map((column) => (CONTENT_WIDTH * column.width) / total),
    rowStyles: (row: number) => (row === 0 ? {} : { height: 27 }),
    defaultStyle: {
      border: 0.75,
      borderColor: colors.control,
      padding: { top: 6, bottom: 6, left: 6, right: 6 },
      font: { src: "regular", size: SIZES.small },
      textColor: colors.text,
    },
    data: [
      table.columns.map((column) => ({
        text: column.label,
        type: "TH",
        font: { src: "semibold" },
        backgroundColor: colors.navy,
        textColor: colors.textOnDark,
      })),
      ...Array.from({ length: table.emptyRows }, () => table.columns.map(() => ({ text: " " }))),
    ],
  })
  doc.x = MARGINS.left
  doc.y += PARAGRAPH_GAP
}

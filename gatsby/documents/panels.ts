import type { PageFlow } from "./flow"
import { colors, CONTENT_WIDTH, LINE_GAP, MARGINS, PARAGRAPH_GAP, SIZES } from "./page"
import { labelledTableHeight } from "./tables"
import { breakAddress } from "./text-blocks"

/** Draws a drawing into the box it is given (its symbol of static/illustrations, scaled to the box's width). */
export type DrawInto = (box: { x: number; y: number; width: number }) => void

/**
 * An equipment line's opening in the catalog: its drawing on the navy of the site's cards at the left, its name,
 * summary and the address of its page beside it, kept with the first rows of `table`, its specifications.
 */
export function equipmentLine(
  flow: PageFlow,
  line: { name: string; summary: string; linkLabel: string; url: string },
  draw: DrawInto,
  table: ReadonlyArray<{ label: string; value: string }>,
): void {
  const { doc } = flow
  const art = { width: 126, height: 84 }
  const textX = MARGINS.left + art.width + 16
  const width = CONTENT_WIDTH - art.width - 16
  flow.font("regular", SIZES.small)
  const display = breakAddress(doc, line.url, width - doc.widthOfString(`${line.linkLabel} `))
  flow.font("semibold", SIZES.h3)
  const nameHeight = doc.heightOfString(line.name, { width })
  flow.font("regular", SIZES.body)
  const summaryHeight = doc.heightOfString(line.summary, { width, lineGap: LINE_GAP })
  flow.font("regular", SIZES.small)
  const linkHeight = doc.heightOfString(`${line.linkLabel} ${display}`, { width })
  const height = Math.max(art.height, nameHeight + 4 + summaryHeight + 5 + linkHeight)
  // Kept with the first rows of its specifications table (a whole table kept with it left pages half empty).
  flow.keepTogether(height + 18 + Math.min(labelledTableHeight(doc, table) + 24, 160))
  doc.y += 12
  const top = doc.y
  doc.markContent("Artifact", { type: "Layout" })
  doc.roundedRect(MARGINS.left, top, art.width, art.height, 5).fill(colors.navy)
  draw({ x: MARGINS.left, y: top, width: art.width })
  doc.endMarkedContent()
  flow.parent.add(
    doc.struct("H3", {}, () => {
      flow.font("semibold", SIZES.h3).text(line.name, textX, top, { width })
    }),
  )
  const summaryTop = top + nameHeight + 4
  flow.parent.add(
    doc.struct("P", {}, () => {
      flow.font("regular", SIZES.body).text(line.summary, textX, summaryTop, { width, lineGap: LINE_GAP })
    }),
  )
  const linkTop = summaryTop + summaryHeight + 5
  flow.parent.add(
    doc.struct("P", {}, () => {
      flow.font("regular", SIZES.small, colors.textMuted).text(`${line.linkLabel} `, textX, linkTop, {
        width,
        continued: true,
      })
      flow.font("regular", SIZES.small, colors.link).text(display, { link: line.url, width })
    }),
  )
  doc.x = MARGINS.left
  doc.y = top + height + 6
}

/**
 * A data sheet's opening: the drawing on navy at the left (a figure, described by `description`), and beside
 * it a heading, paragraphs and short facts ("Disponible para: Venta, Alquiler").
 */
export function drawingBeside(
  flow: PageFlow,
  drawing: { description: string; draw: DrawInto },
  text: {
    heading: string
    paragraphs: readonly string[]
    facts: ReadonlyArray<{ label: string; value: string }>
  },
): void {
  const { doc } = flow
  const art = { width: 159, height: 106 }
  const textX = MARGINS.left + art.width + 18
  const width = CONTENT_WIDTH - art.width - 18
  const top = doc.y
  flow.parent.add(
    doc.struct("Figure", { alt: drawing.description }, () => {
      doc.roundedRect(MARGINS.left, top, art.width, art.height, 6).fill(colors.navy)
      drawing.draw({ x: MARGINS.left, y: top, width: art.width })
    }),
  )
  flow.parent.add(
    doc.struct("H2", {}, () => {
      flow.font("bold", SIZES.sheetHeading, colors.navy).text(text.heading, textX, top - 1, { width })
    }),
  )
  doc.y += 4
  for (const paragraph of text.paragraphs) {
    flow.parent.add(
      doc.struct("P", {}, () => {
        flow.font("regular", SIZES.body).text(paragraph, textX, doc.y, { width, lineGap: LINE_GAP })
      }),
    )
    doc.y += 5
  }
  for (const fact of text.facts) {
    doc.y += 1
    flow.parent.add(
      doc.struct("P", {}, () => {
        flow.font("semibold", SIZES.small, colors.textMuted).text(`${fact.label} `, textX, doc.y, {
          width,
          continued: true,
        })
        flow.font("regular", SIZES.small, colors.text).text(fact.value, { width })
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
export function contactBox(
  flow: PageFlow,
  heading: string,
  text: string,
  rows: ReadonlyArray<{ label: string; value: string }>,
): void {
  const { doc } = flow
  const padding = 14
  const innerWidth = CONTENT_WIDTH - 2 * padding - 3
  const perRow = 3
  const columnWidth = (innerWidth - 16 * (perRow - 1)) / perRow
  flow.font("regular", SIZES.body)
  const textHeight = doc.heightOfString(text, { width: innerWidth, lineGap: LINE_GAP })
  flow.font("regular", SIZES.small)
  const rowHeights: number[] = []
  for (let index = 0; index < rows.length; index += perRow) {
    const pair = rows.slice(index, index + perRow)
    rowHeights.push(Math.max(...pair.map((row) => doc.heightOfString(row.value, { width: columnWidth }))) + 19)
  }
  const height = padding + 18 + textHeight + 8 + rowHeights.reduce((sum, row) => sum + row, 0) + padding - 6
  flow.keepTogether(height + 12)
  doc.y += 6
  const top = doc.y
  const x = MARGINS.left + 3 + padding
  doc.markContent("Artifact", { type: "Layout" })
  doc.rect(MARGINS.left, top, CONTENT_WIDTH, height).fill(colors.surface)
  doc.rect(MARGINS.left, top, 3, height).fill(colors.accent)
  doc.endMarkedContent()
  flow.parent.add(
    doc.struct("H2", {}, () => {
      flow.font("bold", SIZES.h3, colors.navy).text(heading, x, top + padding, { width: innerWidth })
    }),
  )
  const textTop = top + padding + 18
  flow.parent.add(
    doc.struct("P", {}, () => {
      flow.font("regular", SIZES.body).text(text, x, textTop, { width: innerWidth, lineGap: LINE_GAP })
    }),
  )
  let y = textTop + textHeight + 8
  rowHeights.forEach((rowHeight, pairIndex) => {
    rows.slice(pairIndex * perRow, pairIndex * perRow + perRow).forEach((row, column) => {
      const left = x + column * (columnWidth + 16)
      flow.parent.add(
        doc.struct("P", {}, () => {
          flow.font("semibold", 7.5, colors.textMuted).text(row.label.toUpperCase(), left, y, {
            width: columnWidth,
            characterSpacing: 0.5,
          })
          flow.font("regular", SIZES.small, colors.text).text(row.value, left, y + 10, { width: columnWidth })
        }),
      )
    })
    y += rowHeight
  })
  doc.x = MARGINS.left
  doc.y = top + height + PARAGRAPH_GAP
}

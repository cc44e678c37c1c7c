import type { PageFlow } from "./flow"
import { colors, CONTENT_HEIGHT, CONTENT_WIDTH, LINE_GAP, MARGINS, PARAGRAPH_GAP, SIZES } from "./page"
import { labelledTableHeight } from "./tables"
import { breakAddress } from "./text-blocks"

/** Draws a drawing into the box it is given (its symbol of static/illustrations, scaled to the box's width). */
export type DrawInto = (box: { x: number; y: number; width: number }) => void

/** An equipment line as the catalog opens it: its name, summary and the address of its page. */
export interface EquipmentLineOpening {
  name: string
  summary: string
  linkLabel: string
  url: string
}

const LINE_ART = { width: 126, height: 84 } as const

/** Where the opening's texts go and how tall each is. */
function openingLayout(flow: PageFlow, line: EquipmentLineOpening) {
  const { doc } = flow
  const textX = MARGINS.left + LINE_ART.width + 16
  const width = CONTENT_WIDTH - LINE_ART.width - 16
  flow.font("regular", SIZES.small)
  const display = breakAddress(doc, line.url, width - doc.widthOfString(`${line.linkLabel} `))
  flow.font("semibold", SIZES.h3)
  const nameHeight = doc.heightOfString(line.name, { width })
  flow.font("regular", SIZES.body)
  const summaryHeight = doc.heightOfString(line.summary, { width, lineGap: LINE_GAP })
  flow.font("regular", SIZES.small)
  const linkHeight = doc.heightOfString(`${line.linkLabel} ${display}`, { width })
  const height = Math.max(LINE_ART.height, nameHeight + 4 + summaryHeight + 5 + linkHeight)
  return { textX, width, display, nameHeight, summaryHeight, height }
}

/**
 * The height a line's opening is kept with: its whole specifications table (caption included) when that is at
 * most a third of a page, so a line is never split from its figures; a longer table may continue on the next page.
 */
export function equipmentLineKeepHeight(
  flow: PageFlow,
  line: EquipmentLineOpening,
  table: ReadonlyArray<{ label: string; value: string }>,
): number {
  const tableHeight = labelledTableHeight(flow.doc, table, { compact: true }) + 24
  return openingLayout(flow, line).height + 18 + Math.min(tableHeight, CONTENT_HEIGHT / 3)
}

/**
 * An equipment line's opening in the catalog: its drawing on the navy of the site's cards at the left, its name,
 * summary and the address of its page beside it, kept with `table`, its specifications (written compact next).
 */
export function equipmentLine(
  flow: PageFlow,
  line: EquipmentLineOpening,
  draw: DrawInto,
  table: ReadonlyArray<{ label: string; value: string }>,
): void {
  const { doc } = flow
  const art = LINE_ART
  const { textX, width, display, nameHeight, summaryHeight, height } = openingLayout(flow, line)
  flow.begin(equipmentLineKeepHeight(flow, line, table))
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
  flow.begin(art.height)
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

/** The quote box's content: a heading, a paragraph and label–value pairs. */
export interface ContactBoxContent {
  heading: string
  text: string
  rows: ReadonlyArray<{ label: string; value: string }>
}

const BOX = { padding: 12, bar: 3, gap: 16, labelHeight: 10, pairGap: 8 } as const
/** Across the page, the pairs stand in a column at the right of the text: the box stays a few lines tall. */
const SIDE_PAIRS_MIN_WIDTH = 360

/** How the box lays out in `width` points: the pairs beside the text across the page, under it in a column. */
function boxLayout(flow: PageFlow, width: number, box: ContactBoxContent) {
  const { doc } = flow
  const innerWidth = width - 2 * BOX.padding - BOX.bar
  const side = innerWidth >= SIDE_PAIRS_MIN_WIDTH
  const pairsWidth = side ? Math.round(innerWidth * 0.25) : innerWidth
  const textWidth = side ? innerWidth - pairsWidth - BOX.gap : innerWidth
  flow.font("bold", SIZES.h3)
  const headingHeight = doc.heightOfString(box.heading, { width: innerWidth }) + 5
  flow.font("regular", SIZES.body)
  const textHeight = doc.heightOfString(box.text, { width: textWidth, lineGap: LINE_GAP })
  flow.font("regular", SIZES.small)
  const pairHeights = box.rows.map(
    (pair) => BOX.labelHeight + doc.heightOfString(pair.value, { width: pairsWidth }) + BOX.pairGap,
  )
  const pairsHeight = pairHeights.reduce((sum, height) => sum + height, 0) - BOX.pairGap
  const bodyHeight = side ? Math.max(textHeight, pairsHeight) : textHeight + 8 + pairsHeight
  const height = BOX.padding + headingHeight + bodyHeight + BOX.padding
  return { side, innerWidth, textWidth, pairsWidth, headingHeight, textHeight, pairHeights, height }
}

/** The height the box takes in a frame `width` points wide, the space above and below it included. */
export function contactBoxHeight(flow: PageFlow, width: number, box: ContactBoxContent): number {
  return boxLayout(flow, width, box).height + 6 + PARAGRAPH_GAP
}

/**
 * A shaded box with an accent bar, across the frame (the page, or a column beside other blocks): a heading, a
 * paragraph and label–value pairs (how to ask for a quote, with the contact details the footer lacks).
 */
export function contactBox(flow: PageFlow, box: ContactBoxContent): void {
  const { doc } = flow
  const { x: left, width } = flow.frame
  const layout = boxLayout(flow, width, box)
  flow.begin(layout.height + 6 + PARAGRAPH_GAP)
  doc.y += 6
  const top = doc.y
  const x = left + BOX.bar + BOX.padding
  doc.markContent("Artifact", { type: "Layout" })
  doc.rect(left, top, width, layout.height).fill(colors.surface)
  doc.rect(left, top, BOX.bar, layout.height).fill(colors.accent)
  doc.endMarkedContent()
  flow.parent.add(
    doc.struct("H2", {}, () => {
      flow.font("bold", SIZES.h3, colors.navy).text(box.heading, x, top + BOX.padding, { width: layout.innerWidth })
    }),
  )
  const textTop = top + BOX.padding + layout.headingHeight
  flow.parent.add(
    doc.struct("P", {}, () => {
      flow.font("regular", SIZES.body).text(box.text, x, textTop, { width: layout.textWidth, lineGap: LINE_GAP })
    }),
  )
  const pairsX = layout.side ? x + layout.textWidth + BOX.gap : x
  let y = layout.side ? textTop + 1 : textTop + layout.textHeight + 8
  box.rows.forEach((pair, index) => {
    flow.parent.add(
      doc.struct("P", {}, () => {
        flow.font("semibold", 7.5, colors.textMuted).text(pair.label.toUpperCase(), pairsX, y, {
          width: layout.pairsWidth,
          characterSpacing: 0.5,
        })
        flow.font("regular", SIZES.small, colors.text).text(pair.value, pairsX, y + BOX.labelHeight, {
          width: layout.pairsWidth,
        })
      }),
    )
    y += layout.pairHeights[index]
  })
  doc.x = left
  doc.y = top + layout.height + PARAGRAPH_GAP
}

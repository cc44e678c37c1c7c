import type { FontName } from "./fonts"
import type { PageFlow } from "./flow"
import { colors, CONTENT_WIDTH, LINE_GAP, MARGINS, PARAGRAPH_GAP, SIZES } from "./page"

/** A list's item: plain text, a bold lead-in before its text ("Por día: ..."), or a link. */
export type ListItem = string | { lead: string; text: string } | { text: string; link: string }

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

/** A heading's type and the space it keeps above and below: a data sheet's are a size smaller and closer. */
function headingStyle(flow: PageFlow, level: 2 | 3) {
  return {
    size: level === 2 ? (flow.sheet ? SIZES.sheetHeading : SIZES.h2) : SIZES.h3,
    font: (level === 2 ? "bold" : "semibold") as FontName,
    above: level === 2 ? (flow.sheet ? 5 : 8) : 5,
    below: level === 2 ? (flow.sheet ? 4 : 6) : 3,
  }
}

/** The height a heading takes in a frame `width` points wide, with its space above and below. */
export function headingHeight(flow: PageFlow, level: 2 | 3, text: string, width: number): number {
  const style = headingStyle(flow, level)
  flow.font(style.font, style.size)
  return style.above + flow.doc.heightOfString(text, { width }) + style.below
}

/**
 * A heading (H2 or H3), held until the block after it begins (PageFlow.holdHeading), so that it never ends a
 * page alone: the two begin on the same page.
 */
export function heading(flow: PageFlow, level: 2 | 3, text: string): void {
  const { doc } = flow
  const { size, font, above, below } = headingStyle(flow, level)
  flow.holdHeading(headingHeight(flow, level, text, flow.frame.width), () => {
    doc.y += above
    flow.parent.add(
      doc.struct(level === 2 ? "H2" : "H3", {}, () => {
        flow.font(font, size, level === 2 ? colors.navy : colors.text).text(text, flow.frame.x, doc.y, {
          width: flow.frame.width,
        })
      }),
    )
    doc.y += below
  })
}

/** The height a paragraph takes in a frame `width` points wide, with the space after it. */
export function paragraphHeight(flow: PageFlow, text: string, width: number, size: number = SIZES.body): number {
  flow.font("regular", size)
  return flow.doc.heightOfString(text, { width, lineGap: LINE_GAP }) + PARAGRAPH_GAP
}

export function paragraph(flow: PageFlow, text: string, options: { muted?: boolean; size?: number } = {}): void {
  const { doc } = flow
  const size = options.size ?? SIZES.body
  flow.font("regular", size)
  const height = doc.heightOfString(text, { width: flow.frame.width, lineGap: LINE_GAP })
  // A short paragraph moves whole; a long one may split, leaving at least three lines behind.
  flow.begin(Math.min(height, 3 * (size + LINE_GAP) + 4))
  flow.parent.add(
    doc.struct("P", {}, () => {
      flow.font("regular", size, options.muted ? colors.textMuted : colors.text).text(text, flow.frame.x, doc.y, {
        width: flow.frame.width,
        lineGap: LINE_GAP,
      })
    }),
  )
  doc.y += PARAGRAPH_GAP
}

/** A highlighted note: a thin accent bar at its left. */
export function note(flow: PageFlow, text: string): void {
  const { doc } = flow
  flow.font("regular", SIZES.body)
  const height = doc.heightOfString(text, { width: CONTENT_WIDTH - 18, lineGap: LINE_GAP })
  flow.begin(height + 16)
  const top = doc.y
  doc.markContent("Artifact", { type: "Layout" })
  doc.rect(MARGINS.left, top, CONTENT_WIDTH, height + 14).fill(colors.surface)
  doc.rect(MARGINS.left, top, 3, height + 14).fill(colors.accent)
  doc.endMarkedContent()
  flow.parent.add(
    doc.struct("P", {}, () => {
      flow.font("regular", SIZES.body).text(text, MARGINS.left + 14, top + 7, {
        width: CONTENT_WIDTH - 18,
        lineGap: LINE_GAP,
      })
    }),
  )
  doc.x = MARGINS.left
  doc.y = top + height + 14 + PARAGRAPH_GAP + 4
}

/** A list: square bullets, or numbered steps in navy circles. */
export function list(flow: PageFlow, items: readonly ListItem[], options: { numbered?: boolean } = {}): void {
  const { doc } = flow
  const indent = options.numbered ? 26 : 16
  const { x: left, width: frameWidth } = flow.frame
  const width = frameWidth - indent
  const element = doc.struct("L")
  flow.parent.add(element)
  items.forEach((item, index) => {
    const text = typeof item === "string" ? item : "lead" in item ? `${item.lead}: ${item.text}` : item.text
    flow.font("regular", SIZES.body)
    const keep = Math.min(doc.heightOfString(text, { width, lineGap: LINE_GAP }), 40) + 4
    // The list begins with its first item; the others may each start a page.
    if (index === 0) flow.begin(keep)
    else flow.keepTogether(keep)
    const top = doc.y
    const entry = doc.struct("LI")
    element.add(entry)
    entry.add(
      doc.struct("Lbl", {}, () => {
        if (options.numbered) {
          doc.circle(left + 9, top + 6.5, 9).fill(colors.navy)
          flow.font("bold", 8.5, colors.textOnDark).text(String(index + 1), left, top + 2.6, {
            width: 18,
            align: "center",
          })
        } else {
          doc.rect(left + 2, top + 4, 4.5, 4.5).fill(colors.accentHover)
        }
      }),
    )
    entry.add(doc.struct("LBody", {}, () => listBody(flow, item, left + indent, top, width)))
    entry.end()
    doc.y += options.numbered ? 6 : 3.5
  })
  element.end()
  doc.x = left
  doc.y += PARAGRAPH_GAP - 2
}

function listBody(flow: PageFlow, item: ListItem, x: number, top: number, width: number): void {
  if (typeof item === "string") {
    flow.font("regular", SIZES.body).text(item, x, top, { width, lineGap: LINE_GAP })
  } else if ("link" in item) {
    flow.font("regular", SIZES.body, colors.link).text(item.text, x, top, { width, lineGap: LINE_GAP, link: item.link })
  } else {
    flow.font("semibold", SIZES.body).text(`${item.lead}: `, x, top, { width, lineGap: LINE_GAP, continued: true })
    flow.font("regular", SIZES.body).text(item.text, { width, lineGap: LINE_GAP })
  }
}

/** The height of a list of plain texts in a column `width` points wide, as list() writes it. */
export function listHeight(flow: PageFlow, items: readonly string[], width: number): number {
  flow.font("regular", SIZES.body)
  return items.reduce(
    (sum, item) => sum + flow.doc.heightOfString(item, { width: width - 16, lineGap: LINE_GAP }) + 3.5,
    PARAGRAPH_GAP - 2,
  )
}

/** One line across the page: a muted label and an address, linked ("En el sitio: www…"). */
export function addressLine(flow: PageFlow, label: string, url: string): void {
  const { doc } = flow
  flow.begin(16)
  flow.parent.add(
    doc.struct("P", {}, () => {
      flow.font("semibold", SIZES.small, colors.textMuted).text(`${label} `, MARGINS.left, doc.y, {
        width: CONTENT_WIDTH,
        continued: true,
      })
      const display = breakAddress(doc, url, CONTENT_WIDTH - doc.widthOfString(`${label} `))
      flow.font("regular", SIZES.small, colors.link).text(display, { width: CONTENT_WIDTH, link: url })
    }),
  )
  doc.x = MARGINS.left
  doc.y += PARAGRAPH_GAP
}

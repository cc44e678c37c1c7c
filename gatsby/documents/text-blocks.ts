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

export function heading(flow: PageFlow, level: 2 | 3, text: string, keepWith = 60): void {
  const { doc } = flow
  // A data sheet's headings are a size smaller and closer to their text: it has no chapters above them.
  const size = level === 2 ? (flow.sheet ? SIZES.sheetHeading : SIZES.h2) : SIZES.h3
  const font: FontName = level === 2 ? "bold" : "semibold"
  flow.font(font, size)
  flow.keepTogether(doc.heightOfString(text, { width: flow.frame.width }) + keepWith)
  doc.y += level === 2 ? (flow.sheet ? 5 : 8) : 5
  flow.parent.add(
    doc.struct(level === 2 ? "H2" : "H3", {}, () => {
      flow.font(font, size, level === 2 ? colors.navy : colors.text).text(text, flow.frame.x, doc.y, {
        width: flow.frame.width,
      })
    }),
  )
  doc.y += level === 2 ? (flow.sheet ? 4 : 6) : 3
}

export function paragraph(flow: PageFlow, text: string, options: { muted?: boolean; size?: number } = {}): void {
  const { doc } = flow
  const size = options.size ?? SIZES.body
  flow.font("regular", size)
  const height = doc.heightOfString(text, { width: flow.frame.width, lineGap: LINE_GAP })
  // A short paragraph moves whole; a long one may split, leaving at least three lines behind.
  flow.keepTogether(Math.min(height, 3 * (size + LINE_GAP) + 4))
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
  flow.keepTogether(height + 16)
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
    flow.keepTogether(Math.min(doc.heightOfString(text, { width, lineGap: LINE_GAP }), 40) + 4)
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
  flow.keepTogether(16)
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

import { fillTemplate } from "../../src/lib/text-template"
import { theme } from "../../src/styles/theme"
import type { FontName } from "./fonts"
import { drawLogo, LOGO_COMPACT } from "./logo"

export const { colors } = theme

/** A4 in points, with margins of about 22 mm at the sides; the header and footer live in the top and bottom ones. */
export const PAGE_WIDTH = 595.28
export const PAGE_HEIGHT = 841.89
export const MARGINS = { top: 96, bottom: 74, left: 62, right: 62 } as const
export const CONTENT_WIDTH = PAGE_WIDTH - MARGINS.left - MARGINS.right
/** The height a page gives its content, between the margins. */
export const CONTENT_HEIGHT = PAGE_HEIGHT - MARGINS.top - MARGINS.bottom
export const COVER_BAND_HEIGHT = 300
/** A data sheet's band: the logo, the eyebrow and a title of one line. */
export const SHEET_BAND_HEIGHT = 128

export const SIZES = {
  body: 10,
  small: 8.5,
  h1: 19,
  h2: 14,
  h3: 11.5,
  coverTitle: 27,
  coverSubtitle: 12.5,
  sheetTitle: 22,
  sheetHeading: 12.5,
} as const
export const LINE_GAP = 3.2
export const PARAGRAPH_GAP = 7

export function setFont(
  doc: PDFKit.PDFDocument,
  name: FontName,
  size: number,
  color: string = colors.text,
): PDFKit.PDFDocument {
  return doc.font(name).fontSize(size).fillColor(color)
}

/** The date of issue at noon UTC: the same calendar day wherever the build runs. */
export function issuedDate(issued: string): Date {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(issued)) throw new Error(`date of issue "${issued}" is not YYYY-MM-DD`)
  const date = new Date(`${issued}T12:00:00Z`)
  if (Number.isNaN(date.getTime())) throw new Error(`date of issue "${issued}" is not a date`)
  return date
}

/** "23 de noviembre de 2026" */
export function formatIssued(issued: string): string {
  return new Intl.DateTimeFormat("es-AR", { dateStyle: "long", timeZone: "UTC" }).format(issuedDate(issued))
}

export interface PageChrome {
  /** The document's title, at the right of every inner page's header. */
  title: string
  /** "Página {pagina} de {total}" */
  pageLabel: string
  /** The company's legal name, first line of the footer. */
  author: string
  /** Phone, e-mail, web address: second line of the footer. */
  contact: readonly string[]
}

/**
 * The header (compact logo and the document's title; not on the cover) and the footer (company, contact,
 * "Página 2 de 5") of one page, marked as pagination artifacts so screen readers skip them.
 */
export function drawPageChrome(doc: PDFKit.PDFDocument, chrome: PageChrome, index: number, count: number): void {
  const bottomMargin = doc.page.margins.bottom
  // Text below the bottom margin would open a new page: the footer is drawn with the margin lifted.
  doc.page.margins.bottom = 0
  doc.markContent("Artifact", { type: "Pagination" })
  if (index > 0) {
    drawLogo(doc, LOGO_COMPACT, MARGINS.left, 32, 84, { "#ffffff": colors.navy })
    // A long title (a sheet's, with its code) is set smaller rather than wrapped under the header's rule.
    const width = CONTENT_WIDTH - 120
    setFont(doc, "regular", SIZES.small, colors.textMuted)
    doc.fontSize(Math.max(6.5, Math.min(SIZES.small, (SIZES.small * width) / doc.widthOfString(chrome.title))))
    doc.text(chrome.title, MARGINS.left + 120, 44, { width, align: "right", lineBreak: false })
    doc
      .moveTo(MARGINS.left, 72)
      .lineTo(PAGE_WIDTH - MARGINS.right, 72)
      .lineWidth(0.75)
      .stroke(colors.border)
  }
  const footerTop = PAGE_HEIGHT - 52
  doc
    .moveTo(MARGINS.left, footerTop - 10)
    .lineTo(PAGE_WIDTH - MARGINS.right, footerTop - 10)
    .lineWidth(0.75)
    .stroke(colors.border)
  setFont(doc, "semibold", SIZES.small, colors.text).text(chrome.author, MARGINS.left, footerTop, { lineBreak: false })
  setFont(doc, "regular", SIZES.small, colors.textMuted).text(
    chrome.contact.join("  ·  "),
    MARGINS.left,
    footerTop + 12,
    {
      lineBreak: false,
    },
  )
  setFont(doc, "semibold", SIZES.small, colors.navy).text(
    fillTemplate(chrome.pageLabel, { pagina: index + 1, total: count }),
    MARGINS.left,
    footerTop,
    { width: CONTENT_WIDTH, align: "right", lineBreak: false },
  )
  doc.endMarkedContent()
  doc.page.margins.bottom = bottomMargin
}

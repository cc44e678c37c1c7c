import { fillTemplate } from "../../src/lib/text-template"
import type { PdfDocumentContent } from "./content"
import type { PageFlow } from "./flow"
import { drawLogo, LOGO_ON_DARK } from "./logo"
import {
  colors,
  CONTENT_WIDTH,
  COVER_BAND_HEIGHT,
  formatIssued,
  MARGINS,
  PAGE_HEIGHT,
  PAGE_WIDTH,
  SHEET_BAND_HEIGHT,
  SIZES,
} from "./page"

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
  /** The block (counted from the first) to begin on a new page: the balancing pass's choice (balance.ts). */
  breakBefore?: number | null
}

/** The cover's company block: its height and the space kept above it. */
const COMPANY_BLOCK = { lineHeight: 13.5, padding: 14, gap: 18 } as const

/** "Documento VG-CGA-01", "Revisión 1": only for a document that content gives a code. */
export function identity(meta: DocumentMeta, chrome: DocumentChrome, { short = false } = {}): string[] {
  const { code, revision } = meta
  if (!code) return []
  return [
    short ? code : fillTemplate(chrome.codeLabel, { codigo: code }),
    ...(revision ? [fillTemplate(chrome.revisionLabel, { revision })] : []),
  ]
}

/** "EMITIDO EL 26 DE NOVIEMBRE DE 2026 · DOCUMENTO VG-FT-DET-MUL · REVISIÓN 1" */
function issuedLine(meta: DocumentMeta, chrome: DocumentChrome): string {
  return [fillTemplate(chrome.issuedLabel, { fecha: formatIssued(meta.issued) }), ...identity(meta, chrome)]
    .join("  ·  ")
    .toUpperCase()
}

/**
 * The first page: the navy band with the logo, title and subtitle, then the date of issue and the intro. Returns
 * where the table of contents starts.
 */
export function drawCover(flow: PageFlow, meta: DocumentMeta, chrome: DocumentChrome): number {
  const { doc, root } = flow
  doc.markContent("Artifact", { type: "Layout" })
  doc.rect(0, 0, PAGE_WIDTH, COVER_BAND_HEIGHT).fill(colors.navy)
  doc.rect(0, COVER_BAND_HEIGHT, PAGE_WIDTH, 6).fill(colors.accent)
  drawLogo(doc, LOGO_ON_DARK, MARGINS.left, 52, 230)
  doc.endMarkedContent()

  doc.y = 150
  root.add(
    doc.struct("H1", {}, () => {
      flow.font("bold", SIZES.coverTitle, colors.textOnDark).text(meta.title, MARGINS.left, 150, {
        width: CONTENT_WIDTH - 40,
        lineGap: 2,
      })
    }),
  )
  doc.moveDown(0.5)
  root.add(
    doc.struct("P", {}, () => {
      flow.font("regular", SIZES.coverSubtitle, colors.textOnDarkMuted).text(meta.subtitle, {
        width: CONTENT_WIDTH - 40,
        lineGap: 2,
      })
    }),
  )

  doc.y = COVER_BAND_HEIGHT + 34
  root.add(
    doc.struct("P", {}, () => {
      flow.font("semibold", SIZES.small, colors.textMuted).text(issuedLine(meta, chrome), MARGINS.left, doc.y, {
        characterSpacing: 0.6,
      })
    }),
  )
  doc.moveDown(0.8)
  root.add(
    doc.struct("P", {}, () => {
      flow.font("regular", 11.5).text(meta.intro, { width: CONTENT_WIDTH, lineGap: 4 })
    }),
  )
  doc.moveDown(1.2)
  return doc.y
}

/**
 * A data sheet's first page: a navy band with the logo, the eyebrow (what kind of sheet, of what) and the
 * title, as tall as the title needs; then the date of issue with the code, and the content below.
 */
export function drawSheetBand(
  flow: PageFlow,
  meta: DocumentMeta,
  chrome: DocumentChrome,
  { eyebrow, heading }: NonNullable<WriterLayout["sheet"]>,
): void {
  const { doc, root } = flow
  const titleTop = 84
  flow.font("bold", SIZES.sheetTitle)
  const titleHeight = doc.heightOfString(heading, { width: CONTENT_WIDTH, lineGap: 1 })
  const bandHeight = Math.max(SHEET_BAND_HEIGHT, titleTop + titleHeight + 22)
  doc.markContent("Artifact", { type: "Layout" })
  doc.rect(0, 0, PAGE_WIDTH, bandHeight).fill(colors.navy)
  doc.rect(0, bandHeight, PAGE_WIDTH, 5).fill(colors.accent)
  drawLogo(doc, LOGO_ON_DARK, MARGINS.left, 26, 150)
  doc.endMarkedContent()
  root.add(
    doc.struct("P", {}, () => {
      flow.font("semibold", SIZES.small, colors.accent).text(eyebrow.toUpperCase(), MARGINS.left, titleTop - 18, {
        width: CONTENT_WIDTH,
        characterSpacing: 0.8,
      })
    }),
  )
  root.add(
    doc.struct("H1", {}, () => {
      flow.font("bold", SIZES.sheetTitle, colors.textOnDark).text(heading, MARGINS.left, titleTop, {
        width: CONTENT_WIDTH,
        lineGap: 1,
      })
    }),
  )
  root.add(
    doc.struct("P", {}, () => {
      flow
        .font("semibold", SIZES.small, colors.textMuted)
        .text(issuedLine(meta, chrome), MARGINS.left, bandHeight + 18, {
          width: CONTENT_WIDTH,
          characterSpacing: 0.6,
        })
    }),
  )
  doc.x = MARGINS.left
  doc.y += 10
}

/**
 * Room for the table of contents on the cover, from `contentsTop`, filled in once the chapters' pages are known.
 * Below it, the company block at the foot of the cover when it fits (a long catalog's contents fill the cover
 * themselves), so no cover is left half empty; the first chapter then starts on the next page.
 */
export function reserveContents(flow: PageFlow, chrome: DocumentChrome, contentsTop: number, chapterCount: number) {
  const contentsEnd = contentsTop + 30 + chapterCount * 20
  const { company } = chrome
  const blockHeight = company.length * COMPANY_BLOCK.lineHeight + 2 * COMPANY_BLOCK.padding
  const blockTop = PAGE_HEIGHT - MARGINS.bottom - blockHeight
  if (company.length > 0 && contentsEnd + COMPANY_BLOCK.gap <= blockTop) {
    drawCompanyBlock(flow, company, blockTop, blockHeight)
    flow.doc.y = PAGE_HEIGHT - MARGINS.bottom
  } else {
    flow.doc.y = contentsEnd + 16
  }
}

function drawCompanyBlock(flow: PageFlow, company: readonly string[], top: number, height: number): void {
  const { doc, root } = flow
  const [name, ...lines] = company
  doc.markContent("Artifact", { type: "Layout" })
  doc.rect(MARGINS.left, top, CONTENT_WIDTH, height).fill(colors.surface)
  doc.rect(MARGINS.left, top, 3, height).fill(colors.accent)
  doc.endMarkedContent()
  let y = top + COMPANY_BLOCK.padding
  root.add(
    doc.struct("P", {}, () => {
      flow.font("bold", 9.5, colors.navy).text(name, MARGINS.left + 16, y, { width: CONTENT_WIDTH - 32 })
    }),
  )
  for (const line of lines) {
    y += COMPANY_BLOCK.lineHeight
    root.add(
      doc.struct("P", {}, () => {
        flow.font("regular", 9, colors.text).text(line, MARGINS.left + 16, y, { width: CONTENT_WIDTH - 32 })
      }),
    )
  }
  doc.x = MARGINS.left
}

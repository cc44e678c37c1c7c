import type { PageFlow, Struct } from "./flow"
import { colors, CONTENT_WIDTH, MARGINS, SIZES } from "./page"

/** A numbered chapter, as the table of contents lists it. */
export interface Chapter {
  number: number
  title: string
  pageIndex: number
}

/** The height of a chapter's title of one line, with the space above and below it. */
export const CHAPTER_HEADING_HEIGHT = 56

/** A chapter's title (H1) beside its number in an accent square, tagged inside the chapter's section. */
export function chapterHeading(flow: PageFlow, section: Struct, chapter: Chapter): void {
  const { doc } = flow
  const top = doc.y
  doc.markContent("Artifact", { type: "Layout" })
  doc.rect(MARGINS.left, top, 28, 28).fill(colors.accent)
  flow
    .font("bold", 13, colors.navy)
    .text(String(chapter.number), MARGINS.left, top + 7.5, { width: 28, align: "center" })
  doc.endMarkedContent()
  section.add(
    doc.struct("H1", {}, () => {
      flow.font("bold", SIZES.h1, colors.navy).text(chapter.title, MARGINS.left + 40, top + 2, {
        width: CONTENT_WIDTH - 40,
      })
    }),
  )
  doc.x = MARGINS.left
  doc.y = Math.max(doc.y, top + 28) + 12
}

/** The table of contents on the cover, from `top`: each chapter's number, title and page, over a thin rule. */
export function drawContents(
  flow: PageFlow,
  contents: Struct,
  label: string,
  top: number,
  chapters: readonly Chapter[],
): void {
  const { doc } = flow
  if (chapters.length === 0) return
  let y = top
  contents.add(
    doc.struct("Caption", {}, () => {
      flow.font("bold", SIZES.h3, colors.navy).text(label, MARGINS.left, y)
    }),
  )
  y += 26
  for (const chapter of chapters) {
    const rowTop = y
    const pageNumber = String(chapter.pageIndex + 1)
    contents.add(
      doc.struct("TOCI", {}, () => {
        flow.font("bold", SIZES.body, colors.navy).text(String(chapter.number), MARGINS.left, rowTop, { width: 20 })
        flow.font("regular", SIZES.body).text(chapter.title, MARGINS.left + 22, rowTop, {
          width: CONTENT_WIDTH - 70,
          lineBreak: false,
        })
        flow.font("regular", SIZES.body, colors.textMuted).text(pageNumber, MARGINS.left, rowTop, {
          width: CONTENT_WIDTH,
          align: "right",
        })
      }),
    )
    doc.markContent("Artifact", { type: "Layout" })
    doc
      .moveTo(MARGINS.left, rowTop + 15)
      .lineTo(MARGINS.left + CONTENT_WIDTH, rowTop + 15)
      .lineWidth(0.5)
      .stroke(colors.border)
    doc.endMarkedContent()
    y += 20
  }
}

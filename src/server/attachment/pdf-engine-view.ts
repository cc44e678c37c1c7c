/**
 * A PDF as a real reader sees it: pdf.js (its legacy build, which runs in Node without a browser) opens the
 * file through its cross-reference tables, as Acrobat or a browser does, and the file is refused when that
 * reader would run or fetch something: a JavaScript action anywhere (the document's names tree and
 * /OpenAction, the catalog's, a page's or an annotation's or a form field's additional actions), a link
 * that launches or opens a file rather than a web address (Launch, GoToR), an attached or embedded file, or
 * an XFA form. A file pdf.js cannot open is damaged. Runs only in the attachment worker (check-worker.ts):
 * pdf.js is an ES module and CPU-heavy.
 */
import type { AttachmentProblem } from "../../lib/leads/attachment"

type PdfJs = typeof import("pdfjs-dist/legacy/build/pdf.mjs")

let loading: Promise<PdfJs> | null = null

/** The smallest PDF pdf.js opens: one empty page. */
const EMPTY_PDF =
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj " +
  "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 9 9]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF"

/**
 * pdf.js, loaded once per worker and warmed up on an empty page: its document engine (pdf.worker.mjs, loaded
 * by the first document) is ready before the first check's deadline starts.
 */
export function loadPdfJs(): Promise<PdfJs> {
  return (loading ??= import("pdfjs-dist/legacy/build/pdf.mjs").then(async (pdfjs) => {
    const document = await pdfjs.getDocument({ data: new TextEncoder().encode(EMPTY_PDF), verbosity: 0 }).promise
    await (await document.getPage(1)).getAnnotations()
    await document.destroy()
    return pdfjs
  }))
}

/** Where a link may take a reader: the web, an e-mail, a phone number. Anything else opens a file or a program. */
const SAFE_LINK = /^(https?:|mailto:|tel:)/i
const FILE_ATTACHMENT_ANNOTATION = 17

interface AnnotationView {
  annotationType?: number
  actions?: Record<string, unknown> | null
  attachment?: unknown
  unsafeUrl?: string
}

const hasEntries = (value: unknown) => !!value && typeof value === "object" && Object.keys(value).length > 0

function annotationRuns(annotation: AnnotationView): boolean {
  return (
    hasEntries(annotation.actions) ||
    annotation.annotationType === FILE_ATTACHMENT_ANNOTATION ||
    annotation.attachment !== undefined ||
    (typeof annotation.unsafeUrl === "string" && !SAFE_LINK.test(annotation.unsafeUrl))
  )
}

/**
 * Why pdf.js, opening the file as a reader, would not let it through; null when it would. Past `deadline`
 * (a Date.now() time) it stops between pages: unchecked.
 */
export async function pdfEngineProblem(bytes: Uint8Array, deadline = Infinity): Promise<AttachmentProblem | null> {
  const pdfjs = await loadPdfJs()
  let document: Awaited<ReturnType<PdfJs["getDocument"]>["promise"]>
  try {
    document = await pdfjs.getDocument({
      // pdf.js takes its data over (moves it to its engine): a copy, so the bytes go back to the server whole.
      data: new Uint8Array(bytes),
      verbosity: 0,
      isEvalSupported: false,
      enableXfa: false,
      disableFontFace: true,
      useSystemFonts: false,
      stopAtErrors: false,
    }).promise
  } catch {
    return "attachmentDamaged"
  }
  try {
    if (hasEntries(await document.getJSActions())) return "attachmentUnsafe"
    if (hasEntries(await document.getAttachments())) return "attachmentUnsafe"
    const { info } = (await document.getMetadata()) as { info: { IsXFAPresent?: boolean } }
    if (info.IsXFAPresent || document.isPureXfa) return "attachmentUnsafe"
    const fields = (await document.getFieldObjects()) as Record<string, AnnotationView[]> | null
    for (const widgets of Object.values(fields ?? {})) if (widgets.some(annotationRuns)) return "attachmentUnsafe"
    for (let number = 1; number <= document.numPages; number += 1) {
      if (Date.now() > deadline) return "attachmentUnchecked"
      const page = await document.getPage(number)
      if (hasEntries(await page.getJSActions())) return "attachmentUnsafe"
      const annotations = (await page.getAnnotations()) as AnnotationView[]
      if (annotations.some(annotationRuns)) return "attachmentUnsafe"
      page.cleanup()
    }
    return null
  } catch {
    return "attachmentDamaged"
  } finally {
    await document.destroy()
  }
}

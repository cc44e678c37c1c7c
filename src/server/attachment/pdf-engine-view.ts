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

/** pdf.js, loaded once per worker. */
export function loadPdfJs(): Promise<PdfJs> {
  return (loading ??= import("pdfjs-dist/legacy/build/pdf.mjs"))
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
      // pdf.js takes the array over: a copy, so the caller's bytes stay whole.
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

/**
 * The structural checks of an attachment's bytes, whatever its name says: empty, not one of the accepted
 * types, damaged, unsafe, or the format it really is. JPEG and PNG by their structure (lib/leads/attachment.ts);
 * PDF by its header and trailer, then by its objects (attachment/pdf-check.ts); DOCX and XLSX by every part
 * of their zip (attachment/ooxml-check.ts). The server runs them in its worker pool (attachment/check-pool.ts),
 * where pdf.js then opens a PDF as a reader would; never on the event loop.
 */
import type { AttachmentCheck } from "../lib/leads/attachment"
import { checkImageOrPdf, signatureOf } from "../lib/leads/attachment"
import { checkOfficeFile } from "./attachment/ooxml-check"
import { checkPdfStructure } from "./attachment/pdf-check"

export { contentTypeOverrides, ZIP_MAX_ENTRIES } from "./attachment/ooxml-check"

/** The structural verdict; past `deadline` (a Date.now() time) the reading stops and the file is refused unchecked. */
export async function inspectAttachment(bytes: Uint8Array, deadline = Infinity): Promise<AttachmentCheck> {
  if (bytes.length === 0) return { ok: false, code: "attachmentEmpty" }
  const signature = signatureOf(bytes)
  if (!signature) return { ok: false, code: "attachmentType" }
  if (signature === "zip") return checkOfficeFile(bytes, deadline)
  const checked = checkImageOrPdf(bytes, signature)
  if (!checked.ok || signature !== "pdf") return checked
  const problem = checkPdfStructure(bytes, deadline)
  return problem ? { ok: false, code: problem } : checked
}

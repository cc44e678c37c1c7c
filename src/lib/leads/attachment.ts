import { withoutAccents } from "../without-accents"
import { FILE_SIGNATURES, JPEG_END, PNG_IEND, PNG_IHDR, PNG_SIGNATURE_LENGTH } from "./file-signatures"

/**
 * The attachment's real type, decided by its bytes (the name and the browser's MIME type are the sender's
 * word): PDF, JPEG and PNG by their signature and structure, here; DOCX and XLSX by their zip's parts, on the
 * server (src/server/attachment-check.ts, which reads the zip with Node's APIs).
 */
export const ATTACHMENT_FORMATS = {
  pdf: { mimeType: "application/pdf", extension: "pdf" },
  jpg: { mimeType: "image/jpeg", extension: "jpg" },
  png: { mimeType: "image/png", extension: "png" },
  docx: {
    mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    extension: "docx",
  },
  xlsx: { mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", extension: "xlsx" },
} as const

export type AttachmentFormat = keyof typeof ATTACHMENT_FORMATS

/**
 * Why a file is refused: empty; none of the accepted types (an .exe, an old .doc); one by its signature but
 * not by its structure (cut short, or something else behind a PDF header); or a file carrying what staff
 * must not open (macros, programs, scripts, links to outside files, a zip bomb); or one whose checks did not
 * finish in time.
 */
export type AttachmentProblem =
  | "attachmentEmpty"
  | "attachmentType"
  | "attachmentDamaged"
  | "attachmentUnsafe"
  /** Its checks did not finish within their deadline or memory: refused unread. */
  | "attachmentUnchecked"

export type AttachmentCheck = { ok: true; format: AttachmentFormat } | { ok: false; code: AttachmentProblem }

/** What the signature says the bytes claim to be; a zip is an Office file to be read further. */
export type Signature = "pdf" | "jpg" | "png" | "zip"

export function signatureOf(bytes: Uint8Array): Signature | null {
  if (FILE_SIGNATURES.pdf(bytes)) return "pdf"
  if (FILE_SIGNATURES.jpeg(bytes)) return "jpg"
  if (FILE_SIGNATURES.png(bytes)) return "png"
  if (FILE_SIGNATURES.zip(bytes)) return "zip"
  return null
}

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte)
}

function latin1(bytes: Uint8Array): string {
  let text = ""
  for (const byte of bytes) text += String.fromCharCode(byte)
  return text
}

/** Readers look for the end-of-file marker within the last kilobyte (ISO 32000-1 §7.5.5, as Acrobat does). */
const PDF_TAIL_BYTES = 1024

/**
 * A PDF by its header and its trailer: `%PDF-1.x` (or 2.0) then a line end, and `startxref`, an offset and
 * `%%EOF` at the end. A file that only starts with "%PDF-" (`%PDF-<html><script>`) or was cut short is not one.
 */
export function isPdf(bytes: Uint8Array): boolean {
  if (!/^%PDF-(1\.\d|2\.0)\s/.test(latin1(bytes.subarray(0, 16)))) return false
  const tail = latin1(bytes.subarray(Math.max(0, bytes.length - PDF_TAIL_BYTES)))
  return /startxref\s+\d+\s+%%EOF\s*$/.test(tail)
}

/**
 * The markers that may follow a JPEG's start of image: an application segment (JFIF, Exif...), a comment,
 * quantisation or Huffman tables, a restart interval or a start of frame.
 */
function isJpegSegmentMarker(marker: number | undefined): boolean {
  if (marker === undefined) return false
  return (marker >= 0xe0 && marker <= 0xef) || (marker >= 0xc0 && marker <= 0xcf) || [0xdb, 0xdd, 0xfe].includes(marker)
}

/**
 * A JPEG: start of image, then a segment marker, and an end-of-image marker after it. Not necessarily as
 * its last bytes: phones append data after the image (Samsung's trailer, the video of a "motion photo"),
 * and refusing those would refuse a buyer's photo of their equipment. The file is mailed as image/jpeg.
 */
export function isJpeg(bytes: Uint8Array): boolean {
  if (bytes.length < 6 || !FILE_SIGNATURES.jpeg(bytes) || !isJpegSegmentMarker(bytes[3])) return false
  for (let index = bytes.length - 2; index >= 4; index -= 1) {
    if (bytes[index] === JPEG_END[0] && bytes[index + 1] === JPEG_END[1]) return true
  }
  return false
}

/** A PNG: the signature, an IHDR chunk first (as the format requires) and the IEND chunk last. */
export function isPng(bytes: Uint8Array): boolean {
  return (
    bytes.length >= PNG_SIGNATURE_LENGTH + 25 + PNG_IEND.length &&
    FILE_SIGNATURES.png(bytes) &&
    startsWith(bytes, PNG_IHDR, PNG_SIGNATURE_LENGTH) &&
    startsWith(bytes, PNG_IEND, bytes.length - PNG_IEND.length)
  )
}

/** The check of a PDF, JPEG or PNG (pure); zips are read on the server. */
export function checkImageOrPdf(bytes: Uint8Array, signature: Exclude<Signature, "zip">): AttachmentCheck {
  const valid = signature === "pdf" ? isPdf(bytes) : signature === "jpg" ? isJpeg(bytes) : isPng(bytes)
  return valid ? { ok: true, format: signature } : { ok: false, code: "attachmentDamaged" }
}

const FILE_NAME_MAX_LENGTH = 100

/**
 * A file name safe to store and to put in an e-mail: the sender's base name, accents folded, only letters,
 * digits, dots, dashes and underscores, at most 100 characters, with the extension of the detected format
 * (or, for a refused file, named in its error, the one it was sent with).
 */
export function sanitizeFileName(name: string, format: AttachmentFormat | null): string {
  const base = name.split(/[\\/]/).pop() ?? ""
  const clean = (text: string) =>
    withoutAccents(text)
      .replace(/[^A-Za-z0-9._-]+/g, "-")
      .replace(/^[-.]+|[-.]+$/g, "")
  const stem = clean(base.replace(/\.[^.]*$/, "")).slice(0, FILE_NAME_MAX_LENGTH)
  const extension = format ? ATTACHMENT_FORMATS[format].extension : clean(/\.([^.]*)$/.exec(base)?.[1] ?? "")
  return `${stem || "adjunto"}${extension ? `.${extension.slice(0, 10).toLowerCase()}` : ""}`
}

/**
 * What a form needs to show itself and its message counter, and to check a chosen file at once: the message
 * length, the character count, the accepted attachments. Kept apart from the other rules (lib/leads/rules.ts,
 * which re-exports these), so a page's first load carries only this part. It imports nothing of them.
 */

/** SPEC §5/§9: the message counts 10 to 1000 characters. */
export const MESSAGE_MIN_LENGTH = 10
export const MESSAGE_MAX_LENGTH = 1000

/**
 * The SPEC sets no limit for the optional attachment; the site accepts these, up to 10 MB. Word and Excel
 * mean DOCX and XLSX: the server decides a file's type by its bytes (lib/leads/attachment.ts) and refuses
 * the binary .doc and .xls of before 2007.
 */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024
const ATTACHMENT_TYPES: Readonly<Record<string, readonly string[]>> = {
  pdf: ["application/pdf"],
  jpg: ["image/jpeg"],
  jpeg: ["image/jpeg"],
  png: ["image/png"],
  docx: ["application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
  xlsx: ["application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
}
/** For the file input's `accept`: a hint to the picker, not a check. */
export const ATTACHMENT_ACCEPT = Object.keys(ATTACHMENT_TYPES)
  .map((extension) => `.${extension}`)
  .join(",")

/** What validation needs to know of an attached file (a File satisfies it). */
export interface AttachmentInfo {
  name: string
  type: string
  size: number
}

let segmenter: Intl.Segmenter | null | undefined

/**
 * The grapheme segmenter, made on first need: making one loads the browser's text-boundary data (about
 * 15 ms of CPU on a desktop), and the form counts its message while the page hydrates.
 */
export function graphemeSegmenter(): Intl.Segmenter | null {
  if (segmenter === undefined) {
    segmenter =
      typeof Intl !== "undefined" && "Segmenter" in Intl ? new Intl.Segmenter("es", { granularity: "grapheme" }) : null
  }
  return segmenter
}

// Latin-1 (Spanish letters with their accents, ñ, ¿, ¡...) holds no combining marks, joiners or emoji: there
// every code unit is one character, except a CR LF line break, which is one.
const LATIN_1_ONLY = /^[\u0000-\u00ff]*$/

/**
 * Characters as the visitor sees them: surrounding spaces trimmed, each emoji (even a family or a flag
 * made of several code points) counted once. Without Intl.Segmenter, code points are counted.
 */
export function countCharacters(text: string): number {
  const trimmed = text.trim()
  if (LATIN_1_ONLY.test(trimmed)) return trimmed.length - (trimmed.match(/\r\n/g)?.length ?? 0)
  const graphemes = graphemeSegmenter()
  if (!graphemes) return Array.from(trimmed).length
  let count = 0
  for (const _segment of graphemes.segment(trimmed)) count += 1
  return count
}

/** Why the browser refuses a chosen file (the server adds what only the bytes tell: damaged, unsafe). */
export type AttachmentError = { code: "attachmentType" } | { code: "attachmentSize" } | { code: "attachmentEmpty" }

/** Optional; when present, one of the accepted types (by extension, and by MIME type when the browser gives one). */
export function validateAttachment(file: AttachmentInfo | null): AttachmentError | null {
  if (!file) return null
  const extension = file.name.includes(".") ? file.name.split(".").pop()!.toLowerCase() : ""
  const mimeTypes = ATTACHMENT_TYPES[extension]
  if (!mimeTypes || (file.type && !mimeTypes.includes(file.type))) return { code: "attachmentType" }
  if (file.size === 0) return { code: "attachmentEmpty" }
  if (file.size > ATTACHMENT_MAX_BYTES) return { code: "attachmentSize" }
  return null
}

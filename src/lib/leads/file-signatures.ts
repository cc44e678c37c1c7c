/**
 * The one table of file signatures: the bytes each kind of file starts with. The attachment check reads a
 * file's own kind by it (src/lib/leads/attachment.ts) and the parts of an Office package by it
 * (src/server/attachment/part-names.ts: media and embedded packages must start as their names say).
 */
const bytesAt = (head: Uint8Array, offset: number, expected: readonly number[]) =>
  expected.every((byte, index) => head[offset + index] === byte)
const ascii = (text: string) => Array.from(text, (character) => character.charCodeAt(0))

const startsWith =
  (...alternatives: ReadonlyArray<readonly number[]>) =>
  (head: Uint8Array) =>
    alternatives.some((signature) => bytesAt(head, 0, signature))

export const FILE_SIGNATURES = {
  pdf: startsWith(ascii("%PDF-")),
  jpeg: startsWith([0xff, 0xd8, 0xff]),
  png: startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  /** A zip's first local header: DOCX, XLSX, PPTX and every other OOXML package. */
  zip: startsWith([0x50, 0x4b, 0x03, 0x04]),
  gif: startsWith(ascii("GIF87a"), ascii("GIF89a")),
  bmp: startsWith(ascii("BM")),
  tiff: startsWith([0x49, 0x49, 0x2a, 0x00], [0x4d, 0x4d, 0x00, 0x2a]),
  /** JPEG XR (HD Photo), Office's .wdp. */
  jpegXr: startsWith([0x49, 0x49, 0xbc]),
  /** An enhanced metafile: its header record (type 1), " EMF" at byte 40. */
  emf: (head: Uint8Array) => bytesAt(head, 0, [0x01, 0x00, 0x00, 0x00]) && bytesAt(head, 40, ascii(" EMF")),
  /** A Windows metafile: placeable, or a bare header (in memory or on disk, a header of 9 words). */
  wmf: startsWith([0xd7, 0xcd, 0xc6, 0x9a], [0x01, 0x00, 0x09, 0x00], [0x02, 0x00, 0x09, 0x00]),
  gzip: startsWith([0x1f, 0x8b]),
  /** XML in UTF-16, by its byte order mark (UTF-8 markup is told by its first `<`). */
  utf16: startsWith([0xff, 0xfe], [0xfe, 0xff]),
} as const satisfies Record<string, (head: Uint8Array) => boolean>

export type FileKind = keyof typeof FILE_SIGNATURES

/** The bytes a signature needs from a file's start (the EMF's is at byte 40). */
export const SIGNATURE_BYTES = 64

/** The end of a JPEG (EOI) and the last chunk of a PNG (IEND with its CRC): what the structure checks need. */
export const JPEG_END = [0xff, 0xd9] as const
export const PNG_IHDR = [0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52] as const
export const PNG_IEND = [0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82] as const
export const PNG_SIGNATURE_LENGTH = 8

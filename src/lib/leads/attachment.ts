/**
 * The attachment's real type, decided by its bytes (the name and the browser's MIME type are the sender's
 * word): PDF, JPEG, PNG, and the two Office Open XML formats, told apart by the entries of their zip.
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

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte)
}

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d] // %PDF-
const JPEG = [0xff, 0xd8, 0xff]
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const ZIP_LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04]
const ZIP_END_OF_DIRECTORY = 0x06054b50
const ZIP_DIRECTORY_ENTRY = 0x02014b50
/** The end-of-directory record is 22 bytes plus a comment of up to 65535. */
const ZIP_END_SEARCH = 22 + 0xffff

/** The names in a zip's central directory; empty when the directory cannot be read. */
export function zipEntryNames(bytes: Uint8Array): string[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  let end = -1
  for (let offset = bytes.length - 22; offset >= Math.max(0, bytes.length - ZIP_END_SEARCH); offset -= 1) {
    if (view.getUint32(offset, true) === ZIP_END_OF_DIRECTORY) {
      end = offset
      break
    }
  }
  if (end < 0) return []
  const count = view.getUint16(end + 10, true)
  let offset = view.getUint32(end + 16, true)
  const names: string[] = []
  const decoder = new TextDecoder()
  for (let index = 0; index < count; index += 1) {
    if (offset + 46 > bytes.length || view.getUint32(offset, true) !== ZIP_DIRECTORY_ENTRY) return []
    const nameLength = view.getUint16(offset + 28, true)
    const extraLength = view.getUint16(offset + 30, true)
    const commentLength = view.getUint16(offset + 32, true)
    if (offset + 46 + nameLength > bytes.length) return []
    names.push(decoder.decode(bytes.subarray(offset + 46, offset + 46 + nameLength)))
    offset += 46 + nameLength + extraLength + commentLength
  }
  return names
}

/** The format the bytes are, or null for anything else (old .doc/.xls included: the server refuses them). */
export function detectAttachmentFormat(bytes: Uint8Array): AttachmentFormat | null {
  if (startsWith(bytes, PDF)) return "pdf"
  if (startsWith(bytes, JPEG)) return "jpg"
  if (startsWith(bytes, PNG)) return "png"
  if (startsWith(bytes, ZIP_LOCAL_HEADER)) {
    const names = zipEntryNames(bytes)
    if (!names.includes("[Content_Types].xml")) return null
    if (names.includes("word/document.xml")) return "docx"
    if (names.includes("xl/workbook.xml")) return "xlsx"
  }
  return null
}

const FILE_NAME_MAX_LENGTH = 100

/**
 * A file name safe to store and to put in an e-mail: the sender's base name, accents folded, only letters,
 * digits, dots, dashes and underscores, at most 100 characters, with the extension of the detected format.
 */
export function sanitizeFileName(name: string, format: AttachmentFormat): string {
  const base = name.split(/[\\/]/).pop() ?? ""
  const stem = base
    .replace(/\.[^.]*$/, "")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .replace(/^[-.]+|[-.]+$/g, "")
    .slice(0, FILE_NAME_MAX_LENGTH)
  return `${stem || "adjunto"}.${ATTACHMENT_FORMATS[format].extension}`
}

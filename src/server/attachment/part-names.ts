/**
 * What an OOXML package (DOCX, XLSX) may hold, by the name of each part: the folders Office writes, the
 * extensions of the parts it writes there, and for the media and embedded packages the bytes each extension
 * must start with. Anything else (a program, a script, a disk image, a shortcut, a help file, an Excel
 * add-in, a name ending in a dot that Windows would drop) is refused by not being on these lists.
 */
import type { FileKind } from "../../lib/leads/file-signatures"
import { FILE_SIGNATURES, SIGNATURE_BYTES } from "../../lib/leads/file-signatures"

/** The folders of every package besides the format's own (`word/`, `xl/`): relationships, properties, custom XML, sensitivity labels, signatures, .NET's core properties. */
const SHARED_FOLDERS = ["_rels/", "docProps/", "customXml/", "docMetadata/", "_xmlsignatures/", "package/services/"]

/** Each segment of a part name: letters, digits, `_`, `-`, `%` (an escaped character), dots inside. */
const PART_NAME =
  /^(?:[A-Za-z0-9_%-]+(?:\.[A-Za-z0-9_%-]+)*\/|_rels\/)*(?:[A-Za-z0-9_%-]+(?:\.[A-Za-z0-9_%-]+)*)?\.([A-Za-z0-9]+)$/

export const CONTENT_TYPES = "[Content_Types].xml"

/** A part's kind by its extension: markup, media (checked by their first bytes), fonts, packages, settings. */
export type PartKind = "markup" | "media" | "font" | "package" | "printerSettings" | "signatureOrigin"

const KIND_BY_EXTENSION: Readonly<Record<string, PartKind>> = {
  xml: "markup",
  rels: "markup",
  vml: "markup",
  psmdcp: "markup",
  png: "media",
  jpeg: "media",
  jpg: "media",
  jpe: "media",
  jfif: "media",
  gif: "media",
  bmp: "media",
  tif: "media",
  tiff: "media",
  wdp: "media",
  emf: "media",
  wmf: "media",
  emz: "media",
  wmz: "media",
  svg: "media",
  odttf: "font",
  ttf: "font",
  otf: "font",
  docx: "package",
  xlsx: "package",
  pptx: "package",
  bin: "printerSettings",
  sigs: "signatureOrigin",
}

/**
 * The kind of the part `name` in a package whose own folder is `folder`, or null when no Office file holds
 * such a part. Directory entries are allowed inside the same folders (some zip tools write them).
 */
export function partKind(name: string, folder: string): PartKind | "folder" | null {
  if (name === CONTENT_TYPES) return "markup"
  const inFolder = [...SHARED_FOLDERS, folder].some((prefix) => name.startsWith(prefix))
  if (!inFolder) return null
  // VBA macros (vbaProject.bin, vbaData.xml), ActiveX controls and embedded objects, whatever their extension;
  // only a chart's workbook may sit under embeddings/ (checked by its relationship in ooxml-check.ts).
  if (/(^|\/)vba(project\.bin|data\.xml)$/i.test(name) || /(^|\/)activex\//i.test(name)) return null
  if (/(^|\/)embeddings\//i.test(name) && !/\/embeddings\/[^/]+\.xlsx$/i.test(name)) return null
  if (name.endsWith("/")) return /^[A-Za-z0-9_%/.-]+$/.test(name) && !name.includes("..") ? "folder" : null
  const extension = PART_NAME.exec(name)?.[1]?.toLowerCase()
  const kind = extension ? KIND_BY_EXTENSION[extension] : undefined
  if (!kind) return null
  // The only binary settings an ordinary file keeps are its printer's; vbaProject.bin, oleObject1.bin and
  // activeX1.bin hold code.
  if (kind === "printerSettings" && !/\/printerSettings\/printerSettings\d*\.bin$/i.test(name)) return null
  if (kind === "signatureOrigin" && !name.startsWith("_xmlsignatures/")) return null
  return kind
}

/** The signature each media extension must start with (the one table: src/lib/leads/file-signatures.ts). */
const MEDIA_KINDS: Readonly<Record<string, FileKind>> = {
  png: "png",
  jpeg: "jpeg",
  jpg: "jpeg",
  jpe: "jpeg",
  jfif: "jpeg",
  gif: "gif",
  bmp: "bmp",
  tif: "tiff",
  tiff: "tiff",
  wdp: "jpegXr",
  emf: "emf",
  wmf: "wmf",
  emz: "gzip",
  wmz: "gzip",
}

/** Bytes a part's check needs from its start. */
export const HEAD_BYTES = SIGNATURE_BYTES

const isMarkup = (head: Uint8Array) =>
  FILE_SIGNATURES.utf16(head) || /^(\uFEFF)?\s*</.test(new TextDecoder().decode(head))

/**
 * Whether a part's first bytes are what its name says: media by their signature, embedded packages as zips,
 * markup as XML (a `<` after an optional byte order mark and whitespace, or UTF-16's byte order mark).
 */
export function headMatches(name: string, kind: PartKind, head: Uint8Array): boolean {
  const extension = name.slice(name.lastIndexOf(".") + 1).toLowerCase()
  switch (kind) {
    case "media": {
      // An SVG is markup; every other medium has its signature.
      if (extension === "svg") return isMarkup(head)
      const kind = MEDIA_KINDS[extension]
      return kind ? FILE_SIGNATURES[kind](head) : false
    }
    case "package":
      return FILE_SIGNATURES.zip(head)
    case "markup":
      return isMarkup(head)
    case "signatureOrigin":
      return head.length === 0 || headMatches(name, "markup", head)
    default:
      return true
  }
}

/** An SVG that scripts: a script element, a javascript: link or an event handler. */
export function svgScripts(text: string): boolean {
  return /<script|javascript:|\son[a-z]+\s*=/i.test(text)
}

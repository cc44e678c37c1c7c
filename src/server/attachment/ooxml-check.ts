/**
 * A DOCX or XLSX read part by part, as a stream (yauzl): every part's name must be one Office writes
 * (part-names.ts), every part is inflated and its real size counted as it comes (a part that inflates past
 * the size it declares, or parts past ZIP_MAX_UNCOMPRESSED_BYTES together, stop the reading there), media
 * must start with the bytes of what their names say, and [Content_Types].xml must declare the format's
 * macro-free main part. Nothing outside the package, nothing inside it that runs: no relationship to an
 * outside target but a hyperlink in the text (a remote template, a linked OLE object), no attachedTemplate
 * or oleObject relationship, no macro or ActiveX part, nothing under embeddings/ but a chart's own workbook,
 * itself read by the same rules with no embeddings of its own.
 */
import yauzl from "yauzl"
import type { Entry, ZipFile } from "yauzl"
import type { AttachmentCheck, AttachmentProblem } from "../../lib/leads/attachment"
import type { PartKind } from "./part-names"
import { CONTENT_TYPES, HEAD_BYTES, headMatches, partKind, svgScripts } from "./part-names"

/** More entries than any honest document or workbook of 10 MB has. */
export const ZIP_MAX_ENTRIES = 1000
/** The parts' sizes once inflated, together: 10 MB that unpack past this are a zip bomb. */
export const ZIP_MAX_UNCOMPRESSED_BYTES = 100 * 1024 * 1024
/** [Content_Types].xml and a relationships part are lists of a few dozen entries: read no further than this. */
const LIST_MAX_BYTES = 1024 * 1024
/** A chart's workbook, embedded in a document, is read whole: at most this large. */
const CHART_WORKBOOK_MAX_BYTES = 10 * 1024 * 1024
const RELATIONSHIPS = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/"
/** The one relationship that may point outside the package: a hyperlink written in the document's text. */
const HYPERLINK = `${RELATIONSHIPS}hyperlink`
/** Relationships that load something into the document, whatever their target. */
const LOADING = /\/(attachedTemplate|oleObject|subDocument|frame|aFChunk|control|vbaProject|wordVbaData)$/i
/** How a chart names its embedded workbook (`word/charts/_rels/chart1.xml.rels`). */
const CHART_PACKAGE = `${RELATIONSHIPS}package`

interface OfficeFormat {
  format: "docx" | "xlsx"
  folder: string
  mainPart: string
  mainContentType: string
}

const OFFICE_FORMATS: readonly OfficeFormat[] = [
  {
    format: "docx",
    folder: "word/",
    mainPart: "word/document.xml",
    mainContentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml",
  },
  {
    format: "xlsx",
    folder: "xl/",
    mainPart: "xl/workbook.xml",
    mainContentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml",
  },
]

class Refusal extends Error {
  constructor(readonly code: AttachmentProblem) {
    super(code)
  }
}

/** The content types [Content_Types].xml declares for single parts, by part name (lower case, no leading "/"). */
export function contentTypeOverrides(xml: string): Map<string, string> | null {
  const root =
    /^(<\?xml[^>]*\?>\s*)?<Types\s[^>]*xmlns=("|')http:\/\/schemas\.openxmlformats\.org\/package\/2006\/content-types\2/
  // trimStart also drops a byte order mark.
  if (!root.test(xml.trimStart())) return null
  const overrides = new Map<string, string>()
  for (const [element] of xml.matchAll(/<Override\s[^>]*>/g)) {
    const part = /\sPartName=("|')([^"']*)\1/.exec(element)?.[2]
    const type = /\sContentType=("|')([^"']*)\1/.exec(element)?.[2]
    if (part && type) overrides.set(part.replace(/^\//, "").toLowerCase(), type)
  }
  return overrides
}

function openZip(bytes: Uint8Array): Promise<ZipFile> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  return new Promise((resolve, reject) => {
    // validateEntrySizes: a part that inflates past (or short of) its declared size is an error, as it streams.
    yauzl.fromBuffer(buffer, { lazyEntries: true, strictFileNames: true, validateEntrySizes: true }, (error, zip) =>
      error || !zip ? reject(new Refusal("attachmentDamaged")) : resolve(zip),
    )
  })
}

/** yauzl's word for a name out of the folder (absolute, `..`, a backslash) or a size that lies. */
function zipProblem(error: Error): AttachmentProblem {
  return /path|characters in fileName|too many bytes|expected/i.test(error.message)
    ? "attachmentUnsafe"
    : "attachmentDamaged"
}

interface Reading {
  /** Bytes inflated so far, all parts together. */
  inflated: number
  contentTypes: string | null
  /** Every relationships part, by name: read after the parts for what they point at. */
  relationships: Map<string, string>
  /** The packages under embeddings/, by name, kept to be read in turn. */
  embedded: Map<string, Buffer>
  /** When the check must give up (a Date.now() time). */
  deadline: number
}

/** An XML attribute's value with its character and entity references decoded (`&#69;xternal` is External). */
function xmlAttribute(element: string, name: string): string | null {
  const raw = new RegExp(`\\s${name}\\s*=\\s*("|')([^"']*)\\1`).exec(element)?.[2]
  if (raw === undefined) return null
  return raw.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_match, entity: string) => {
    const lower = entity.toLowerCase()
    if (lower.startsWith("#x")) return String.fromCodePoint(parseInt(lower.slice(2), 16))
    if (lower.startsWith("#")) return String.fromCodePoint(Number(lower.slice(1)))
    return { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" }[lower] ?? ""
  })
}

interface Relationship {
  part: string
  type: string
  target: string
  external: boolean
}

/** The relationships a part lists, `<Relationship …/>` with or without a namespace prefix. */
function relationshipsOf(part: string, xml: string): Relationship[] {
  return [...xml.matchAll(/<(?:[\w.-]+:)?Relationship\s[^>]*>/g)].map(([element]) => ({
    part,
    type: xmlAttribute(element, "Type") ?? "",
    target: xmlAttribute(element, "Target") ?? "",
    external: (xmlAttribute(element, "TargetMode") ?? "").trim().toLowerCase() === "external",
  }))
}

/** The part a relationship of `relsPart` names (`word/charts/_rels/chart1.xml.rels`, `../embeddings/x.xlsx`). */
function resolveTarget(relsPart: string, target: string): string {
  const source = relsPart.replace(/_rels\/[^/]*\.rels$/, "")
  const segments = (target.startsWith("/") ? target.slice(1) : source + target).split("/")
  const resolved: string[] = []
  for (const segment of segments) {
    if (segment === "..") resolved.pop()
    else if (segment !== "." && segment !== "") resolved.push(segment)
  }
  return decodeURIComponent(resolved.join("/"))
}

/**
 * Nothing outside the package and nothing that loads: every relationship is an internal one but a text's
 * hyperlink, none loads a template, an OLE object, a frame or a control, and every embedded package is a
 * chart's workbook.
 */
function checkRelationships(reading: Reading): Relationship[] {
  const all = [...reading.relationships].flatMap(([part, xml]) => relationshipsOf(part, xml))
  for (const relationship of all) {
    if (relationship.external && relationship.type !== HYPERLINK) throw new Refusal("attachmentUnsafe")
    if (LOADING.test(relationship.type)) throw new Refusal("attachmentUnsafe")
  }
  const chartWorkbooks = new Set(
    all
      .filter((each) => each.type === CHART_PACKAGE && /(^|\/)charts\/_rels\//.test(each.part))
      .map((each) => resolveTarget(each.part, each.target)),
  )
  for (const name of reading.embedded.keys()) {
    if (!chartWorkbooks.has(name)) throw new Refusal("attachmentUnsafe")
  }
  return all
}

/**
 * One part, streamed: counted against the ceiling as it inflates (the stream is destroyed the moment it
 * passes), its first bytes checked against its kind, an SVG searched for scripts, [Content_Types].xml kept.
 */
function readPart(zip: ZipFile, entry: Entry, kind: PartKind, reading: Reading): Promise<void> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) return reject(new Refusal("attachmentDamaged"))
      const head: Buffer[] = []
      let headLength = 0
      let tail = ""
      const kept: Buffer[] = []
      const isSvg = /\.svg$/i.test(entry.fileName)
      const isList = entry.fileName === CONTENT_TYPES || /\.rels$/i.test(entry.fileName)
      const isEmbedded = kind === "package"
      const keptMax = isEmbedded ? CHART_WORKBOOK_MAX_BYTES : LIST_MAX_BYTES
      let keptBytes = 0
      const fail = (code: AttachmentProblem) => {
        stream.destroy()
        reject(new Refusal(code))
      }
      stream.on("data", (chunk: Buffer) => {
        reading.inflated += chunk.length
        if (reading.inflated > ZIP_MAX_UNCOMPRESSED_BYTES) return fail("attachmentUnsafe")
        if (Date.now() > reading.deadline) return fail("attachmentUnchecked")
        if (headLength < HEAD_BYTES) {
          head.push(chunk.subarray(0, HEAD_BYTES - headLength))
          headLength += Math.min(chunk.length, HEAD_BYTES - headLength)
        }
        if (isSvg) {
          const text = tail + chunk.toString("latin1")
          if (svgScripts(text)) return fail("attachmentUnsafe")
          tail = text.slice(-32)
        }
        if (isList || isEmbedded) {
          kept.push(chunk)
          keptBytes += chunk.length
          if (keptBytes > keptMax) fail("attachmentUnsafe")
        }
      })
      stream.on("error", (streamError: Error) => reject(new Refusal(zipProblem(streamError))))
      stream.on("end", () => {
        if (entry.uncompressedSize > 0 && !headMatches(entry.fileName, kind, Buffer.concat(head))) {
          return reject(new Refusal("attachmentUnsafe"))
        }
        if (entry.fileName === CONTENT_TYPES) reading.contentTypes = Buffer.concat(kept).toString("utf8")
        else if (isList) reading.relationships.set(entry.fileName, Buffer.concat(kept).toString("utf8"))
        else if (isEmbedded) reading.embedded.set(entry.fileName, Buffer.concat(kept))
        resolve()
      })
    })
  })
}

/** The package's entries in order; each one's name decided before it is read, then read whole. */
function readParts(zip: ZipFile, folder: string, deadline: number): Promise<Reading & { names: string[] }> {
  return new Promise((resolve, reject) => {
    const reading: Reading & { names: string[] } = {
      inflated: 0,
      contentTypes: null,
      relationships: new Map(),
      embedded: new Map(),
      deadline,
      names: [],
    }
    let declared = 0
    zip.on("entry", (entry: Entry) => {
      declared += entry.uncompressedSize
      if (declared > ZIP_MAX_UNCOMPRESSED_BYTES || entry.isEncrypted()) return reject(new Refusal("attachmentUnsafe"))
      const kind = partKind(entry.fileName, folder)
      if (!kind) return reject(new Refusal("attachmentUnsafe"))
      reading.names.push(entry.fileName)
      if (kind === "folder") return zip.readEntry()
      readPart(zip, entry, kind, reading).then(() => zip.readEntry(), reject)
    })
    zip.on("end", () => resolve(reading))
    zip.on("error", (error: Error) => reject(new Refusal(zipProblem(error))))
    zip.readEntry()
  })
}

/**
 * A DOCX or XLSX as Office writes it. Which of the two is known from the central directory (its main part)
 * before any part is read; then every part is read as above. At most ZIP_MAX_ENTRIES entries.
 */
async function checkOfficeZip(bytes: Uint8Array, deadline: number, embedded = false): Promise<AttachmentCheck> {
  const names = await centralDirectoryNames(bytes)
  const office = OFFICE_FORMATS.find(({ mainPart }) => names.includes(mainPart))
  // A zip that is neither (a folder of files, a presentation) is not one of the accepted types.
  if (!office) throw new Refusal("attachmentType")
  const zip = await openZip(bytes)
  try {
    const reading = await readParts(zip, office.folder, deadline)
    if (!reading.names.includes("_rels/.rels") || reading.contentTypes === null) throw new Refusal("attachmentDamaged")
    if (/macroEnabled|vbaProject|activeX|oleObject/i.test(reading.contentTypes)) throw new Refusal("attachmentUnsafe")
    const overrides = contentTypeOverrides(reading.contentTypes)
    if (overrides?.get(office.mainPart) !== office.mainContentType) throw new Refusal("attachmentDamaged")
    // A chart's workbook holds its data, never a package of its own.
    if (embedded && reading.embedded.size > 0) throw new Refusal("attachmentUnsafe")
    checkRelationships(reading)
    for (const workbook of reading.embedded.values()) {
      const inner = await checkOfficeZip(workbook, deadline, true).catch((error: unknown) => {
        throw error instanceof Refusal && error.code === "attachmentType" ? new Refusal("attachmentUnsafe") : error
      })
      if (!inner.ok || inner.format !== "xlsx") throw new Refusal(inner.ok ? "attachmentUnsafe" : inner.code)
    }
    return { ok: true, format: office.format }
  } finally {
    zip.close()
  }
}

/** The entries' names from the central directory, nothing inflated; refused past ZIP_MAX_ENTRIES. */
async function centralDirectoryNames(bytes: Uint8Array): Promise<string[]> {
  const zip = await openZip(bytes)
  try {
    if (zip.entryCount > ZIP_MAX_ENTRIES) throw new Refusal("attachmentUnsafe")
    return await new Promise<string[]>((resolve, reject) => {
      const names: string[] = []
      zip.on("entry", (entry: Entry) => {
        names.push(entry.fileName)
        zip.readEntry()
      })
      zip.on("end", () => resolve(names))
      zip.on("error", (error: Error) => reject(new Refusal(zipProblem(error))))
      zip.readEntry()
    })
  } finally {
    zip.close()
  }
}

/** A DOCX or XLSX as Office writes it, or why not; past `deadline` (a Date.now() time) refused unchecked. */
export async function checkOfficeFile(bytes: Uint8Array, deadline = Infinity): Promise<AttachmentCheck> {
  try {
    return await checkOfficeZip(bytes, deadline)
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, code: error.code }
    throw error
  }
}

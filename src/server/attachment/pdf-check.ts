/**
 * A PDF read for what a reader would run or unpack: every object of every revision, the ones packed in
 * object streams included, is read (pdf-syntax.ts) and the file refused when one is JavaScript (a /JS or
 * /JavaScript entry, an action of type JavaScript, which is how an /OpenAction runs code), a /Launch action,
 * or an embedded file (/EmbeddedFile, /EmbeddedFiles, /EF); and when anything but PDF syntax stands between
 * or after its objects: a second file after the last %%EOF, or HTML between two revisions.
 *
 * Object streams are inflated with a ceiling (OBJECT_STREAMS_MAX_BYTES for all together), so a small file
 * cannot unpack into gigabytes. An encrypted file's object streams cannot be read without decrypting them:
 * such a file is refused rather than let through unread.
 */
import zlib from "zlib"
import type { AttachmentProblem } from "../../lib/leads/attachment"
import type { Reader, Summary } from "./pdf-syntax"
import { PdfSyntaxError, isWhitespace, readValue, skipSpace, word } from "./pdf-syntax"

/** Object streams of an honest 10 MB file unpack to a few MB; past this together, the file is refused. */
export const OBJECT_STREAMS_MAX_BYTES = 16 * 1024 * 1024

/** Entries that hold or name code, programs or files. */
const ACTIVE_KEYS = new Set(["JS", "JavaScript", "EmbeddedFile", "EmbeddedFiles", "EF"])
/** Action types that run code or a program. */
const ACTIVE_ACTIONS = new Set(["JavaScript", "Launch"])
/** The entries a dictionary keeps for the check; the rest are only looked at. */
const KEPT = new Set(["S", "Type", "Filter", "DecodeParms", "Length", "N", "First"])

class Verdict extends Error {
  constructor(readonly code: AttachmentProblem) {
    super(code)
  }
}

interface Scan {
  /** Object streams found, to be read after the file: where their data lies. */
  objectStreams: Array<{ data: Buffer; filters: string[]; parameters: boolean }>
  encrypted: boolean
}

function checker(scan: Scan) {
  return (entries: Map<string, Summary>, keys: readonly string[]) => {
    if (keys.some((key) => ACTIVE_KEYS.has(key))) throw new Verdict("attachmentUnsafe")
    const action = entries.get("S")
    if (action?.kind === "name" && ACTIVE_ACTIONS.has(action.name)) throw new Verdict("attachmentUnsafe")
    const type = entries.get("Type")
    if (type?.kind === "name" && type.name === "EmbeddedFile") throw new Verdict("attachmentUnsafe")
    if (keys.includes("Encrypt")) scan.encrypted = true
  }
}

const latin1 = (bytes: Buffer, at: number, length: number) =>
  bytes.toString("latin1", at, Math.min(bytes.length, at + length))

const startsWithAt = (bytes: Buffer, at: number, text: string) =>
  bytes.toString("latin1", at, at + text.length) === text

function filtersOf(summary: Summary | undefined): string[] {
  if (!summary) return []
  if (summary.kind === "name") return [summary.name]
  return summary.kind === "array" ? summary.names : ["?"]
}

/** A stream's data: from the line after `stream` to `endstream`, by its /Length when that is right. */
function streamData(bytes: Buffer, keyword: number, entries: Map<string, Summary>): { data: Buffer; end: number } {
  let start = keyword + "stream".length
  if (bytes[start] === 0x0d) start += 1
  if (bytes[start] === 0x0a) start += 1
  const length = entries.get("Length")
  if (length?.kind === "number" && Number.isInteger(length.value) && length.value >= 0) {
    let after = start + length.value
    while (isWhitespace(bytes[after])) after += 1
    if (startsWithAt(bytes, after, "endstream"))
      return { data: bytes.subarray(start, start + length.value), end: after + 9 }
  }
  const end = bytes.indexOf("endstream", start, "latin1")
  if (end < 0) throw new Verdict("attachmentDamaged")
  return { data: bytes.subarray(start, end), end: end + 9 }
}

/** An indirect object from `at` (`12 0 obj`): its value, and its stream's data when it has one. */
function readObject(reader: Reader, scan: Scan, at: number): number {
  const header = /^\d+\s+\d+\s+obj/.exec(latin1(reader.bytes, at, 32))!
  const { summary, end } = readValue(reader, at + header[0].length)
  let position = skipSpace(reader.bytes, end)
  if (word(reader.bytes, position) === "stream" && summary.kind === "dict") {
    const stream = streamData(reader.bytes, position, summary.entries)
    const type = summary.entries.get("Type")
    if (type?.kind === "name" && type.name === "ObjStm") {
      scan.objectStreams.push({
        data: stream.data,
        filters: filtersOf(summary.entries.get("Filter")),
        parameters: summary.entries.has("DecodeParms"),
      })
    }
    position = skipSpace(reader.bytes, stream.end)
  }
  return word(reader.bytes, position) === "endobj" ? position + 6 : position
}

/** A classic cross-reference table: `xref`, then subsections, each a line of two numbers and its entries. */
function skipXrefTable(bytes: Buffer, at: number): number {
  let position = at + "xref".length
  for (;;) {
    while (isWhitespace(bytes[position])) position += 1
    const next = latin1(bytes, position, 24)
    // An entry (`0000000017 00000 n`) whatever its line ending, or a subsection's first line (`0 6`).
    const entry = /^\d{10} \d{5} [nf]/.exec(next) ?? /^\d+[ \t]+\d+(?=\s)/.exec(next)
    if (!entry) return position
    position += entry[0].length
  }
}

/**
 * The file from its header to its end, revision by revision: objects, cross-reference tables, trailers,
 * `startxref` and comments (%%EOF among them) may stand there, nothing else; after the last %%EOF only
 * whitespace.
 */
function walkFile(reader: Reader, scan: Scan) {
  const { bytes } = reader
  let position = 0
  let sawEof = false
  for (;;) {
    while (isWhitespace(bytes[position])) position += 1
    if (position >= bytes.length) break
    if (bytes[position] === 0x25) {
      // A comment: the header, a binary marker line, or a revision's %%EOF.
      if (startsWithAt(bytes, position, "%%EOF")) sawEof = true
      while (position < bytes.length && bytes[position] !== 0x0a && bytes[position] !== 0x0d) position += 1
      continue
    }
    const next = latin1(bytes, position, 32)
    if (/^\d+\s+\d+\s+obj/.test(next)) position = readObject(reader, scan, position)
    else if (next.startsWith("xref")) position = skipXrefTable(bytes, position)
    else if (next.startsWith("trailer")) position = readValue(reader, position + "trailer".length).end
    else if (/^startxref\s+\d+/.test(next)) position += /^startxref\s+\d+/.exec(next)![0].length
    // A stray keyword a writer left after a stream whose length it miscounted.
    else if (/^(endobj|endstream)/.test(next)) position += word(bytes, position).length
    // Anything else is not PDF: another file, a page of HTML; after a revision's end, appended on purpose.
    else throw new Verdict(sawEof ? "attachmentUnsafe" : "attachmentDamaged")
  }
  if (!sawEof) throw new Verdict("attachmentDamaged")
}

/** The objects packed in an object stream: a header of number pairs, then the objects from /First. */
function readObjectStreams(reader: Reader, scan: Scan) {
  let budget = OBJECT_STREAMS_MAX_BYTES
  for (const stream of scan.objectStreams) {
    if (scan.encrypted) throw new Verdict("attachmentUnsafe")
    if (stream.parameters || stream.filters.some((filter) => filter !== "FlateDecode")) {
      throw new Verdict("attachmentUnsafe")
    }
    let content: Buffer
    try {
      content = stream.filters.length ? zlib.inflateSync(stream.data, { maxOutputLength: budget }) : stream.data
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code
      throw new Verdict(code === "ERR_BUFFER_TOO_LARGE" ? "attachmentUnsafe" : "attachmentDamaged")
    }
    budget -= content.length
    const inner: Reader = { ...reader, bytes: content }
    let position = 0
    // The header's numbers and every object after it, read as a sequence of values.
    while ((position = skipSpace(content, position)) < content.length) position = readValue(inner, position).end
  }
}

/** Whether a PDF (its header already checked) is safe to pass on to staff, or why not. */
export function checkPdfStructure(file: Uint8Array): AttachmentProblem | null {
  const bytes = Buffer.from(file.buffer, file.byteOffset, file.byteLength)
  const scan: Scan = { objectStreams: [], encrypted: false }
  const reader: Reader = { bytes, kept: KEPT, onDictionary: checker(scan) }
  try {
    walkFile(reader, scan)
    readObjectStreams(reader, scan)
    return null
  } catch (error) {
    if (error instanceof Verdict) return error.code
    if (error instanceof PdfSyntaxError) return "attachmentDamaged"
    throw error
  }
}

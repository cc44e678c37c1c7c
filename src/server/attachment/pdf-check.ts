/**
 * A PDF read for what a reader would run or unpack: every object of every revision, the ones packed in
 * object streams included, is read (pdf-syntax.ts), in order and again where the cross-reference tables and
 * streams place objects (what a reader follows), and the file refused when one is JavaScript (a /JS or
 * /JavaScript entry, an action of type JavaScript, which is how an /OpenAction runs code), a Launch,
 * ImportData or SubmitForm action, an XFA form, or an embedded file (/EmbeddedFile, /EmbeddedFiles, /EF);
 * and when anything but PDF syntax stands between or after its objects: a second file after the last
 * %%EOF, or HTML between two revisions. pdf.js then opens the file as a reader does (pdf-engine-view.ts).
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

/** Entries that hold or name code, programs, files, or an XFA form (which carries its own scripts). */
const ACTIVE_KEYS = new Set(["JS", "JavaScript", "EmbeddedFile", "EmbeddedFiles", "EF", "XFA"])
/** Action types that run code or a program, or fetch or send data outside the file. */
const ACTIVE_ACTIONS = new Set(["JavaScript", "Launch", "ImportData", "SubmitForm"])
/** The entries a dictionary keeps for the check; the rest are only looked at. */
const KEPT = new Set(["S", "Type", "Filter", "DecodeParms", "Length", "N", "First", "W", "Index", "Size"])

class Verdict extends Error {
  constructor(readonly code: AttachmentProblem) {
    super(code)
  }
}

interface Scan {
  /** Object streams found, to be read after the file: where their data lies. */
  objectStreams: Array<{ data: Buffer; filters: string[]; parameters: boolean }>
  /** Where the cross-reference tables and streams say objects are: read there too, as a reader reads them. */
  offsets: Set<number>
  /** Where the reading in order found objects: not read twice. */
  walked: Set<number>
  /** Cross-reference streams found, decoded after the file into more offsets. */
  xrefStreams: Array<{ data: Buffer; entries: Map<string, Summary> }>
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
    if (type?.kind === "name" && type.name === "XRef")
      scan.xrefStreams.push({ data: stream.data, entries: summary.entries })
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

/**
 * A classic cross-reference table: `xref`, then subsections, each a line of two numbers and its entries;
 * the offset of every object in use is kept.
 */
function readXrefTable(bytes: Buffer, at: number, scan: Scan): number {
  let position = at + "xref".length
  for (;;) {
    while (isWhitespace(bytes[position])) position += 1
    const next = latin1(bytes, position, 24)
    // An entry (`0000000017 00000 n`) whatever its line ending, or a subsection's first line (`0 6`).
    const entry = /^(\d{10}) \d{5} ([nf])/.exec(next) ?? /^\d+[ \t]+\d+(?=\s)/.exec(next)
    if (!entry) return position
    if (entry[2] === "n") scan.offsets.add(Number(entry[1]))
    position += entry[0].length
  }
}

/** A cross-reference stream's rows undone from the PNG predictor they are usually written with. */
function unpredicted(data: Buffer, columns: number): Buffer {
  const rows = Math.floor(data.length / (columns + 1))
  const out = Buffer.alloc(rows * columns)
  for (let row = 0; row < rows; row += 1) {
    const filter = data[row * (columns + 1)]
    for (let column = 0; column < columns; column += 1) {
      const raw = data[row * (columns + 1) + 1 + column]
      const left = column > 0 ? out[row * columns + column - 1] : 0
      const up = row > 0 ? out[(row - 1) * columns + column] : 0
      const corner = row > 0 && column > 0 ? out[(row - 1) * columns + column - 1] : 0
      const paeth = () => {
        const estimate = left + up - corner
        const [a, b, c] = [Math.abs(estimate - left), Math.abs(estimate - up), Math.abs(estimate - corner)]
        return a <= b && a <= c ? left : b <= c ? up : corner
      }
      const predicted = [0, left, up, (left + up) >> 1, paeth()][filter] ?? 0
      out[row * columns + column] = (raw + predicted) & 0xff
    }
  }
  return out
}

/** The offsets of the objects a cross-reference stream lists (type 1 entries), as a reader finds them. */
function readXrefStreams(bytes: Buffer, scan: Scan) {
  for (const { data, entries } of scan.xrefStreams) {
    const widths = entries.get("W")
    if (widths?.kind !== "array" || widths.numbers.length !== 3) throw new Verdict("attachmentDamaged")
    const [typeWidth, offsetWidth, generationWidth] = widths.numbers
    const rowWidth = typeWidth + offsetWidth + generationWidth
    if (rowWidth <= 0 || rowWidth > 32) throw new Verdict("attachmentDamaged")
    let table: Buffer
    try {
      const filters = filtersOf(entries.get("Filter"))
      if (filters.some((filter) => filter !== "FlateDecode")) throw new Verdict("attachmentUnsafe")
      table = filters.length ? zlib.inflateSync(data, { maxOutputLength: OBJECT_STREAMS_MAX_BYTES }) : data
    } catch (error) {
      if (error instanceof Verdict) throw error
      throw new Verdict("attachmentDamaged")
    }
    // A PNG predictor (DecodeParms /Predictor 12 /Columns n, as writers use) adds a filter byte to each row.
    if (entries.has("DecodeParms")) {
      if (table.length % (rowWidth + 1) !== 0) throw new Verdict("attachmentDamaged")
      table = unpredicted(table, rowWidth)
    }
    const field = (row: number, from: number, width: number, fallback: number) => {
      if (width === 0) return fallback
      let value = 0
      for (let index = 0; index < width; index += 1) value = value * 256 + table[row * rowWidth + from + index]
      return value
    }
    for (let row = 0; row < Math.floor(table.length / rowWidth); row += 1) {
      if (field(row, 0, typeWidth, 1) === 1) {
        const offset = field(row, typeWidth, offsetWidth, 0)
        if (offset < bytes.length) scan.offsets.add(offset)
      }
    }
  }
}

/**
 * The objects where the cross-reference tables and streams say they are, read again at those offsets: an
 * object a reader reaches through them (an /OpenAction written where a sequential reading sees a comment or a
 * stream's data) is checked like the others. An offset that does not start an object is left to the reader.
 */
function readIndexedObjects(reader: Reader, scan: Scan) {
  for (const offset of scan.offsets) {
    const at = skipSpace(reader.bytes, offset)
    if (!scan.walked.has(at) && /^\d+\s+\d+\s+obj/.test(latin1(reader.bytes, at, 32))) readObject(reader, scan, at)
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
    if (/^\d+\s+\d+\s+obj/.test(next)) {
      scan.walked.add(position)
      position = readObject(reader, scan, position)
    } else if (next.startsWith("xref")) position = readXrefTable(bytes, position, scan)
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

/** Values read between two looks at the clock. */
const VALUES_PER_CLOCK_READING = 4096

/** A reader's tick that ends the reading once `deadline` (a Date.now() time) has passed. */
function deadlineTick(deadline: number): () => void {
  let values = 0
  return () => {
    values += 1
    if (values % VALUES_PER_CLOCK_READING === 0 && Date.now() > deadline) throw new Verdict("attachmentUnchecked")
  }
}

/**
 * Whether a PDF (its header already checked) is safe to pass on to staff, or why not; past `deadline` (a
 * Date.now() time) the reading stops and the file is refused unchecked.
 */
export function checkPdfStructure(file: Uint8Array, deadline = Infinity): AttachmentProblem | null {
  const bytes = Buffer.from(file.buffer, file.byteOffset, file.byteLength)
  const scan: Scan = { objectStreams: [], offsets: new Set(), walked: new Set(), xrefStreams: [], encrypted: false }
  const reader: Reader = { bytes, kept: KEPT, onDictionary: checker(scan), tick: deadlineTick(deadline) }
  try {
    walkFile(reader, scan)
    readXrefStreams(bytes, scan)
    readIndexedObjects(reader, scan)
    readObjectStreams(reader, scan)
    return null
  } catch (error) {
    if (error instanceof Verdict) return error.code
    if (error instanceof PdfSyntaxError) return "attachmentDamaged"
    throw error
  }
}

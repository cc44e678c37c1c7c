/**
 * PDF's lexical layer (ISO 32000-1 §7.2–7.3), as much as the attachment check needs: it reads objects
 * without materialising them, keeps of each dictionary only the few entries the check asks about, and
 * reports every dictionary key it meets. Bounded: nesting depth, the names it keeps, no recursion on data.
 */

const WHITESPACE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20])
const DELIMITERS = new Set([0x28, 0x29, 0x3c, 0x3e, 0x5b, 0x5d, 0x7b, 0x7d, 0x2f, 0x25])
/** Deeper than any real file nests its arrays and dictionaries. */
const MAX_DEPTH = 64

export class PdfSyntaxError extends Error {}

/** What a value is, for the entries the check reads: a name, a number, a reference, or else its kind. */
export type Summary =
  | { kind: "name"; name: string }
  | { kind: "number"; value: number }
  | { kind: "ref" }
  | { kind: "dict"; entries: Map<string, Summary> }
  | { kind: "array"; names: string[]; numbers: number[] }
  | { kind: "other" }

export interface Reader {
  bytes: Buffer
  /** Called with each dictionary once it is read: its kept entries and every key it had. */
  onDictionary: (entries: Map<string, Summary>, keys: readonly string[]) => void
  /** Entries a dictionary keeps (by name), so memory stays small whatever the file holds. */
  kept: ReadonlySet<string>
  /** Called before each value is read: throws to end the reading (a check past its deadline). */
  tick?: () => void
}

export const isWhitespace = (byte: number | undefined) => byte !== undefined && WHITESPACE.has(byte)
const isRegular = (byte: number | undefined) => byte !== undefined && !WHITESPACE.has(byte) && !DELIMITERS.has(byte)

/** Skips whitespace and comments; returns the next position. */
export function skipSpace(bytes: Buffer, at: number): number {
  let position = at
  while (position < bytes.length) {
    if (WHITESPACE.has(bytes[position])) position += 1
    else if (bytes[position] === 0x25) {
      while (position < bytes.length && bytes[position] !== 0x0a && bytes[position] !== 0x0d) position += 1
    } else break
  }
  return position
}

/** The bytes from `at` that are regular characters (a keyword, a number, a name's body). */
export function word(bytes: Buffer, at: number): string {
  let end = at
  while (end < bytes.length && isRegular(bytes[end]) && end - at < 256) end += 1
  return bytes.toString("latin1", at, end)
}

/** A name's body with its #xx escapes decoded (`/J#61vaScript` is /JavaScript). */
function decodeName(raw: string): string {
  return raw.replace(/#([0-9A-Fa-f]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)))
}

function skipLiteralString(bytes: Buffer, at: number): number {
  let depth = 0
  for (let position = at; position < bytes.length; position += 1) {
    const byte = bytes[position]
    if (byte === 0x5c) position += 1
    else if (byte === 0x28) depth += 1
    else if (byte === 0x29 && --depth === 0) return position + 1
  }
  throw new PdfSyntaxError("unterminated string")
}

function skipHexString(bytes: Buffer, at: number): number {
  const end = bytes.indexOf(0x3e, at + 1)
  if (end < 0) throw new PdfSyntaxError("unterminated hex string")
  return end + 1
}

const isDigit = (byte: number | undefined) => byte !== undefined && byte >= 0x30 && byte <= 0x39

/** After an object number: the end of ` 0 R` when a reference goes on there, or -1. */
function referenceEnd(bytes: Buffer, at: number): number {
  let position = at
  if (!isWhitespace(bytes[position])) return -1
  while (isWhitespace(bytes[position])) position += 1
  if (!isDigit(bytes[position])) return -1
  while (isDigit(bytes[position])) position += 1
  if (!isWhitespace(bytes[position])) return -1
  while (isWhitespace(bytes[position])) position += 1
  return bytes[position] === 0x52 && !isRegular(bytes[position + 1]) ? position + 1 : -1
}

/** Reads one value from `at`; returns its summary and the position after it. */
export function readValue(reader: Reader, at: number, depth = 0): { summary: Summary; end: number } {
  if (depth > MAX_DEPTH) throw new PdfSyntaxError("nested too deep")
  reader.tick?.()
  const { bytes } = reader
  const start = skipSpace(bytes, at)
  const byte = bytes[start]
  if (byte === undefined) throw new PdfSyntaxError("unexpected end")
  if (byte === 0x2f) {
    const raw = word(bytes, start + 1)
    return { summary: { kind: "name", name: decodeName(raw) }, end: start + 1 + raw.length }
  }
  if (byte === 0x3c && bytes[start + 1] === 0x3c) return readDictionary(reader, start + 2, depth)
  if (byte === 0x3c) return { summary: { kind: "other" }, end: skipHexString(bytes, start) }
  if (byte === 0x28) return { summary: { kind: "other" }, end: skipLiteralString(bytes, start) }
  if (byte === 0x5b) return readArray(reader, start + 1, depth)
  const token = word(bytes, start)
  if (!token) throw new PdfSyntaxError(`unexpected byte ${byte}`)
  const end = start + token.length
  if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(token)) {
    const reference = /^\d+$/.test(token) ? referenceEnd(bytes, end) : -1
    if (reference > 0) return { summary: { kind: "ref" }, end: reference }
    return { summary: { kind: "number", value: Number(token) }, end }
  }
  return { summary: { kind: "other" }, end }
}

function readArray(reader: Reader, at: number, depth: number): { summary: Summary; end: number } {
  const names: string[] = []
  const numbers: number[] = []
  let position = at
  for (;;) {
    position = skipSpace(reader.bytes, position)
    if (position >= reader.bytes.length) throw new PdfSyntaxError("unterminated array")
    if (reader.bytes[position] === 0x5d) return { summary: { kind: "array", names, numbers }, end: position + 1 }
    const item = readValue(reader, position, depth + 1)
    if (item.summary.kind === "name" && names.length < 8) names.push(item.summary.name)
    if (item.summary.kind === "number" && numbers.length < 8) numbers.push(item.summary.value)
    position = item.end
  }
}

function readDictionary(reader: Reader, at: number, depth: number): { summary: Summary; end: number } {
  const entries = new Map<string, Summary>()
  const keys: string[] = []
  let position = at
  for (;;) {
    position = skipSpace(reader.bytes, position)
    if (position >= reader.bytes.length) throw new PdfSyntaxError("unterminated dictionary")
    if (reader.bytes[position] === 0x3e && reader.bytes[position + 1] === 0x3e) {
      reader.onDictionary(entries, keys)
      return { summary: { kind: "dict", entries }, end: position + 2 }
    }
    const key = readValue(reader, position, depth + 1)
    if (key.summary.kind !== "name") throw new PdfSyntaxError("dictionary key is not a name")
    const value = readValue(reader, key.end, depth + 1)
    keys.push(key.summary.name)
    if (reader.kept.has(key.summary.name)) entries.set(key.summary.name, value.summary)
    position = value.end
  }
}

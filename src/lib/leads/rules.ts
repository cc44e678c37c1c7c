/**
 * The field rules of SPEC §5 and of the request dialogs, one function per kind of value. Pure: imported by
 * the browser (forms, dialogs, chat) and by the server (`/api/leads`), which re-checks everything.
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
export const ATTACHMENT_TYPES: Readonly<Record<string, readonly string[]>> = {
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

type Code<Name extends string> = { code: Name }
type RequiredError = Code<"required">
type TooLongError = { code: "tooLong"; count: number; max?: number }

/** The errors of the contact form's fields (SPEC §5). */
export type ContactFieldError =
  | RequiredError
  | Code<"invalidEmail">
  | Code<"unknownProvince">
  | { code: "tooShort"; count: number }
  | TooLongError
  | Code<"attachmentType">
  | Code<"attachmentSize">
  | Code<"attachmentEmpty">

export type FieldError =
  | ContactFieldError
  | { code: "invalidValue" }
  | { code: "invalidChoice" }
  | { code: "invalidQuantity"; min: number; max: number }
  | { code: "invalidCuit" }
  | { code: "invalidDate" }
  | { code: "datePast" }
  | { code: "dateFuture" }
  | { code: "dateBeforeFrom" }

let segmenter: Intl.Segmenter | null | undefined

/**
 * The grapheme segmenter, made on first need: making one loads the browser's text-boundary data (about
 * 15 ms of CPU on a desktop), and the form counts its message while the page hydrates.
 */
function graphemeSegmenter(): Intl.Segmenter | null {
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

// One "@", no spaces, a domain with at least one dot and no empty labels: catches typos without
// rejecting real addresses (plus signs, sub-domains, long TLDs).
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/
export const EMAIL_MAX_LENGTH = 254

export function validateName(name: string): RequiredError | null {
  return name.trim() ? null : { code: "required" }
}

export function validateEmail(email: string): RequiredError | Code<"invalidEmail"> | null {
  const value = email.trim()
  if (!value) return { code: "required" }
  return EMAIL_PATTERN.test(value) && value.length <= EMAIL_MAX_LENGTH ? null : { code: "invalidEmail" }
}

export function validatePhone(phone: string): RequiredError | null {
  return phone.trim() ? null : { code: "required" }
}

export function validateProvince(
  province: string,
  provinces: readonly string[],
): RequiredError | Code<"unknownProvince"> | null {
  if (!province) return { code: "required" }
  return provinces.includes(province) ? null : { code: "unknownProvince" }
}

export function validateMessage(message: string): ContactFieldError | null {
  const count = countCharacters(message)
  if (count === 0) return { code: "required" }
  if (count < MESSAGE_MIN_LENGTH) return { code: "tooShort", count }
  if (count > MESSAGE_MAX_LENGTH) return { code: "tooLong", count }
  return null
}

export function validatePrivacy(accepted: boolean): RequiredError | null {
  return accepted ? null : { code: "required" }
}

/** Optional; when present, one of the accepted types (by extension, and by MIME type when the browser gives one). */
export function validateAttachment(file: AttachmentInfo | null): ContactFieldError | null {
  if (!file) return null
  const extension = file.name.includes(".") ? file.name.split(".").pop()!.toLowerCase() : ""
  const mimeTypes = ATTACHMENT_TYPES[extension]
  if (!mimeTypes || (file.type && !mimeTypes.includes(file.type))) return { code: "attachmentType" }
  if (file.size === 0) return { code: "attachmentEmpty" }
  if (file.size > ATTACHMENT_MAX_BYTES) return { code: "attachmentSize" }
  return null
}

/** A free text of at most `max` characters (as the visitor sees them). */
export function validateTextLength(text: string, max: number): TooLongError | null {
  const count = countCharacters(text)
  return count > max ? { code: "tooLong", count, max } : null
}

/** An integer between min and max, written with digits only ("12"). */
export function validateQuantity(text: string, min: number, max: number): FieldError | null {
  const value = text.trim()
  if (!value) return { code: "required" }
  const quantity = /^\d{1,9}$/.test(value) ? Number(value) : NaN
  return quantity >= min && quantity <= max ? null : { code: "invalidQuantity", min, max }
}

const CUIT_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]

/** AFIP's CUIT/CUIL: 11 digits, with or without dashes (20-12345678-6), the last one the check digit. */
export function validateCuit(text: string): FieldError | null {
  const value = text.trim()
  if (!/^\d{2}-?\d{8}-?\d$/.test(value)) return { code: "invalidCuit" }
  const digits = value.replace(/-/g, "").split("").map(Number)
  const sum = CUIT_WEIGHTS.reduce((total, weight, index) => total + weight * digits[index], 0)
  const remainder = 11 - (sum % 11)
  const check = remainder === 11 ? 0 : remainder
  return check !== 10 && check === digits[10] ? null : { code: "invalidCuit" }
}

/** A calendar date written YYYY-MM-DD that exists (no 2026-02-30). */
export function isIsoDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  if (!match) return false
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
  return date.toISOString().slice(0, 10) === text
}

/** `today` and `date` are YYYY-MM-DD, so they compare as strings. */
export function validateDate(text: string, today: string, when: "todayOrLater" | "notFuture"): FieldError | null {
  const value = text.trim()
  if (!value) return { code: "required" }
  if (!isIsoDate(value)) return { code: "invalidDate" }
  if (when === "todayOrLater" && value < today) return { code: "datePast" }
  if (when === "notFuture" && value > today) return { code: "dateFuture" }
  return null
}

/** The company is in Argentina: "today" is the date in Buenos Aires (UTC−3, no daylight saving time). */
export function todayInArgentina(now: Date = new Date()): string {
  return new Date(now.getTime() - 3 * 60 * 60 * 1000).toISOString().slice(0, 10)
}

/** "2,5 MB", "830 KB": file sizes as the error message shows them. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1).replace(".", ",")} MB`
  return `${Math.max(1, Math.round(bytes / 1024))} KB`
}

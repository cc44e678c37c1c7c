/**
 * The field rules of SPEC §5 and of the request dialogs, one function per kind of value. Pure: imported by
 * the browser (forms, dialogs, chat) and by the server (`/api/leads`), which re-checks everything.
 */
import { countCharacters, MESSAGE_MAX_LENGTH, MESSAGE_MIN_LENGTH } from "./form-rules"
import type { AttachmentError } from "./form-rules"

export * from "./form-rules"
export { validateCharacters } from "./characters"
export type { CharacterSet } from "./characters"

type Code<Name extends string> = { code: Name }
type RequiredError = Code<"required">
type TooLongError = { code: "tooLong"; count: number; max?: number }
type InvalidCharactersError = Code<"invalidCharacters">

/** The errors of the contact form's fields (SPEC §5). */
export type ContactFieldError =
  | RequiredError
  | InvalidCharactersError
  | Code<"invalidEmail">
  | Code<"unknownProvince">
  | { code: "tooShort"; count: number }
  | TooLongError
  | AttachmentError
  | Code<"attachmentDamaged">
  | Code<"attachmentUnsafe">
  | Code<"attachmentUnchecked">

export type FieldError =
  | ContactFieldError
  | { code: "invalidValue" }
  | { code: "invalidChoice" }
  | { code: "invalidQuantity"; min: number; max: number }
  | { code: "tooManyItems"; max: number }
  | { code: "invalidCuit" }
  | { code: "invalidDate" }
  | { code: "datePast" }
  | { code: "dateFuture" }
  | { code: "dateBeforeFrom" }

// One "@", no spaces, a domain with at least one dot and no empty labels: catches typos without
// rejecting real addresses (plus signs, sub-domains, long TLDs).
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/
const EMAIL_MAX_LENGTH = 254

export function validateEmail(email: string): RequiredError | Code<"invalidEmail"> | null {
  const value = email.trim()
  if (!value) return { code: "required" }
  // RFC 5321 counts the 254 in octets.
  return EMAIL_PATTERN.test(value) && utf8Length(value) <= EMAIL_MAX_LENGTH ? null : { code: "invalidEmail" }
}

export function validateProvince(
  province: string,
  provinces: readonly string[],
): RequiredError | Code<"unknownProvince"> | null {
  if (!province) return { code: "required" }
  return provinces.includes(province) ? null : { code: "unknownProvince" }
}

/**
 * Every length cap also holds in UTF-8 bytes, at this many per character allowed: any one code point fits in
 * four, so honest text (Spanish takes about one byte a letter, an emoji four) never meets it, while a
 * "character" made of a letter and thousands of combining marks does.
 */
const MAX_BYTES_PER_CHARACTER = 4

/** The bytes of a text in UTF-8 (a lone surrogate as the three of U+FFFD), without encoding it. */
export function utf8Length(text: string): number {
  let bytes = 0
  for (let index = 0; index < text.length; index += 1) {
    const unit = text.charCodeAt(index)
    if (unit < 0x80) bytes += 1
    else if (unit < 0x800) bytes += 2
    else if (isHighSurrogate(unit) && isLowSurrogate(text.charCodeAt(index + 1))) {
      bytes += 4
      index += 1
    } else bytes += 3
  }
  return bytes
}

function isLowSurrogate(unit: number): boolean {
  return unit >= 0xdc00 && unit <= 0xdfff
}

function isHighSurrogate(unit: number): boolean {
  return unit >= 0xd800 && unit <= 0xdbff
}

function countCodePoints(text: string): number {
  let count = 0
  for (let index = 0; index < text.length; index += 1) {
    if (isHighSurrogate(text.charCodeAt(index)) && isLowSurrogate(text.charCodeAt(index + 1))) index += 1
    count += 1
  }
  return count
}

/**
 * The length to report when a text is over `max` characters (as seen) or over MAX_BYTES_PER_CHARACTER bytes
 * a character; null when it fits. The count is the one the form's counter shows (characters as seen); a text
 * within `max` characters but over its bytes (a few letters heavy with combining marks) reports its code
 * points, always more than `max`. On the server a field is at most 8 KB (lead-body.ts), so counting is cheap.
 */
function excessLength(text: string, max: number): number | null {
  const trimmed = text.trim()
  if (utf8Length(trimmed) <= max * MAX_BYTES_PER_CHARACTER) {
    const count = countCharacters(trimmed)
    return count > max ? count : null
  }
  const seen = countCharacters(trimmed)
  return seen > max ? seen : countCodePoints(trimmed)
}

export function validateMessage(message: string): ContactFieldError | null {
  const excess = excessLength(message, MESSAGE_MAX_LENGTH)
  if (excess !== null) return { code: "tooLong", count: excess }
  const count = countCharacters(message)
  if (count === 0) return { code: "required" }
  if (count < MESSAGE_MIN_LENGTH) return { code: "tooShort", count }
  return null
}

/** A free text of at most `max` characters (as the visitor sees them), and of at most 4 × `max` bytes. */
export function validateTextLength(text: string, max: number): TooLongError | null {
  const count = excessLength(text, max)
  return count === null ? null : { code: "tooLong", count, max }
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

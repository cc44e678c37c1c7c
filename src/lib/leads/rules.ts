/**
 * The field rules of SPEC §5 and of the request dialogs, one function per kind of value. Pure: imported by
 * the browser (forms, dialogs, chat) and by the server (`/api/leads`), which re-checks everything.
 */
import { countCharacters, MESSAGE_MAX_LENGTH, MESSAGE_MIN_LENGTH } from "./form-rules"

export * from "./form-rules"

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

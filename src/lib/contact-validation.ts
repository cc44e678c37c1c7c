import type { Interest } from "./interests"

/** SPEC §5/§9: the message counts 10 to 1000 characters. */
export const MESSAGE_MIN_LENGTH = 10
export const MESSAGE_MAX_LENGTH = 1000

/** The SPEC sets no limit for the optional attachment; the site accepts these, up to 10 MB. */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024
const ATTACHMENT_TYPES: Record<string, readonly string[]> = {
  pdf: ["application/pdf"],
  jpg: ["image/jpeg"],
  jpeg: ["image/jpeg"],
  png: ["image/png"],
  doc: ["application/msword"],
  docx: ["application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
  xls: ["application/vnd.ms-excel"],
  xlsx: ["application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
}
/** For the file input's `accept`: a hint to the picker, not a check. */
export const ATTACHMENT_ACCEPT = Object.keys(ATTACHMENT_TYPES)
  .map((extension) => `.${extension}`)
  .join(",")

export interface ContactFormValues {
  name: string
  company: string
  email: string
  phone: string
  province: string
  interests: Interest[]
  message: string
  privacy: boolean
}

/** What validation needs to know of an attached file (a File satisfies it). */
export interface AttachmentInfo {
  name: string
  type: string
  size: number
}

export type ContactField = "name" | "email" | "phone" | "province" | "message" | "privacy" | "attachment"

/** Fields in the order they appear, so the first invalid one can take focus. */
export const VALIDATED_FIELDS: readonly ContactField[] = [
  "name",
  "email",
  "phone",
  "province",
  "message",
  "attachment",
  "privacy",
]

export type FieldError =
  | { code: "required" }
  | { code: "invalidEmail" }
  | { code: "unknownProvince" }
  | { code: "tooShort"; count: number }
  | { code: "tooLong"; count: number }
  | { code: "attachmentType" }
  | { code: "attachmentSize" }
  | { code: "attachmentEmpty" }

export type ContactErrors = Partial<Record<ContactField, FieldError>>

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

export function validateName(name: string): FieldError | null {
  return name.trim() ? null : { code: "required" }
}

export function validateEmail(email: string): FieldError | null {
  const value = email.trim()
  if (!value) return { code: "required" }
  return EMAIL_PATTERN.test(value) && value.length <= 254 ? null : { code: "invalidEmail" }
}

export function validatePhone(phone: string): FieldError | null {
  return phone.trim() ? null : { code: "required" }
}

export function validateProvince(province: string, provinces: readonly string[]): FieldError | null {
  if (!province) return { code: "required" }
  return provinces.includes(province) ? null : { code: "unknownProvince" }
}

export function validateMessage(message: string): FieldError | null {
  const count = countCharacters(message)
  if (count === 0) return { code: "required" }
  if (count < MESSAGE_MIN_LENGTH) return { code: "tooShort", count }
  if (count > MESSAGE_MAX_LENGTH) return { code: "tooLong", count }
  return null
}

export function validatePrivacy(accepted: boolean): FieldError | null {
  return accepted ? null : { code: "required" }
}

/** Optional; when present, one of the accepted types (by extension, and by MIME type when the browser gives one). */
export function validateAttachment(file: AttachmentInfo | null): FieldError | null {
  if (!file) return null
  const extension = file.name.includes(".") ? file.name.split(".").pop()!.toLowerCase() : ""
  const mimeTypes = ATTACHMENT_TYPES[extension]
  if (!mimeTypes || (file.type && !mimeTypes.includes(file.type))) return { code: "attachmentType" }
  if (file.size === 0) return { code: "attachmentEmpty" }
  if (file.size > ATTACHMENT_MAX_BYTES) return { code: "attachmentSize" }
  return null
}

/**
 * Every rule of SPEC §5 over the whole form. Interests are labelled required but, as the SPEC says, not
 * enforced; the company field is optional.
 */
export function validateContactForm(
  values: ContactFormValues,
  attachment: AttachmentInfo | null,
  provinces: readonly string[],
): ContactErrors {
  const results: Record<ContactField, FieldError | null> = {
    name: validateName(values.name),
    email: validateEmail(values.email),
    phone: validatePhone(values.phone),
    province: validateProvince(values.province, provinces),
    message: validateMessage(values.message),
    attachment: validateAttachment(attachment),
    privacy: validatePrivacy(values.privacy),
  }
  const errors: ContactErrors = {}
  for (const field of VALIDATED_FIELDS) {
    const error = results[field]
    if (error) errors[field] = error
  }
  return errors
}

/** "2,5 MB", "830 KB": file sizes as the error message shows them. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1).replace(".", ",")} MB`
  return `${Math.max(1, Math.round(bytes / 1024))} KB`
}

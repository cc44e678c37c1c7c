import provinceList from "../../../content/provinces.json"
import type { FieldRule, FieldSpec, LeadFieldName, LeadKind } from "./kinds"
import { LEAD_FIELDS, QUANTITY_MAX, QUANTITY_MIN } from "./kinds"
import { checkItems } from "./items"
import type { QuoteItem } from "./items"
import type { AttachmentInfo, CharacterSet, FieldError } from "./rules"
import {
  todayInArgentina,
  validateAttachment,
  validateCharacters,
  validateCuit,
  validateDate,
  validateEmail,
  validateMessage,
  validateProvince,
  validateQuantity,
  validateTextLength,
} from "./rules"

const PROVINCES = provinceList.map((province) => province.name)

/** A field's value once validated: trimmed text, a number (quantity), a yes/no, the options chosen or a quote list's lines. */
export type LeadValue = string | number | boolean | string[] | QuoteItem[]

export interface ValidLead {
  kind: LeadKind
  /** Only the kind's own fields, normalised; optional fields left empty are absent. */
  fields: Partial<Record<LeadFieldName, LeadValue>>
  attachment: AttachmentInfo | null
}

export type LeadErrorField = LeadFieldName | "privacy" | "attachment"
export type LeadErrors = Partial<Record<LeadErrorField, FieldError>>
export type LeadValidation = { ok: true; lead: ValidLead } | { ok: false; errors: LeadErrors }

/** What a form, the chat or the server hands over: strings (multipart), or JSON values. */
export type LeadInput = Record<string, unknown>

export interface ValidateOptions {
  /** YYYY-MM-DD; the date in Buenos Aires by default. */
  today?: string
  provinces?: readonly string[]
}

/** Text as typed; a number or a yes/no written out; undefined for anything else (an object, a list). */
function asText(value: unknown): string | undefined {
  if (value === undefined || value === null) return ""
  if (typeof value === "string") return value
  if (typeof value === "number" || typeof value === "boolean") return String(value)
  return undefined
}

/** An option is a short slug ("servicio-tecnico"); anything longer is not one, whatever it holds. */
const OPTION_MAX_LENGTH = 64

/**
 * The options chosen, or undefined when the value is not a list of at most `max` short strings. The length
 * is checked before anything is read: a sparse list of 2³² − 1 slots costs nothing to refuse.
 */
function asList(value: unknown, max: number): string[] | undefined {
  if (value === undefined || value === null || value === "") return []
  const items: readonly unknown[] = Array.isArray(value) ? value : [value]
  if (items.length > max) return undefined
  const list: string[] = []
  for (let index = 0; index < items.length; index += 1) {
    const item = items[index]
    if (typeof item !== "string" || item.length > OPTION_MAX_LENGTH) return undefined
    list.push(item)
  }
  return list
}

function isTrue(value: unknown): boolean {
  return value === true || value === "true"
}

interface Checked {
  error: FieldError | null
  /** The normalised value, undefined when the field is empty. */
  value?: LeadValue
}

/** The message keeps its line breaks and emoji, other text its emoji; contact details only what they are written with. */
function characterSet(spec: FieldSpec): CharacterSet {
  if (spec.rule.type === "message") return "message"
  const identifier = ["email", "cuit"].includes(spec.rule.type) || ["email", "phone"].includes(spec.name)
  return identifier ? "identifier" : "text"
}

function checkField(spec: FieldSpec, raw: unknown, input: LeadInput, options: Required<ValidateOptions>): Checked {
  const rule: FieldRule = spec.rule
  if (rule.type === "items") return checkItems(raw, spec.required)
  if (rule.type === "boolean") {
    if (raw !== undefined && raw !== "" && !["true", "false", true, false].includes(raw as string)) {
      return { error: { code: "invalidValue" } }
    }
    return { error: null, value: isTrue(raw) }
  }
  if (rule.type === "choices") {
    const list = asList(raw, rule.options.length)
    if (!list) return { error: { code: "invalidValue" } }
    const chosen = [...new Set(list)]
    if (chosen.some((option) => !rule.options.includes(option))) return { error: { code: "invalidChoice" } }
    if (chosen.length === 0) return { error: spec.required ? { code: "required" } : null }
    return { error: null, value: chosen }
  }
  const text = asText(raw)
  if (text === undefined) return { error: { code: "invalidValue" } }
  // One way to write each letter ("é" precomposed), so a name typed on two systems is the same name.
  const value = text.normalize("NFC").trim()
  if (!value) return { error: spec.required ? { code: "required" } : null }
  const characters = validateCharacters(value, characterSet(spec))
  if (characters) return { error: characters }
  switch (rule.type) {
    case "text":
      return { error: validateTextLength(value, rule.max), value }
    case "email":
      return { error: validateEmail(value), value }
    case "province":
      return { error: validateProvince(value, options.provinces), value }
    case "message":
      return { error: validateMessage(value), value }
    case "choice":
      return { error: rule.options.includes(value) ? null : { code: "invalidChoice" }, value }
    case "quantity":
      return { error: validateQuantity(value, QUANTITY_MIN, QUANTITY_MAX), value: Number(value) }
    case "cuit":
      return { error: validateCuit(value), value }
    case "date": {
      const error = validateDate(value, options.today, rule.when)
      const earliest = rule.notBefore ? asText(input[rule.notBefore])?.trim() : undefined
      if (!error && earliest && value < earliest) return { error: { code: "dateBeforeFrom" }, value }
      return { error, value }
    }
  }
}

function attachmentOf(value: unknown): AttachmentInfo | null {
  if (!value || typeof value !== "object") return null
  const { name, type, size } = value as Partial<AttachmentInfo>
  return { name: String(name ?? ""), type: String(type ?? ""), size: Number(size ?? 0) }
}

/**
 * Every rule of a kind over the values sent: the kind's fields, the consent and (contact form) the
 * attachment's name, type and size. Fields of other kinds are dropped. The server adds what only it can
 * check (the attachment's bytes, the envelope: idempotency key, honeypot, fill time).
 */
export function validateLead(kind: LeadKind, values: LeadInput, options: ValidateOptions = {}): LeadValidation {
  const settings = { today: options.today ?? todayInArgentina(), provinces: options.provinces ?? PROVINCES }
  const errors: LeadErrors = {}
  const fields: ValidLead["fields"] = {}
  for (const spec of LEAD_FIELDS[kind]) {
    const { error, value } = checkField(spec, values[spec.name], values, settings)
    if (error) errors[spec.name] = error
    else if (value !== undefined) fields[spec.name] = value
  }
  const attachment = kind === "contacto" ? attachmentOf(values.attachment) : null
  const attachmentError = validateAttachment(attachment)
  if (attachmentError) errors.attachment = attachmentError
  if (!isTrue(values.privacy)) errors.privacy = { code: "required" }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, lead: { kind, fields, attachment } }
}

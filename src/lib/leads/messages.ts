import { fillTemplate } from "../text-template"
import type { LeadErrorField, LeadErrors } from "./validate"
import type { FieldError } from "./rules"
import { formatFileSize } from "../file-size"
import { MESSAGE_MAX_LENGTH, MESSAGE_MIN_LENGTH } from "./rules"

/** content/contact-form.json `errors`: the SPEC §5 texts of the contact fields. */
export interface ContactErrorTexts {
  nameRequired: string
  emailRequired: string
  emailInvalid: string
  phoneRequired: string
  provinceRequired: string
  provinceUnknown: string
  messageRequired: string
  messageTooShort: string
  messageTooLong: string
  privacyRequired: string
  attachmentType: string
  attachmentSize: string
  attachmentEmpty: string
  attachmentDamaged: string
  attachmentUnsafe: string
  attachmentUnchecked: string
}

/** content/leads.json `errors`: the texts of the other fields. */
export interface LeadErrorTexts {
  required: string
  productNameRequired: string
  quantityRequired: string
  periodRequired: string
  fromRequired: string
  toRequired: string
  deliveryPlaceRequired: string
  siteRequired: string
  localityRequired: string
  measureRequired: string
  placeRequired: string
  brandModelRequired: string
  servicesRequired: string
  logisticsRequired: string
  itemsRequired: string
  tooManyItems: string
  tooLong: string
  invalidCharacters: string
  invalidValue: string
  invalidChoice: string
  invalidQuantity: string
  invalidCuit: string
  invalidDate: string
  datePast: string
  dateFuture: string
  dateBeforeFrom: string
}

export interface ErrorTexts {
  contact: ContactErrorTexts
  leads: LeadErrorTexts
}

/** The file a field error speaks of, when there is one ({name} and {size} of the attachment texts). */
export interface NamedFile {
  name: string
  size: number
}

function requiredText(field: LeadErrorField, texts: ErrorTexts): string {
  const { contact, leads } = texts
  const byField: Partial<Record<LeadErrorField, string>> = {
    name: contact.nameRequired,
    email: contact.emailRequired,
    phone: contact.phoneRequired,
    province: contact.provinceRequired,
    message: contact.messageRequired,
    privacy: contact.privacyRequired,
    productName: leads.productNameRequired,
    quantity: leads.quantityRequired,
    period: leads.periodRequired,
    from: leads.fromRequired,
    to: leads.toRequired,
    deliveryPlace: leads.deliveryPlaceRequired,
    site: leads.siteRequired,
    locality: leads.localityRequired,
    measure: leads.measureRequired,
    place: leads.placeRequired,
    brandModel: leads.brandModelRequired,
    services: leads.servicesRequired,
    logistics: leads.logisticsRequired,
    items: leads.itemsRequired,
  }
  return byField[field] ?? leads.required
}

function template(field: LeadErrorField, error: FieldError, texts: ErrorTexts): string {
  const { contact, leads } = texts
  switch (error.code) {
    case "required":
      return requiredText(field, texts)
    case "invalidEmail":
      return contact.emailInvalid
    case "unknownProvince":
      return contact.provinceUnknown
    case "tooShort":
      return contact.messageTooShort
    case "tooLong":
      return field === "message" ? contact.messageTooLong : leads.tooLong
    case "attachmentType":
      return contact.attachmentType
    case "attachmentSize":
      return contact.attachmentSize
    case "attachmentEmpty":
      return contact.attachmentEmpty
    case "attachmentDamaged":
      return contact.attachmentDamaged
    case "attachmentUnsafe":
      return contact.attachmentUnsafe
    case "attachmentUnchecked":
      return contact.attachmentUnchecked
    default:
      return leads[error.code]
  }
}

/** The Spanish text (from content) of one field's error. */
export function leadErrorText(field: LeadErrorField, error: FieldError, texts: ErrorTexts, file?: NamedFile): string {
  return fillTemplate(template(field, error, texts), {
    min: "min" in error ? error.min : MESSAGE_MIN_LENGTH,
    max: "max" in error && error.max !== undefined ? error.max : MESSAGE_MAX_LENGTH,
    count: "count" in error ? error.count : 0,
    name: file?.name ?? "",
    size: file ? formatFileSize(file.size) : "",
  })
}

/** Every error as its text: the body of a 422 answer, `{ field: "mensaje" }`. */
export function leadErrorTexts(errors: LeadErrors, texts: ErrorTexts, file?: NamedFile): Record<string, string> {
  const result: Record<string, string> = {}
  for (const [field, error] of Object.entries(errors) as Array<[LeadErrorField, FieldError]>) {
    result[field] = leadErrorText(field, error, texts, file)
  }
  return result
}

import { INTERESTS } from "../interests"
import { LINE_NAME_MAX_LENGTH, SLUG_MAX_LENGTH } from "./quote-limits"

/**
 * Every kind of request the site sends to `POST /api/leads`: the contact form, the chat's lead capture and
 * the request dialogs. Each kind lists its fields, in the order a form shows them, with their rules.
 */
export const LEAD_KINDS = [
  "contacto",
  "chat",
  "cotizacion",
  "alquiler",
  "relevamiento",
  "demo",
  "catalogo",
  "servicio-tecnico",
  "lista-cotizacion",
] as const

export type LeadKind = (typeof LEAD_KINDS)[number]

export function isLeadKind(value: unknown): value is LeadKind {
  return typeof value === "string" && (LEAD_KINDS as readonly string[]).includes(value)
}

const RENTAL_PERIODS = ["dia", "semana", "mes"] as const
const SERVICES = ["calibracion", "mantenimiento", "certificacion", "repuestos"] as const
const LOGISTICS = ["retiro", "entrega"] as const
export {
  QUANTITY_MAX,
  QUANTITY_MIN,
  QUOTE_ITEMS_MAX,
  QUOTE_NOTE_MAX_LENGTH,
  SLUG_MAX_LENGTH,
  SLUG_PATTERN,
} from "./quote-limits"

/** Length caps (characters as the visitor sees them) of the free-text fields. */
export const MAX_LENGTH = {
  name: 120,
  company: 120,
  phone: 40,
  province: 80,
  email: 254,
  shortText: LINE_NAME_MAX_LENGTH,
  place: 300,
  slug: SLUG_MAX_LENGTH,
} as const

export type FieldRule =
  /** Free text of at most `max` characters. */
  | { type: "text"; max: number }
  | { type: "email" }
  /** One of the 24 jurisdictions of content/provinces.json. */
  | { type: "province" }
  /** SPEC §5: 10 to 1000 characters. */
  | { type: "message" }
  | { type: "choice"; options: readonly string[] }
  /** Repeated: none, one or more of the options. */
  | { type: "choices"; options: readonly string[] }
  | { type: "quantity" }
  | { type: "cuit" }
  /** YYYY-MM-DD; `todayOrLater` for appointments, `notFuture` for things past, `notBefore` another date field. */
  | { type: "date"; when: "todayOrLater" | "notFuture"; notBefore?: LeadFieldName }
  | { type: "boolean" }
  /** The quote list's lines: { slug, name, quantity, note } each, at most QUOTE_ITEMS_MAX. */
  | { type: "items" }

export type LeadFieldName =
  | "name"
  | "company"
  | "email"
  | "phone"
  | "province"
  | "interests"
  | "interest"
  | "message"
  | "product"
  | "productName"
  | "quantity"
  | "cuit"
  | "period"
  | "from"
  | "to"
  | "deliveryPlace"
  | "certificates"
  | "site"
  | "locality"
  | "measure"
  | "preferredDate"
  | "place"
  | "brandModel"
  | "serialNumber"
  | "services"
  | "lastCalibration"
  | "logistics"
  | "items"

export interface FieldSpec {
  readonly name: LeadFieldName
  readonly rule: FieldRule
  readonly required: boolean
}

const field = (name: LeadFieldName, rule: FieldRule, required = false): FieldSpec => ({ name, rule, required })

const NAME = field("name", { type: "text", max: MAX_LENGTH.name }, true)
const COMPANY = field("company", { type: "text", max: MAX_LENGTH.company })
const EMAIL = field("email", { type: "email" }, true)
const PHONE = field("phone", { type: "text", max: MAX_LENGTH.phone }, true)
const PROVINCE = field("province", { type: "province" }, true)
const CONTACT_FIELDS = [NAME, COMPANY, EMAIL, PHONE, PROVINCE]
/** The offering or equipment line a dialog was opened from: its slug and its name as shown. */
const PRODUCT = field("product", { type: "text", max: MAX_LENGTH.slug })
const PRODUCT_NAME = field("productName", { type: "text", max: MAX_LENGTH.shortText })
const PRODUCT_NAME_REQUIRED = field("productName", { type: "text", max: MAX_LENGTH.shortText }, true)
const OPTIONAL_MESSAGE = field("message", { type: "message" })
const QUANTITY = field("quantity", { type: "quantity" }, true)

export const LEAD_FIELDS: Readonly<Record<LeadKind, readonly FieldSpec[]>> = {
  contacto: [
    ...CONTACT_FIELDS,
    // SPEC §5: "labelled required, but not enforced": the form marks it, and a lead without one is taken.
    field("interests", { type: "choices", options: INTERESTS }),
    field("message", { type: "message" }, true),
  ],
  chat: [
    NAME,
    COMPANY,
    // SPEC §5: the chat does not validate the e-mail (the phone may be how the team answers). The mailer
    // only turns a well-formed address into a Reply-To.
    field("email", { type: "text", max: MAX_LENGTH.email }, true),
    PHONE,
    // The chat asks for the province as free text ("cordoba", "Capital Federal").
    field("province", { type: "text", max: MAX_LENGTH.province }),
    field("interest", { type: "choice", options: INTERESTS }),
  ],
  cotizacion: [
    PRODUCT,
    PRODUCT_NAME_REQUIRED,
    QUANTITY,
    field("cuit", { type: "cuit" }),
    ...CONTACT_FIELDS,
    OPTIONAL_MESSAGE,
  ],
  alquiler: [
    PRODUCT,
    PRODUCT_NAME_REQUIRED,
    QUANTITY,
    // Period and delivery place are details the team settles on the phone: a first request may leave them.
    field("period", { type: "choice", options: RENTAL_PERIODS }),
    field("from", { type: "date", when: "todayOrLater" }, true),
    field("to", { type: "date", when: "todayOrLater", notBefore: "from" }, true),
    field("deliveryPlace", { type: "text", max: MAX_LENGTH.place }),
    field("certificates", { type: "boolean" }),
    ...CONTACT_FIELDS,
    OPTIONAL_MESSAGE,
  ],
  relevamiento: [
    PRODUCT,
    PRODUCT_NAME,
    field("site", { type: "text", max: MAX_LENGTH.shortText }, true),
    field("locality", { type: "text", max: MAX_LENGTH.shortText }, true),
    field("measure", { type: "text", max: MAX_LENGTH.place }, true),
    field("preferredDate", { type: "date", when: "todayOrLater" }),
    ...CONTACT_FIELDS,
    OPTIONAL_MESSAGE,
  ],
  demo: [
    PRODUCT,
    PRODUCT_NAME_REQUIRED,
    field("preferredDate", { type: "date", when: "todayOrLater" }),
    field("place", { type: "text", max: MAX_LENGTH.place }, true),
    ...CONTACT_FIELDS,
    OPTIONAL_MESSAGE,
  ],
  // Printed copies or the next edition by e-mail: the message says how many copies and where to.
  catalogo: [PRODUCT, PRODUCT_NAME, NAME, COMPANY, EMAIL, OPTIONAL_MESSAGE],
  "servicio-tecnico": [
    PRODUCT,
    PRODUCT_NAME,
    field("brandModel", { type: "text", max: MAX_LENGTH.shortText }, true),
    field("serialNumber", { type: "text", max: MAX_LENGTH.shortText }),
    field("services", { type: "choices", options: SERVICES }, true),
    field("lastCalibration", { type: "date", when: "notFuture" }),
    // Pick-up or drop-off is agreed once the service is quoted: a first request may leave it.
    field("logistics", { type: "choice", options: LOGISTICS }),
    ...CONTACT_FIELDS,
    OPTIONAL_MESSAGE,
  ],
  // Several lines at once, from the quote list: what a first contact needs, as in the other requests.
  "lista-cotizacion": [field("items", { type: "items" }, true), ...CONTACT_FIELDS, OPTIONAL_MESSAGE],
}

/** Only the contact form takes an attachment (multipart field `attachment`). */
export const KINDS_WITH_ATTACHMENT: readonly LeadKind[] = ["contacto"]

/** Below this many ms between the form's first typing and its send (`elapsedMs`), a lead is suspected spam. */
export const MIN_FILL_MS = 3000
export const PAGE_URL_MAX_LENGTH = 300

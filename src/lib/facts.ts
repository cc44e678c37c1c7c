import { formatAddress } from "./company-address"
import type { AddressFacts } from "./company-address"
import { lowerFirst } from "./text-template"

/**
 * The company's facts live once, in content/site.json; every other text that states one writes its placeholder
 * (`{telefono}`, `{horario}`…), which the build fills in for the pages, the PDFs, the chat and the dialogs
 * (`withFacts`). A fact's value written out in another content file stops the build (`copiedFacts`): a changed
 * phone would stay old there.
 */
export interface SiteFacts extends AddressFacts {
  readonly email: string
  readonly phone: string
  readonly whatsappNumber: string
  readonly businessHours: string
  readonly responseTime: string
  readonly cuit?: string | null
}

interface Fact {
  /** The placeholder's name: `{telefono}`. */
  readonly key: string
  /** What the text names, in a sentence of the refusal: "el teléfono". */
  readonly label: string
  readonly value: (site: SiteFacts) => string
  /** A value that reads lower-case inside a sentence ("de {horario}" → "de lunes a viernes…"). */
  readonly lowerInSentence?: boolean
}

export const FACTS: readonly Fact[] = [
  { key: "telefono", label: "el teléfono", value: (site) => site.phone },
  { key: "email", label: "el correo electrónico", value: (site) => site.email },
  { key: "whatsapp", label: "el número de WhatsApp", value: (site) => site.whatsappNumber },
  { key: "direccion", label: "la dirección", value: (site) => formatAddress(site) },
  { key: "horario", label: "el horario de atención", value: (site) => site.businessHours, lowerInSentence: true },
  { key: "respuesta", label: "el plazo de respuesta", value: (site) => site.responseTime },
  { key: "cuit", label: "el CUIT", value: (site) => site.cuit ?? "" },
]

const PLACEHOLDER = new RegExp(`\\{(${FACTS.map((fact) => fact.key).join("|")})\\}`, "g")

/** Where a sentence begins: the text's start, or after a full stop, a question or an exclamation. */
function startsSentence(before: string): boolean {
  const trimmed = before.trimEnd()
  return trimmed === "" || /[.!?¡¿:]$/.test(trimmed)
}

/** A text with its facts' placeholders filled in; other placeholders (`{reference}`) stay for later. */
export function fillFacts(text: string, site: SiteFacts): string {
  if (!text.includes("{")) return text
  return text.replace(PLACEHOLDER, (_match, key: string, offset: number) => {
    const fact = FACTS.find((candidate) => candidate.key === key) as Fact
    const value = fact.value(site)
    return fact.lowerInSentence && !startsSentence(text.slice(0, offset)) ? lowerFirst(value) : value
  })
}

/** A content value (a file, a list, a text) with every text's facts filled in; its shape unchanged. */
export function withFacts<T>(value: T, site: SiteFacts): T {
  if (typeof value === "string") return fillFacts(value, site) as T
  if (Array.isArray(value)) return value.map((item: unknown) => withFacts(item, site)) as T
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withFacts(item, site)])) as T
  }
  return value
}

/** Comparison without case or repeated spaces: "De lunes a viernes" copies "Lunes a viernes". */
function folded(text: string): string {
  return text.toLocaleLowerCase("es").replace(/\s+/g, " ")
}

/**
 * The facts a text writes out instead of naming them, each with the Spanish sentence the build and the editor
 * say: «Tiene el teléfono escrito («+54 11 5263-4810»): escribí {telefono} y el sitio pone el de Empresa.»
 */
export function copiedFacts(text: string, site: SiteFacts): string[] {
  const haystack = folded(text)
  return FACTS.flatMap((fact) => {
    const value = fact.value(site).trim()
    if (value.length < 4 || !haystack.includes(folded(value))) return []
    return [`Tiene ${fact.label} escrito a mano («${value}»): escribí {${fact.key}} y el sitio pone el de «Empresa».`]
  })
}

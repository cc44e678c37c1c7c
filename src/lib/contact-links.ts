/**
 * The one place that turns the company's contact details (content/site.json) into links and
 * structured-data values.
 */

/** "+54 11 5263-4810" → "+541152634810" (E.164, for tel: links and JSON-LD). */
export function toE164(phone: string): string {
  const digits = phone.replace(/\D/g, "")
  return `+${digits}`
}

export function telHref(phone: string): string {
  return `tel:${toE164(phone)}`
}

export function mailtoHref(email: string, subject?: string): string {
  return subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`
}

/** A wa.me chat link; `number` in international format, digits only (e.g. 5491152634810). */
export function whatsappHref(number: string, message?: string): string {
  const digits = number.replace(/\D/g, "")
  const text = message?.trim()
  return text ? `https://wa.me/${digits}?text=${encodeURIComponent(text)}` : `https://wa.me/${digits}`
}

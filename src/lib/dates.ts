const MONTHS = [
  "enero",
  "febrero",
  "marzo",
  "abril",
  "mayo",
  "junio",
  "julio",
  "agosto",
  "septiembre",
  "octubre",
  "noviembre",
  "diciembre",
]

/**
 * "2026-11-01" → "1 de noviembre de 2026". Written out rather than through Intl, so the pre-rendered
 * HTML and the browser always agree, whatever ICU data Node has.
 */
export function formatLongDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate)
  if (!match) return isoDate
  const [, year, month, day] = match
  const monthName = MONTHS[Number(month) - 1]
  return monthName ? `${Number(day)} de ${monthName} de ${year}` : isoDate
}

// A module of its own: webpack keeps an export every chunk of its module carries once any page uses it, and
// only a line's page does (its modes link); the other pages' chunks do without these bytes.

/**
 * A list as Spanish writes it in a sentence: "venta", "venta y alquiler", "venta, alquiler y servicio técnico".
 * The conjunction is "e" before a word that starts with the sound "i" ("venta e instalación"), not before "hie".
 * Without Intl.ListFormat, whose locale data the browser would load in the middle of hydration.
 */
export function joinSpanish(items: readonly string[]): string {
  if (items.length < 2) return items.join("")
  const last = items[items.length - 1]
  const conjunction = /^h?[ií](?![aeiouáéíóú])/i.test(last) ? "e" : "y"
  return `${items.slice(0, -1).join(", ")} ${conjunction} ${last}`
}

/** Subscript and superscript digits as chemical formulas and units write them (H₂S, O₂, m³). */
const SMALL_DIGITS: Record<string, string> = Object.fromEntries(
  [..."₀₁₂₃₄₅₆₇₈₉"]
    .map((digit, value) => [digit, String(value)])
    .concat([..."⁰¹²³⁴⁵⁶⁷⁸⁹"].map((digit, value) => [digit, String(value)])),
)

/**
 * A text without accents and with plain digits, case kept: "Detección de H₂S" → "Deteccion de H2S",
 * "Año" → "Ano". The one folding of the site (heading anchors, file names, the chat's provinces, the finder).
 */
export function withoutAccents(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[₀-₉⁰¹²³⁴-⁹]/g, (digit) => SMALL_DIGITS[digit])
}

/** A text as searches compare it: without accents, lower case, words separated by one space. */
export function searchable(text: string): string {
  return withoutAccents(text)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
}

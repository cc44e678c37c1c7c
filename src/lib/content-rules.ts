import { validateCuit } from "./leads/rules"

/**
 * The rules a content value follows beyond its type, each defined once and used by the build's schema check
 * (gatsby/content-validation.ts) and by the editor's fields at /admin (src/cms/widgets.tsx), which refuse a
 * value before it is saved with the same Spanish sentence the build prints. The schema names them on a field
 * (`@maxLength`, `@rule`, gatsby/content-directives.ts); every text has a length (defaultMaxLength).
 */

/** Texts longer than a line, by the field's name: the editor gives them a text area, and more room. */
export const LONG_TEXT =
  /(^|[a-z])(description|text|intro|answer|summary|story|risks|paragraphs|message|messages|note|disclaimer|items|bullets|steps|hint)$/i

/** Names, titles and labels: a card's heading, a button, a menu entry. */
const SHORT_TEXT = /^(name|title|label|heading|question)$|(Title|Label|Heading)$/

/**
 * How many characters a text may hold when the schema names no `@maxLength`: a heading or a button's 90, a
 * paragraph's 800, a one-line text's 240 (the longest in content today are 78, 562 and 217).
 */
export function defaultMaxLength(fieldName: string): number {
  if (SHORT_TEXT.test(fieldName)) return 90
  if (LONG_TEXT.test(fieldName)) return 800
  return 240
}

/** Characters as a reader counts them (an accented letter or an emoji is one). */
function characters(text: string): number {
  return Array.from(text).length
}

export const BLANK_TEXT_MESSAGE = "Escribí el texto: solo espacios no cuenta como texto."

/** A text of spaces only (an empty text is another matter: required or not, as the field says). */
export function isBlankText(value: string): boolean {
  return value !== "" && value.trim() === ""
}

export function lengthProblem(value: string, max: number): string | undefined {
  const count = characters(value)
  if (count <= max) return undefined
  return `Tiene ${count} caracteres y entran hasta ${max} en su lugar de la página y de los PDF: acortalo.`
}

/** Rules a field names with `@rule(name: …)`: a Spanish sentence when the value is wrong. */
export const NAMED_RULES: Readonly<Record<string, (value: string) => string | undefined>> = {
  cuit: (value) =>
    validateCuit(value)
      ? "El CUIT no es válido: revisá los once números; el último es el dígito verificador (por ejemplo: 30-71234567-1)."
      : undefined,
}

export const DECIMAL_MESSAGE =
  "Escribí los grados como número, con coma o punto para los decimales (por ejemplo: -34,6037)."

/**
 * A number of degrees as a clerk in Argentina types it: "-34,6037" (decimal comma) or "-34.6037". Thousands
 * separators are no part of a coordinate: "-34.603,7" is refused rather than guessed.
 */
export function parseDecimal(text: string): number | undefined {
  const value = text.trim().replace(/\s+/g, "")
  if (!/^[-+]?\d+([.,]\d+)?$/.test(value)) return undefined
  return Number(value.replace(",", "."))
}

/** A number outside its field's `@range`, in the editor's words (a number as Argentina writes it: -34,6). */
export function rangeProblem(value: number, range: { min?: number; max?: number }): string | undefined {
  const { min, max } = range
  if ((min === undefined || value >= min) && (max === undefined || value <= max)) return undefined
  const spoken = (number: number) => String(number).replace(".", ",")
  if (min !== undefined && max !== undefined) return `Tiene que estar entre ${spoken(min)} y ${spoken(max)}.`
  return min !== undefined ? `Tiene que ser ${spoken(min)} o más.` : `Tiene que ser ${spoken(max as number)} o menos.`
}

/** Everything a text field's value is refused for, in order: blank, too long, its named rule. */
export function textProblems(value: string, rules: { maxLength?: number; rule?: string }): string[] {
  if (value === "") return []
  if (isBlankText(value)) return [BLANK_TEXT_MESSAGE]
  const problems: string[] = []
  const tooLong = rules.maxLength !== undefined ? lengthProblem(value, rules.maxLength) : undefined
  if (tooLong) problems.push(tooLong)
  const named = rules.rule ? NAMED_RULES[rules.rule]?.(value) : undefined
  if (named) problems.push(named)
  return problems
}

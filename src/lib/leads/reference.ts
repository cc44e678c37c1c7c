/**
 * A lead's reference, as the visitor reads it over the phone: `VG-2026-7K4Q-93`. The year it arrived (Buenos
 * Aires), a code in Crockford's base 32 (digits and letters without I, L, O and U, so nothing reads as
 * another character) and two check digits that catch a mistyped character or two characters swapped. The
 * code is the lead's number passed through a keyed permutation (src/server/store/reference-code.ts): it says
 * nothing about how many leads came before, and two numbers never share a code.
 */

/** Crockford's base 32, in the order of its values. */
export const REFERENCE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"

/** The code's lengths: 4 characters (20 bits), widened to 6 (30 bits) and 8 (40 bits) as the numbers grow. */
export const REFERENCE_CODE_LENGTHS = [4, 6, 8] as const

const CODE_CHAR = "[0-9A-HJKMNP-TV-Z]"

/**
 * A reference anywhere in a text (a RegExp source, no anchors): `new RegExp(REFERENCE_PATTERN)` finds one,
 * `new RegExp(`^${REFERENCE_PATTERN}$`)` checks a whole string. Upper case, as the site writes them.
 */
export const REFERENCE_PATTERN = `VG-\\d{4}-${CODE_CHAR}{4}(?:${CODE_CHAR}{2}){0,2}-\\d{2}`

const CHECK_MODULUS = 97

/** The remainder of the year followed by the code's values (as digits of base 32), modulo 97. */
function remainder(year: number, code: string): number {
  let value = year % CHECK_MODULUS
  for (const char of code) value = (value * 32 + REFERENCE_ALPHABET.indexOf(char)) % CHECK_MODULUS
  return value
}

/**
 * ISO 7064 MOD 97-10 (the IBAN's check) over the year and the code: 97 is a prime above 32, so changing one
 * character, or swapping two adjacent ones, always changes the remainder.
 */
export function referenceCheck(year: number, code: string): string {
  return String(98 - ((remainder(year, code) * 100) % CHECK_MODULUS)).padStart(2, "0")
}

/** `VG-<year>-<code>-<check>` from a year and a code already in the alphabet. */
export function formatReference(year: number, code: string): string {
  return `VG-${year}-${code}-${referenceCheck(year, code)}`
}

export interface ParsedReference {
  /** As the site writes it: upper case, with hyphens. */
  reference: string
  year: number
  code: string
}

/** Crockford's decoding of what a person may type: lower case, and I, L, O read as 1, 1, 0. */
const READS_AS: Record<string, string> = { I: "1", L: "1", O: "0" }

/**
 * A reference as typed by a person (any case, spaces or hyphens between the parts, O for 0, I or L for 1),
 * or null when it is not one or its check digits do not match: a mistyped reference is never taken for
 * another lead's.
 */
export function parseReference(text: string): ParsedReference | null {
  const match = /^\s*VG[\s-]*(\d{4})[\s-]*([0-9A-Z]+)[\s-]*(\d{2})\s*$/i.exec(text)
  if (!match) return null
  const year = Number(match[1])
  const code = match[2].toUpperCase().replace(/[ILO]/g, (char) => READS_AS[char])
  if (!(REFERENCE_CODE_LENGTHS as readonly number[]).includes(code.length) || /[^0-9A-HJKMNP-TV-Z]/.test(code)) {
    return null
  }
  if (referenceCheck(year, code) !== match[3]) return null
  return { reference: formatReference(year, code), year, code }
}

/** The calendar year in Buenos Aires (UTC−3, no daylight saving time), for the reference. */
export function yearInArgentina(at: Date): number {
  return new Date(at.getTime() - 3 * 60 * 60 * 1000).getUTCFullYear()
}

/** The form references had before these (VG-2026-000123): the leads stored then keep them. */
const OLDER_REFERENCE = /^\s*(VG-\d{4}-\d{6,})\s*$/i

/**
 * A reference staff typed into a command, as stored: a current one (checked, normalised) or one of the older
 * form; null when it is neither (a mistyped character, most likely).
 */
export function storedReferenceOf(typed: string): string | null {
  return parseReference(typed)?.reference ?? OLDER_REFERENCE.exec(typed)?.[1].toUpperCase() ?? null
}

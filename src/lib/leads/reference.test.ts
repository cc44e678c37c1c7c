import { leadReference, newReferenceKey, referenceCode } from "../../server/store/reference-code"
import { formatReference, parseReference, REFERENCE_ALPHABET, REFERENCE_PATTERN, referenceCheck } from "./reference"

const KEY = newReferenceKey()
const WHOLE = new RegExp(`^${REFERENCE_PATTERN}$`)

describe("lead references", () => {
  it("read VG-year-code-check, in Crockford's alphabet, four characters until the numbers need more", () => {
    expect(REFERENCE_ALPHABET).toHaveLength(32)
    expect(REFERENCE_ALPHABET).not.toMatch(/[ILOU]/)
    const at = new Date("2026-01-01T02:59:00Z")
    expect(leadReference(1, at, KEY)).toMatch(/^VG-2025-[0-9A-HJKMNP-TV-Z]{4}-\d{2}$/)
    expect(leadReference(1, new Date("2026-01-01T03:00:00Z"), KEY)).toMatch(/^VG-2026-/)
    expect(referenceCode(2 ** 20 - 1, KEY)).toHaveLength(4)
    expect(referenceCode(2 ** 20, KEY)).toHaveLength(6)
    expect(referenceCode(2 ** 30, KEY)).toHaveLength(8)
    expect(() => referenceCode(2 ** 40, KEY)).toThrow(RangeError)
    for (const number of [1, 999, 2 ** 20, 2 ** 30 + 7]) {
      const reference = leadReference(number, at, KEY)
      expect(reference).toMatch(WHOLE)
      expect(`Tu número es ${reference}.`).toMatch(new RegExp(REFERENCE_PATTERN))
      expect(parseReference(reference)).toEqual({
        reference,
        year: 2025,
        code: referenceCode(number, KEY),
      })
    }
  })

  it("takes a reference as a person types it, and reads O as 0 and I or L as 1", () => {
    const reference = formatReference(2026, "7K10")
    expect(parseReference(` vg 2026 7k10 ${reference.slice(-2)} `)?.reference).toBe(reference)
    expect(parseReference(`VG-2026-7KIO-${reference.slice(-2)}`)?.reference).toBe(reference)
    expect(parseReference(`vg-2026-7kl0-${reference.slice(-2)}`)?.reference).toBe(reference)
    expect(parseReference("VG-2026-7KU0-00")).toBeNull()
    expect(parseReference("VG-2026-000123")).toBeNull()
    expect(parseReference("VG-2026-7K10")).toBeNull()
    expect(parseReference(`VG-2026-7K1-${reference.slice(-2)}`)).toBeNull()
  })

  it("catches every mistyped character and every swap of two neighbours", () => {
    const references = Array.from({ length: 200 }, (_, index) =>
      leadReference(index * 5_003 + 1, new Date("2026-06-01T12:00:00Z"), KEY),
    )
    references.push(formatReference(2026, "00000000"), formatReference(2031, "ZZZZZZ"))
    let variants = 0
    const accepted: string[] = []
    for (const reference of references) {
      const chars = [...reference]
      const editable = chars.map((char, index) => (char === "-" || index < 3 ? -1 : index)).filter((i) => i >= 0)
      for (const index of editable) {
        const choices = /\d/.test(chars[index]) && index < 8 ? "0123456789" : REFERENCE_ALPHABET
        for (const replacement of choices) {
          if (replacement === chars[index]) continue
          const typo = [...chars]
          typo[index] = replacement
          variants += 1
          if (parseReference(typo.join(""))) accepted.push(typo.join(""))
        }
        const next = index + 1
        if (editable.includes(next) && chars[next] !== chars[index]) {
          const swapped = [...chars]
          ;[swapped[index], swapped[next]] = [swapped[next], swapped[index]]
          variants += 1
          if (parseReference(swapped.join(""))) accepted.push(swapped.join(""))
        }
      }
    }
    expect(accepted).toEqual([])
    expect(variants).toBeGreaterThan(40_000)
    expect(referenceCheck(2026, "7K4Q")).toMatch(/^\d{2}$/)
  })

  it("never gives two of 100 000 consecutive numbers the same code, nor across a widening", () => {
    const first = new Set<string>()
    for (let number = 1; number <= 100_000; number += 1) first.add(referenceCode(number, KEY))
    expect(first.size).toBe(100_000)
    const across = new Set<string>()
    for (let number = 2 ** 20 - 2_000; number < 2 ** 20 + 2_000; number += 1) across.add(referenceCode(number, KEY))
    expect(across.size).toBe(4_000)
  })

  it("does not look sequential: consecutive numbers give codes as unrelated as random ones", () => {
    const values = Array.from({ length: 5_000 }, (_, index) =>
      [...referenceCode(index + 1, KEY)].reduce((value, char) => value * 32 + REFERENCE_ALPHABET.indexOf(char), 0),
    )
    const rising = values.slice(1).filter((value, index) => value > values[index]).length / (values.length - 1)
    expect(rising).toBeGreaterThan(0.45)
    expect(rising).toBeLessThan(0.55)
    // Random pairs in [0, 2^20) are 2^20 / 3 apart on average; a counter's neighbours are 1 apart.
    const gap = values.slice(1).reduce((sum, value, index) => sum + Math.abs(value - values[index]), 0) / 4_999
    expect(gap).toBeGreaterThan(2 ** 20 / 4)
    // The first character is spread over the whole alphabet already among the first 1 000 leads.
    const firstChars = new Set(Array.from({ length: 1_000 }, (_, index) => referenceCode(index + 1, KEY)[0]))
    expect(firstChars.size).toBe(32)
    // The key decides: another store's key gives other codes to the same numbers.
    const other = newReferenceKey()
    const differing = Array.from({ length: 1_000 }, (_, index) => index + 1).filter(
      (number) => referenceCode(number, KEY) !== referenceCode(number, other),
    )
    expect(differing.length).toBeGreaterThan(990)
  })
})

import { searchable, withoutAccents } from "./without-accents"

describe("withoutAccents", () => {
  it("drops accents and keeps case", () => {
    expect(withoutAccents("Detección ÁREA Pingüino")).toBe("Deteccion AREA Pinguino")
    expect(withoutAccents("Señal")).toBe("Senal")
  })

  it("writes subscript and superscript digits as plain ones", () => {
    expect(withoutAccents("H₂S, O₂, NH₃ y Cl₂")).toBe("H2S, O2, NH3 y Cl2")
    expect(withoutAccents("m³ y cm²")).toBe("m3 y cm2")
    expect(withoutAccents("₀₁₂₃₄₅₆₇₈₉ ⁰¹²³⁴⁵⁶⁷⁸⁹")).toBe("0123456789 0123456789")
  })
})

describe("searchable", () => {
  it("folds accents, case, subscripts and punctuation into words separated by one space", () => {
    expect(searchable("  Detección de H₂S (típico) — IP66/IP67 ")).toBe("deteccion de h2s tipico ip66 ip67")
    expect(searchable("Ciudad Autónoma de Buenos Aires")).toBe("ciudad autonoma de buenos aires")
    expect(searchable("¿?")).toBe("")
  })
})

import { defaultMaxLength, isBlankText, parseDecimal, rangeProblem, textProblems } from "./content-rules"

describe("content rules (the build's and the editor's)", () => {
  it("refuses a text of spaces only, not an empty one", () => {
    expect(isBlankText("   ")).toBe(true)
    expect(isBlankText("")).toBe(false)
    expect(textProblems(" ", {})).toEqual(["Escribí el texto: solo espacios no cuenta como texto."])
    expect(textProblems("", { maxLength: 1, rule: "cuit" })).toEqual([])
  })

  it("counts characters as a reader does, up to the field's length", () => {
    expect(textProblems("á".repeat(10), { maxLength: 10 })).toEqual([])
    expect(textProblems("a".repeat(5000), { maxLength: 600 })).toEqual([
      "Tiene 5000 caracteres y entran hasta 600 en su lugar de la página y de los PDF: acortalo.",
    ])
  })

  it("checks a CUIT's check digit", () => {
    expect(textProblems("30-71234567-1", { rule: "cuit" })).toEqual([])
    expect(textProblems("20-12345678-0", { rule: "cuit" })[0]).toMatch(/^El CUIT no es válido/)
  })

  it("reads degrees with a decimal comma or point, and nothing it would have to guess", () => {
    expect(parseDecimal("-34,6037")).toBe(-34.6037)
    expect(parseDecimal(" -58.3816 ")).toBe(-58.3816)
    expect(parseDecimal("-34.603,7")).toBeUndefined()
    expect(parseDecimal("34°36′")).toBeUndefined()
  })

  it("says a number's range as Argentina writes numbers", () => {
    expect(rangeProblem(-34.6, { min: -56, max: -21 })).toBeUndefined()
    expect(rangeProblem(-346037, { min: -56, max: -21 })).toBe("Tiene que estar entre -56 y -21.")
    expect(rangeProblem(0.5, { min: 1.5 })).toBe("Tiene que ser 1,5 o más.")
  })

  it("gives headings, paragraphs and one-line texts their default lengths", () => {
    expect(defaultMaxLength("name")).toBe(90)
    expect(defaultMaxLength("faqTitle")).toBe(90)
    expect(defaultMaxLength("answer")).toBe(800)
    expect(defaultMaxLength("calibrationIntro")).toBe(800)
    expect(defaultMaxLength("tagline")).toBe(240)
  })
})

import { formulaPlainText, formulaRuns } from "./formulas"

describe("formulaRuns", () => {
  it("splits subscript digits from the text around them, as ordinary digits", () => {
    expect(formulaRuns("H₂S y CO₂")).toEqual([
      { text: "H", subscript: false },
      { text: "2", subscript: true },
      { text: "S y CO", subscript: false },
      { text: "2", subscript: true },
    ])
  })

  it("keeps a run of several subscript digits together", () => {
    expect(formulaRuns("C₁₀")).toEqual([
      { text: "C", subscript: false },
      { text: "10", subscript: true },
    ])
  })

  it("returns text without formulas as one plain run, and nothing for no text", () => {
    expect(formulaRuns("Oxígeno y amoníaco")).toEqual([{ text: "Oxígeno y amoníaco", subscript: false }])
    expect(formulaRuns("")).toEqual([])
  })
})

describe("formulaPlainText", () => {
  it("reads the formulas with ordinary digits", () => {
    expect(formulaPlainText("SF₆ en subestaciones, H₂S en yacimientos")).toBe(
      "SF6 en subestaciones, H2S en yacimientos",
    )
  })
})

import { render } from "@testing-library/react"
import { FormulaText } from "./FormulaText"

function html(text: string): string {
  return render(<FormulaText text={text} />).container.innerHTML
}

describe("FormulaText", () => {
  it("sets subscript digits as <sub> digits in the page's font", () => {
    expect(html("Monogás para H₂S, CO u O₂")).toBe("Monogás para H<sub>2</sub>S, CO u O<sub>2</sub>")
  })

  it("leaves text without formulas as it is, markup characters shown as text", () => {
    expect(html("Amoníaco <b>y</b> oxígeno")).toBe("Amoníaco &lt;b&gt;y&lt;/b&gt; oxígeno")
  })
})

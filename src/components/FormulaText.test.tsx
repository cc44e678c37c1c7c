/**
 * @jest-environment jsdom
 */
import { render } from "@testing-library/react"
import { renderWithProviders } from "../../test/render"
import { CheckList } from "./CheckList"
import { FormulaText } from "./FormulaText"
import { IconPoints } from "./IconPoints"
import { ProcessSteps } from "./ProcessSteps"

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

describe("the shared copy components", () => {
  it("set the formulas in their text with <sub>", () => {
    const { container } = renderWithProviders(
      <>
        <CheckList items={["Detector de CO₂ calibrado"]} />
        <ProcessSteps steps={[{ title: "Relevamiento", text: "Medimos H₂S en planta" }]} />
        <IconPoints points={[{ title: "Oxígeno", text: "Alarma por falta de O₂", icon: "check" }]} />
      </>,
    )
    expect(Array.from(container.querySelectorAll("sub"), (sub) => sub.textContent)).toEqual(["2", "2", "2"])
    expect(container.textContent).toContain("Detector de CO2 calibrado")
  })
})

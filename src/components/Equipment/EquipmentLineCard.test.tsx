/**
 * @jest-environment jsdom
 */
import { equipmentLines as lines } from "../../../test/content-lists"
import { screen, within } from "@testing-library/react"
import equipment from "../../../content/equipment.json"
import { formulaPlainText } from "../../lib/formulas"
import { renderWithProviders } from "../../../test/render"
import { EquipmentLineCard } from "./EquipmentLineCard"
import type { EquipmentLineData } from "./EquipmentLineCard"

const multigas = lines.find((line) => line.slug === "detectores-multigas") as EquipmentLineData

function renderCard(line: EquipmentLineData = multigas) {
  return renderWithProviders(<EquipmentLineCard line={line} copy={equipment} />)
}

describe("EquipmentLineCard", () => {
  it("is an article named by its heading, with its drawing from its category's sprite", () => {
    const { container } = renderCard()
    const card = screen.getByRole("article", { name: multigas.name })
    expect(card).toHaveAttribute("id", multigas.slug)
    expect(within(card).getByRole("heading", { level: 3 })).toHaveTextContent(multigas.name)
    const drawing = container.querySelector("svg[aria-hidden='true'] use")
    expect(drawing).toHaveAttribute("href", "/illustrations/deteccion-de-gases.svg#detectores-multigas")
    expect(drawing?.closest("svg")).toHaveAttribute("width", "240")
    expect(drawing?.closest("svg")).toHaveAttribute("height", "160")
  })

  it("sets the specifications in a table named by its caption, one row header per figure", () => {
    renderCard()
    const table = screen.getByRole("table", { name: equipment.specsCaption })
    const rows = within(table).getAllByRole("row")
    expect(rows).toHaveLength(multigas.specs.length)
    multigas.specs.forEach((spec, index) => {
      const header = within(rows[index]).getByRole("rowheader")
      expect(header).toHaveAttribute("scope", "row")
      expect(header).toHaveTextContent(formulaPlainText(spec.label))
      expect(within(rows[index]).getByRole("cell")).toHaveTextContent(formulaPlainText(spec.value))
    })
  })

  it("lists the modes it is offered in with their labels", () => {
    renderCard()
    const modes = screen.getByText(equipment.modesLabel).nextElementSibling as HTMLElement
    expect(modes.tagName).toBe("UL")
    expect(
      within(modes)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Venta", "Alquiler", "Servicio técnico"])
  })

  it("links its name and «Ver equipo» to the line's own page", () => {
    renderCard()
    const card = screen.getByRole("article", { name: multigas.name })
    const page = "/productos/deteccion-de-gases/detectores-multigas"
    expect(within(card).getByRole("link", { name: multigas.name })).toHaveAttribute("href", page)
    const view = within(card).getByRole("link", { name: new RegExp(`^${equipment.viewLabel}\\W+${multigas.name}$`) })
    expect(view).toHaveAttribute("href", page)
  })

  it("offers each request of the line as a button that opens its dialog about the line", () => {
    renderCard()
    const card = screen.getByRole("article", { name: multigas.name })
    // The requests' buttons; the card's last button adds the line to the quote list (QuoteList/).
    const buttons = within(card)
      .getAllByRole("button")
      .filter((button) => button.hasAttribute("data-request"))
    expect(buttons.map((button) => button.textContent)).toEqual(multigas.actions.map((action) => action.label))
    for (const button of buttons) expect(button).toHaveAttribute("aria-haspopup", "dialog")
    expect(within(card).getByRole("button", { name: "Solicitar cotización" })).toHaveAttribute(
      "data-request",
      "cotizacion",
    )
  })
})

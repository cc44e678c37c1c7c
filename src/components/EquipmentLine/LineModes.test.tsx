/**
 * @jest-environment jsdom
 */
import { screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import equipment from "../../../content/equipment.json"
import { renderWithProviders } from "../../../test/render"
import { planLineActions } from "../../lib/line-actions"
import type { OfferingActionData } from "../Offering/OfferingActions"
import { LineModes } from "./LineModes"

const product = { slug: "arneses-y-eslingas", name: "Arneses de cuerpo entero y eslingas" }
const demo = { label: "Solicitar demostración", kind: "request", request: "demo" } as const

/** The modes as the line's page places them (lib/line-actions.ts). */
const placed = (offered: string[], actions: OfferingActionData[] = []) =>
  planLineActions(actions, equipment.modes, offered).modes

describe("LineModes", () => {
  it("shows only the modes the line is offered in, each with the request it opens", () => {
    renderWithProviders(<LineModes modes={placed(["venta", "alquiler"])} product={product} />)
    const items = screen.getAllByRole("listitem")
    expect(items.map((item) => within(item).getByRole("heading").textContent)).toEqual(["Venta", "Alquiler"])
    expect(within(items[0]).getByRole("button", { name: "Solicitar cotización" })).toHaveAttribute(
      "data-request",
      "cotizacion",
    )
    expect(within(items[1]).getByRole("button", { name: "Consultar alquiler" })).toHaveAttribute(
      "data-request",
      "alquiler",
    )
    expect(within(items[1]).getByRole("link", { name: "Ver alquiler" })).toHaveAttribute("href", "/alquiler")
    expect(screen.queryByRole("button", { name: "Solicitar servicio técnico" })).not.toBeInTheDocument()
  })

  it("opens the mode's request dialog about the line", async () => {
    const user = userEvent.setup()
    renderWithProviders(<LineModes modes={placed(["alquiler"])} product={product} />)
    await user.click(screen.getByRole("button", { name: "Consultar alquiler" }))
    expect(await screen.findByRole("dialog", { name: `Consultar alquiler: ${product.name}` })).toBeInTheDocument()
  })

  it("carries the line's own requests with the sale, as secondary buttons after the mode's own", () => {
    renderWithProviders(<LineModes modes={placed(["venta", "alquiler"], [demo])} product={product} />)
    const [sale, rent] = screen.getAllByRole("listitem")
    expect(
      within(sale)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Solicitar cotización", demo.label])
    expect(within(rent).queryByRole("button", { name: demo.label })).not.toBeInTheDocument()
  })
})

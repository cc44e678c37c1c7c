import { screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import equipment from "../../../content/equipment.json"
import { renderWithProviders } from "../../../test/render"
import { LineModes } from "./LineModes"

const product = { slug: "arneses-y-eslingas", name: "Arneses de cuerpo entero y eslingas" }

describe("LineModes", () => {
  it("shows only the modes the line is offered in, each with the request it opens", () => {
    renderWithProviders(<LineModes modes={equipment.modes} offered={["venta", "alquiler"]} product={product} />)
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
    renderWithProviders(<LineModes modes={equipment.modes} offered={["alquiler"]} product={product} />)
    await user.click(screen.getByRole("button", { name: "Consultar alquiler" }))
    expect(await screen.findByRole("dialog", { name: `Consultar alquiler: ${product.name}` })).toBeInTheDocument()
  })
})

import { screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import notices from "../../../content/notices.json"
import { renderWithProviders } from "../../../test/render"
import { OfferingActions } from "./OfferingActions"

describe("OfferingActions", () => {
  it("shows the not-available toast for an unavailable request", async () => {
    const user = userEvent.setup()
    renderWithProviders(<OfferingActions actions={[{ label: "Solicitar cotización", kind: "unavailable" }]} />)
    await user.click(screen.getByRole("button", { name: "Solicitar cotización" }))
    expect(await screen.findByText(notices.unavailable.title)).toBeInTheDocument()
    expect(screen.getByText(notices.unavailable.description)).toBeInTheDocument()
  })

  it("links a contact action to the form with its interest in the query string", () => {
    renderWithProviders(
      <OfferingActions actions={[{ label: "Consultar disponibilidad", kind: "contact", interest: "alquiler" }]} />,
    )
    expect(screen.getByRole("link", { name: "Consultar disponibilidad" })).toHaveAttribute(
      "href",
      "/contacto?interes=alquiler",
    )
  })

  it("links a link action to its page, and drops an action whose target is unknown", () => {
    renderWithProviders(
      <OfferingActions
        actions={[
          { label: "Ver alquiler", kind: "link", path: "/alquiler#era" },
          { label: "Consultar", kind: "contact", interest: "regalo" },
        ]}
      />,
    )
    expect(screen.getByRole("link", { name: "Ver alquiler" })).toHaveAttribute("href", "/alquiler#era")
    expect(screen.queryByRole("link", { name: "Consultar" })).not.toBeInTheDocument()
  })
})

describe("OfferingActions with request actions (until the request dialogs land)", () => {
  it("leads each request to the contact form with the closest interest", () => {
    renderWithProviders(
      <OfferingActions
        product={{ slug: "equipos-de-respiracion-autonoma", name: "Equipos de respiración autónoma (ERA)" }}
        actions={[
          { label: "Solicitar cotización", kind: "request", request: "cotizacion" },
          { label: "Consultar alquiler", kind: "request", request: "alquiler" },
          { label: "Solicitar servicio técnico", kind: "request", request: "servicio-tecnico" },
          { label: "Pedir algo", kind: "request", request: "regalo" },
        ]}
      />,
    )
    expect(screen.getByRole("link", { name: "Solicitar cotización" })).toHaveAttribute(
      "href",
      "/contacto?interes=compra",
    )
    expect(screen.getByRole("link", { name: "Consultar alquiler" })).toHaveAttribute(
      "href",
      "/contacto?interes=alquiler",
    )
    expect(screen.getByRole("link", { name: "Solicitar servicio técnico" })).toHaveAttribute(
      "href",
      "/contacto?interes=servicio-tecnico",
    )
    expect(screen.queryByRole("link", { name: "Pedir algo" })).not.toBeInTheDocument()
  })
})

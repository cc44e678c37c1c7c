/**
 * @jest-environment jsdom
 */
import { screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { renderWithProviders } from "../../../test/render"
import { OfferingActions } from "./OfferingActions"

const product = { slug: "detectores-portatiles", name: "Detectores portátiles monogás y multigas" }

describe("OfferingActions", () => {
  it("renders a request action as a button that opens its dialog, loaded on the first click", async () => {
    const user = userEvent.setup()
    renderWithProviders(
      <OfferingActions
        actions={[{ label: "Solicitar demostración", kind: "request", request: "demo" }]}
        product={product}
      />,
    )
    const button = screen.getByRole("button", { name: "Solicitar demostración" })
    expect(button).toHaveAttribute("aria-haspopup", "dialog")
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
    await user.click(button)
    expect(await screen.findByRole("dialog", { name: `Solicitar demostración: ${product.name}` })).toBeInTheDocument()
  })

  it("opens the dialog the page's address asks for", async () => {
    renderWithProviders(
      <OfferingActions
        actions={[{ label: "Solicitar cotización", kind: "request", request: "cotizacion" }]}
        product={product}
        openRequest="cotizacion"
      />,
    )
    expect(await screen.findByRole("dialog", { name: `Solicitar cotización: ${product.name}` })).toBeInTheDocument()
  })

  it("links a contact action to the form with its interest in the query string", () => {
    renderWithProviders(
      <OfferingActions
        actions={[{ label: "Consultar disponibilidad", kind: "contact", interest: "alquiler" }]}
        product={product}
      />,
    )
    expect(screen.getByRole("link", { name: "Consultar disponibilidad" })).toHaveAttribute(
      "href",
      "/contacto?interes=alquiler",
    )
  })

  it("makes a download action a plain download of the file, with no form in between", () => {
    renderWithProviders(
      <OfferingActions
        actions={[
          { label: "Descargar catálogo general (PDF)", kind: "download", path: "/descargas/catalogo-general.pdf" },
          { label: "Descargar otra cosa", kind: "download", path: "https://ejemplo.com/x.pdf" },
        ]}
        product={product}
      />,
    )
    const link = screen.getByRole("link", { name: "Descargar catálogo general (PDF)" })
    expect(link).toHaveAttribute("href", "/descargas/catalogo-general.pdf")
    expect(link).toHaveAttribute("download")
    expect(screen.queryByRole("link", { name: "Descargar otra cosa" })).not.toBeInTheDocument()
    expect(screen.queryByRole("button")).not.toBeInTheDocument()
  })

  it("links a link action to its page, and drops an action whose target is unknown", () => {
    renderWithProviders(
      <OfferingActions
        actions={[
          { label: "Ver alquiler", kind: "link", path: "/alquiler#era" },
          { label: "Consultar", kind: "contact", interest: "regalo" },
          { label: "Pedir", kind: "request", request: "regalo" },
        ]}
        product={product}
      />,
    )
    expect(screen.getByRole("link", { name: "Ver alquiler" })).toHaveAttribute("href", "/alquiler#era")
    expect(screen.queryByRole("link", { name: "Consultar" })).not.toBeInTheDocument()
    expect(screen.queryByRole("button", { name: "Pedir" })).not.toBeInTheDocument()
  })
})

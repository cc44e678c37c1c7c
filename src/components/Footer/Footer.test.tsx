import { screen, within } from "@testing-library/react"
import site from "../../../content/site.json"
import { renderWithProviders } from "../../../test/render"
import { Footer } from "./Footer"

describe("Footer", () => {
  it("shows the brand column with the SPEC's tagline", () => {
    renderWithProviders(<Footer />)
    expect(
      screen.getByText("Protección y seguridad que cuidan lo más importante: tu equipo humano"),
    ).toBeInTheDocument()
  })

  it("lists the eight navigation links and the two legal links", () => {
    renderWithProviders(<Footer />)
    const navigation = screen.getByRole("navigation", { name: "Navegación" })
    expect(
      within(navigation)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual([
      ["Inicio", "/"],
      ["Productos", "/productos"],
      ["Alquiler", "/alquiler"],
      ["Servicio técnico", "/servicio-tecnico"],
      ["Industrias", "/industrias"],
      ["Nosotros", "/nosotros"],
      ["Recursos", "/recursos"],
      ["Contacto", "/contacto"],
    ])
    const legal = screen.getByRole("navigation", { name: "Legales" })
    expect(within(legal).getByRole("link", { name: "Términos y condiciones" })).toHaveAttribute(
      "href",
      "/terminos-y-condiciones",
    )
    expect(within(legal).getByRole("link", { name: "Política de privacidad" })).toHaveAttribute(
      "href",
      "/politica-de-privacidad",
    )
  })

  it("gives the contact details as mailto and tel links, the address and the hours", () => {
    renderWithProviders(<Footer />)
    expect(screen.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`)
    expect(screen.getByRole("link", { name: site.phone })).toHaveAttribute("href", "tel:+541152634810")
    expect(screen.getByText("Buenos Aires Argentina")).toBeInTheDocument()
    expect(screen.getByText("Lunes a viernes de 9 a 18")).toBeInTheDocument()
  })

  it("opens WhatsApp in a new tab, safely", () => {
    renderWithProviders(<Footer />)
    const whatsapp = screen.getByRole("link", { name: /Escribinos por WhatsApp/ })
    expect(whatsapp.getAttribute("href")).toMatch(/^https:\/\/wa\.me\/5491152634810\?text=/)
    expect(whatsapp).toHaveAttribute("target", "_blank")
    expect(whatsapp).toHaveAttribute("rel", "noopener noreferrer")
  })

  it("shows the visitor's current year even on a page built in an earlier year", () => {
    renderWithProviders(<Footer />)
    expect(screen.getByTestId("copyright-year")).toHaveTextContent(String(new Date().getFullYear()))
    expect(screen.getByText(/Vigía Seguridad Industrial S\.R\.L\. Todos los derechos reservados\./)).toBeInTheDocument()
  })

  it("never turns a social profile without URL into a link", () => {
    const { container } = renderWithProviders(<Footer />)
    for (const social of site.socials) {
      expect(screen.getByText(`${social.label}: próximamente`)).toBeInTheDocument()
    }
    expect(container.querySelector('a[href=""], a[href="#"], a:not([href])')).toBeNull()
  })
})

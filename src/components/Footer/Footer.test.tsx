/**
 * @jest-environment jsdom
 */
import { screen, within } from "@testing-library/react"
import { useStaticQuery } from "gatsby"
import site from "../../../content/site.json"
import { staticQueryData } from "../../../test/content-fixtures"
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
      ["Servicio Técnico", "/servicio-tecnico"],
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

  it("shows no CUIT while content/site.json has none", () => {
    renderWithProviders(<Footer />)
    expect(screen.queryByText(/CUIT/)).toBeNull()
  })

  it("shows the street address and the CUIT once content gives them", () => {
    withSite({ streetAddress: "Av. Ejemplo 1234", postalCode: "C1043AAZ", cuit: "30-71234567-1" })
    renderWithProviders(<Footer />)
    expect(screen.getByText("Av. Ejemplo 1234, C1043AAZ Buenos Aires Argentina")).toBeInTheDocument()
    expect(screen.getByText("CUIT 30-71234567-1")).toBeInTheDocument()
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

  it("shows no networks, and no heading for them, while no profile has a URL", () => {
    const { container } = renderWithProviders(<Footer />)
    expect(site.socials.every((social) => !social.url)).toBe(true)
    expect(screen.queryByText("Seguinos")).toBeNull()
    expect(screen.queryByText(/próximamente/i)).toBeNull()
    for (const social of site.socials) expect(screen.queryByText(social.label)).toBeNull()
    expect(container.querySelector('a[href=""], a[href="#"], a:not([href])')).toBeNull()
  })

  it("links only the networks that have a URL, in a new tab", () => {
    withSite({
      socials: [
        { network: "linkedin", label: "LinkedIn", url: "https://www.linkedin.com/company/ejemplo" },
        { network: "instagram", label: "Instagram", url: "" },
        { network: "facebook", label: "Facebook", url: "https://www.facebook.com/ejemplo" },
      ],
    })
    renderWithProviders(<Footer />)
    expect(screen.getByText("Seguinos")).toBeInTheDocument()
    const linkedin = screen.getByRole("link", { name: /LinkedIn/ })
    expect(linkedin).toHaveAttribute("href", "https://www.linkedin.com/company/ejemplo")
    expect(linkedin).toHaveAttribute("target", "_blank")
    expect(screen.getByRole("link", { name: /Facebook/ })).toHaveAttribute("href", "https://www.facebook.com/ejemplo")
    expect(screen.queryByText("Instagram")).toBeNull()
  })
})

/** The layout's content with some of content/site.json's facts filled in, as the company would. */
function withSite(facts: Partial<typeof site> & Record<string, unknown>) {
  jest.mocked(useStaticQuery).mockReturnValue({ ...staticQueryData, siteJson: { ...site, ...facts } })
}

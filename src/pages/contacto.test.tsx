/**
 * @jest-environment jsdom
 */
import { act, screen, within } from "@testing-library/react"
import { useStaticQuery } from "gatsby"
import contact from "../../content/contact.json"
import site from "../../content/site.json"
import { staticQueryData } from "../../test/content-fixtures"
import { setIntersecting } from "../../test/intersection-observer"
import { renderWithProviders } from "../../test/render"
import ContactPage from "./contacto"

type Props = Parameters<typeof ContactPage>[0]

function renderPage() {
  const props = { data: { contactJson: contact }, location: { pathname: "/contacto", search: "", state: null } }
  return renderWithProviders(<ContactPage {...(props as unknown as Props)} />)
}

function details() {
  return screen.getByRole("region", { name: contact.detailsTitle })
}

describe("/contacto", () => {
  it("gives the address as SPEC §2 quotes it, the hours, and a lazy map of Buenos Aires without directions", async () => {
    const { container } = renderPage()
    expect(within(details()).getByText("Buenos Aires Argentina")).toBeInTheDocument()
    expect(within(details()).getByText(site.businessHours)).toBeInTheDocument()
    expect(within(details()).queryByText(/CUIT/)).toBeNull()
    const map = screen.getByRole("region", { name: contact.map.heading })
    const box = container.querySelector("[data-map-loaded]")!
    expect(box).toHaveAttribute("data-map-loaded", "false")
    act(() => setIntersecting(box, true))
    // The map's code comes when its box nears the viewport, then the map itself.
    const frame = await within(map).findByTitle("Mapa con nuestra ubicación: Buenos Aires Argentina")
    expect(frame.getAttribute("src")).toMatch(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=/)
    expect(frame.getAttribute("src")).not.toContain("marker=")
    expect(screen.queryByRole("link", { name: /Cómo llegar/ })).toBeNull()
  })

  it("centres the map on the street address with a marker, routes to it, and shows the CUIT once content gives them", async () => {
    jest.mocked(useStaticQuery).mockReturnValue({
      ...staticQueryData,
      siteJson: {
        ...site,
        streetAddress: "Av. Ejemplo 1234",
        postalCode: "C1043AAZ",
        coordinates: { latitude: -34.60372, longitude: -58.38159 },
        cuit: "30-71234567-1",
      },
    })
    const { container } = renderPage()
    const map = screen.getByRole("region", { name: contact.map.heading })
    act(() => setIntersecting(container.querySelector("[data-map-loaded]")!, true))
    const address = "Av. Ejemplo 1234, C1043AAZ Buenos Aires Argentina"
    expect(within(details()).getByText(address)).toBeInTheDocument()
    expect(within(details()).getByText("30-71234567-1")).toBeInTheDocument()
    const frame = await within(map).findByTitle(`Mapa con nuestra ubicación: ${address}`)
    expect(frame.getAttribute("src")).toContain("marker=-34.60372%2C-58.38159")
    const directions = within(map).getByRole("link", { name: /Cómo llegar/ })
    expect(new URL(directions.getAttribute("href")!).searchParams.get("destination")).toBe(address)
    expect(directions).toHaveAttribute("target", "_blank")
  })
})

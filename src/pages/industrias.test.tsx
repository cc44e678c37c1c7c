import { categories, equipmentLines, industries } from "../../test/content-lists"
import { screen, within } from "@testing-library/react"
import industriesPage from "../../content/industries-page.json"
import services from "../../content/services.json"
import { linePath } from "../lib/page-paths"
import { renderWithProviders } from "../../test/render"
import IndustriesPage from "./industrias"

type Props = Parameters<typeof IndustriesPage>[0]

/** Every place an industry's solution may point to: a line's page, a category or a service. */
const TARGETS = new Set([
  ...equipmentLines.map((line) => linePath(line.category, line.slug)),
  ...categories.map((category) => `/productos/${category.slug}`),
  ...services.services.map((service) => `/servicio-tecnico#${service.slug}`),
])

describe("/industrias", () => {
  it("links each solution to the equipment or service it names", () => {
    const data = { industriesPageJson: industriesPage, allIndustriesJson: { nodes: industries } }
    renderWithProviders(<IndustriesPage {...({ data } as unknown as Props)} />)
    for (const industry of industries) {
      const card = screen.getByRole("article", { name: industry.name })
      const links = within(card).getAllByRole("link")
      expect(links.map((link) => link.getAttribute("href"))).toEqual(industry.solutions.map((entry) => entry.path))
    }
  })

  it("points every solution at a line or service that exists", () => {
    for (const industry of industries) {
      for (const solution of industry.solutions) expect(TARGETS).toContain(solution.path)
    }
  })
})

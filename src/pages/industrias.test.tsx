/**
 * @jest-environment jsdom
 */
import { categories, equipmentLines, industries } from "../../test/content-lists"
import { screen, within } from "@testing-library/react"
import industriesPage from "../../content/industries-page.json"
import services from "../../content/services.json"
import { industryPath, linePath } from "../lib/page-paths"
import { renderWithProviders } from "../../test/render"
import IndustriesPage from "./industrias"

type Props = Parameters<typeof IndustriesPage>[0]

/** Every place an industry's solution may point to: a line's page, a category or a service. */
const TARGETS = new Set([
  ...equipmentLines.map((line) => linePath(line.category, line.slug)),
  ...categories.map((category) => `/productos/${category.slug}`),
  ...services.services.map((service) => `/servicio-tecnico#${service.slug}`),
])

/** The lines that serve an industry, as its `lines` link resolves them: in the order of their file. */
const linesServing = (slug: string) => equipmentLines.filter((line) => line.industries.includes(slug))

describe("/industrias", () => {
  it("links the industry's own page, each solution to what it names, every line that serves it, and its page again", () => {
    const nodes = industries.map((industry) => ({ ...industry, lines: linesServing(industry.slug) }))
    const data = { industriesPageJson: industriesPage, allIndustriesJson: { nodes } }
    renderWithProviders(<IndustriesPage {...({ data } as unknown as Props)} />)
    for (const industry of industries) {
      const card = screen.getByRole("article", { name: industry.name })
      const links = within(card).getAllByRole("link")
      expect(links.map((link) => link.getAttribute("href"))).toEqual([
        industryPath(industry.slug),
        ...industry.solutions.map((entry) => entry.path),
        ...linesServing(industry.slug).map((line) => linePath(line.category, line.slug)),
        industryPath(industry.slug),
      ])
      expect(within(card).getByRole("heading", { level: 2, name: industry.name })).toContainElement(links[0])
      expect(within(card).getByRole("heading", { name: industriesPage.equipmentLabel })).toBeInTheDocument()
    }
  })

  it("points every solution at a line or service that exists", () => {
    for (const industry of industries) {
      for (const solution of industry.solutions) expect(TARGETS).toContain(solution.path)
    }
  })

  it("points a solution at a line's page only when that line serves the industry", () => {
    for (const industry of industries) {
      for (const solution of industry.solutions) {
        const line = equipmentLines.find((entry) => linePath(entry.category, entry.slug) === solution.path)
        if (line)
          expect([solution.path, line.industries]).toEqual([solution.path, expect.arrayContaining([industry.slug])])
      }
    }
  })

  it("serves every industry with four lines or more, and every line serves an industry at least", () => {
    for (const industry of industries) expect(linesServing(industry.slug).length).toBeGreaterThanOrEqual(4)
    for (const line of equipmentLines) expect([line.slug, line.industries.length > 0]).toEqual([line.slug, true])
  })
})

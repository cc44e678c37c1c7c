/**
 * @jest-environment jsdom
 */
import { categories, equipmentLines as lines, hazards, industries } from "../../test/content-lists"
import { screen, within } from "@testing-library/react"
import equipment from "../../content/equipment.json"
import products from "../../content/products.json"
import { renderWithProviders } from "../../test/render"
import ProductsPage from "./productos"

type Props = Parameters<typeof ProductsPage>[0]

function renderWith(categoryNodes: typeof categories) {
  const data = {
    productsJson: products,
    allCategoriesJson: { nodes: categoryNodes },
    allEquipmentLinesJson: {
      nodes: lines.map((line) => ({
        ...line,
        categoryEntry: categories.find((category) => category.slug === line.category),
      })),
    },
    allHazardsJson: { nodes: hazards },
    allIndustriesJson: { nodes: industries },
    equipmentJson: equipment,
  }
  const page = { data, location: { search: "" }, pageContext: { finderIndexUrl: "/static/finder-index.json" } }
  return renderWithProviders(<ProductsPage {...(page as unknown as Props)} />)
}

describe("/productos", () => {
  it("shows one card per category, linking to its page", () => {
    renderWith(categories)
    const cards = screen.getAllByRole("article")
    expect(cards).toHaveLength(5)
    categories.forEach((category, index) => {
      expect(within(cards[index]).getByRole("heading", { level: 2 })).toHaveTextContent(category.name)
      expect(within(cards[index]).getByRole("link")).toHaveAttribute("href", `/productos/${category.slug}`)
    })
  })

  it("lists every line after the categories, each linking to its page, under the finder", () => {
    renderWith(categories)
    const finder = screen.getByRole("region", { name: products.finder.title })
    const list = within(finder).getByRole("list")
    expect(within(list).getAllByRole("listitem")).toHaveLength(lines.length)
    expect(
      within(list)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(lines.map((line) => `/productos/${line.category}/${line.slug}`))
    expect(within(finder).getByRole("status")).toHaveTextContent(`${lines.length} equipos`)
  })

  it("shows a sixth card as soon as a sixth category is in the content", () => {
    const sixth = { ...categories[0], slug: "senalizacion", name: "Señalización", summary: "Carteles y cintas." }
    renderWith([...categories, sixth])
    expect(screen.getAllByRole("article")).toHaveLength(6)
    expect(screen.getByRole("link", { name: "Ver señalización" })).toHaveAttribute("href", "/productos/senalizacion")
  })
})

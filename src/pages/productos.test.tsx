import { screen, within } from "@testing-library/react"
import categories from "../../content/categories.json"
import products from "../../content/products.json"
import { renderWithProviders } from "../../test/render"
import ProductsPage from "./productos"

type Props = Parameters<typeof ProductsPage>[0]

function renderWith(categoryNodes: typeof categories) {
  const data = { productsJson: products, allCategoriesJson: { nodes: categoryNodes } }
  return renderWithProviders(<ProductsPage {...({ data } as unknown as Props)} />)
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

  it("shows a sixth card as soon as a sixth category is in the content", () => {
    const sixth = { ...categories[0], slug: "senalizacion", name: "Señalización", summary: "Carteles y cintas." }
    renderWith([...categories, sixth])
    expect(screen.getAllByRole("article")).toHaveLength(6)
    expect(screen.getByRole("link", { name: "Ver señalización" })).toHaveAttribute("href", "/productos/senalizacion")
  })
})

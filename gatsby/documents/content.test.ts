import { categories } from "../../test/content-lists"
import about from "../../content/about.json"
import documents from "../../content/documents.json"
import rental from "../../content/rental.json"
import services from "../../content/services.json"
import site from "../../content/site.json"
import { contentFromNodes } from "./content"

describe("contentFromNodes", () => {
  const node = (type: string, counter: number, fields: object) => ({ ...fields, internal: { type, counter } })
  const nodes: Record<string, unknown[]> = {
    DocumentsJson: [node("DocumentsJson", 1, documents)],
    SiteJson: [node("SiteJson", 2, site)],
    AboutJson: [node("AboutJson", 3, about)],
    RentalJson: [node("RentalJson", 4, rental)],
    ServicesJson: [node("ServicesJson", 5, services)],
    // Gatsby hands nodes of a type back in no particular order.
    CategoriesJson: categories.map((category, index) => node("CategoriesJson", 10 + index, category)).reverse(),
  }
  const getNodesByType = (type: string) => nodes[type] ?? []

  it("lists categories in the order of their file, and no equipment lines while that file is absent", () => {
    const read = contentFromNodes(getNodesByType, "https://www.vigiaseguridad.com.ar")
    expect(read.categories.map((category) => category.slug)).toEqual(categories.map((category) => category.slug))
    expect(read.equipmentLines).toEqual([])
  })

  it("names the content file a document needs when it is missing", () => {
    expect(() =>
      contentFromNodes((type) => (type === "RentalJson" ? [] : getNodesByType(type)), "https://x.ar"),
    ).toThrow("content/rental.json is missing")
  })
})

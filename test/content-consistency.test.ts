import { categories, navigation } from "./content-lists"
import rental from "../content/rental.json"
import services from "../content/services.json"
import { isInterest } from "../src/lib/interests"

/** The offering cards of /alquiler and /servicio-tecnico (category pages list equipment lines instead). */
const offeringLists = {
  "rental.json": rental.offers,
  "services.json": services.services,
}

describe("content consistency", () => {
  it.each(Object.entries(offeringLists))("%s: every button has a valid target", (_name, offerings) => {
    for (const offering of offerings) {
      expect(offering.actions.length).toBeGreaterThan(0)
      for (const action of offering.actions as Array<{ kind: string; interest?: string; path?: string }>) {
        if (action.kind === "contact") expect(isInterest(action.interest)).toBe(true)
        if (action.kind === "link") expect(action.path).toMatch(/^\/[a-z0-9/#-]*$/)
      }
    }
  })

  it.each(Object.entries(offeringLists))("%s: offering anchors are unique", (_name, offerings) => {
    const slugs = offerings.map((offering) => offering.slug)
    expect(new Set(slugs).size).toBe(slugs.length)
  })

  it("links every Productos menu entry to an existing category", () => {
    const productos = navigation.find((entry) => entry.path === "/productos")!
    const categoryPaths = categories.map((category) => `/productos/${category.slug}`)
    for (const item of productos.subItems ?? []) expect(categoryPaths).toContain(item.path)
  })

  it.each([
    ["/alquiler", rental.offers],
    ["/servicio-tecnico", services.services],
  ])("links each %s menu entry to its own offer's section on the page", (path, offers) => {
    const entry = navigation.find((item) => item.path === path)!
    const targets = (entry.subItems ?? []).map((item) => item.path)
    expect(targets.length).toBeGreaterThan(0)
    expect(new Set(targets).size).toBe(targets.length)
    const anchors = offers.map((offer) => `${path}#${offer.slug}`)
    for (const target of targets) expect(anchors).toContain(target)
  })

  it("points each of the Servicio Técnico menu's entries (SPEC §2: three) at a service of its page", () => {
    const entry = navigation.find((item) => item.path === "/servicio-tecnico")!
    const anchors = services.services.map((service) => `/servicio-tecnico#${service.slug}`)
    expect(entry.subItems).toHaveLength(3)
    for (const item of entry.subItems ?? []) expect(anchors).toContain(item.path)
  })

  it("keeps category slugs unique", () => {
    const slugs = categories.map((category) => category.slug)
    expect(new Set(slugs).size).toBe(slugs.length)
  })
})

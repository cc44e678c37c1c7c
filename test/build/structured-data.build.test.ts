/**
 * The structured data of the production build: the company on the home page, a BreadcrumbList matching every
 * page's breadcrumbs, each equipment line's page (an ItemPage, its Open Graph image), and Google's required
 * properties applied to every item of every page's JSON-LD.
 */
import { equipmentLines } from "../content-lists"
import site from "../../content/site.json"
import { categoryPath, lineImagePath } from "../../src/lib/page-paths"
import { LINES, pages, PUBLIC_ROUTES, read, SITE_URL } from "./built-routes"
import { checkBreadcrumbs, checkLinePage, checkOrganization } from "./json-ld"
import { checkRichResults } from "./rich-results"

describe("the production build's structured data", () => {
  it("describes the company on the home page (LocalBusiness JSON-LD)", () => {
    expect(
      checkOrganization(
        pages.find((page) => page.route === "/")!,
        SITE_URL,
      ),
    ).toEqual([])
  })

  it.each(pages.map((page) => [page.route, page] as const))("%s: breadcrumbs match their JSON-LD", (_route, page) => {
    expect(checkBreadcrumbs(page, SITE_URL)).toEqual([])
  })

  it("has breadcrumbs on every page but the home page and the not-found page", () => {
    const withCrumbs = pages.filter((page) => page.document.querySelector('nav[aria-label="Migas de pan"]'))
    expect(withCrumbs.map((page) => page.route).sort()).toEqual(PUBLIC_ROUTES.filter((route) => route !== "/").sort())
  })

  it.each(pages.map((page) => [page.route, page] as const))(
    "%s: every JSON-LD item has the properties Google requires of its type",
    (_route, page) => {
      expect(checkRichResults(page)).toEqual([])
    },
  )

  describe("equipment line pages", () => {
    const linePages = LINES.map((line) => [line.route, line, pages.find((page) => page.route === line.route)] as const)

    it("has one page per line of content/equipment-lines.json", () => {
      expect(linePages.filter(([, , page]) => page)).toHaveLength(equipmentLines.length)
    })

    it.each(linePages)("%s: canonical, ItemPage and BreadcrumbList JSON-LD, its own OG image", (route, line, page) => {
      const head = page!.document.head
      expect(head.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`${SITE_URL}${route}`)
      expect(
        checkLinePage(page!, SITE_URL, {
          name: line.name,
          description: line.summary,
          image: lineImagePath(line.slug),
          categoryPath: categoryPath(line.category),
          company: site.name,
        }),
      ).toEqual([])
      const meta = (property: string) => head.querySelector(`meta[property="${property}"]`)?.getAttribute("content")
      expect(meta("og:image")).toBe(`${SITE_URL}/imagenes/equipos/${line.slug}.png`)
      expect([meta("og:image:width"), meta("og:image:height")]).toEqual(["1200", "630"])
      expect(meta("og:image:alt")).toBe(line.name)
      expect(page!.document.querySelector("h1")?.textContent).toBe(line.name)
    })

    it("lists every line page in the sitemap", () => {
      const sitemap = read("sitemap-0.xml")
      for (const line of LINES) expect(sitemap).toContain(`<loc>${SITE_URL}${line.route}</loc>`)
    })
  })
})

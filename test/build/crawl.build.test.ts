/**
 * What crawlers and browsers find around the pages of the production build: no broken link, the sitemap,
 * robots.txt, the web manifest and favicons.
 */
import site from "../../content/site.json"
import { fileForPath } from "./built-site"
import { pages, PUBLIC_ROUTES, read, SITE_URL } from "./built-routes"
import { checkLinks } from "./links"

describe("the production build's links and crawl files", () => {
  it("has no broken internal link, anchor or asset, and no href='#'", () => {
    const exists = (sitePath: string) => fileForPath(sitePath) !== null
    expect(checkLinks(pages, { siteUrl: SITE_URL, exists })).toEqual([])
  })

  it("lists every public route in the sitemap, and not the not-found page", () => {
    expect(read("sitemap-index.xml")).toContain(`${SITE_URL}/sitemap-0.xml`)
    const locations = Array.from(read("sitemap-0.xml").matchAll(/<loc>([^<]+)<\/loc>/g), (match) => match[1])
    expect(locations.sort()).toEqual(
      PUBLIC_ROUTES.map((route) => (route === "/" ? `${SITE_URL}/` : `${SITE_URL}${route}`)).sort(),
    )
  })

  it("points robots.txt to the sitemap", () => {
    expect(read("robots.txt")).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${SITE_URL}/sitemap-index.xml\n`)
  })

  it("has a web manifest whose icons exist, and favicons", () => {
    const manifest = JSON.parse(read("manifest.webmanifest"))
    expect(manifest).toMatchObject({ name: site.name, short_name: site.shortName, lang: "es-AR", start_url: "/" })
    for (const icon of manifest.icons) expect(fileForPath(`/${icon.src}`)).not.toBeNull()
    expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(
      expect.arrayContaining(["192x192", "512x512"]),
    )
    for (const file of ["favicon.ico", "apple-touch-icon.png"]) expect(fileForPath(`/${file}`)).not.toBeNull()
  })
})

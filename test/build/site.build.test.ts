/**
 * Checks of the production build in public/, with no browser and no JavaScript: what search engines and
 * static hosts receive. Run after `npm run build` (`npm run test:build`).
 */
import { categories, equipmentLines, legal } from "../content-lists"
import fs from "fs"
import { JSDOM } from "jsdom"
import path from "path"
import about from "../../content/about.json"
import contact from "../../content/contact.json"
import equipment from "../../content/equipment.json"
import home from "../../content/home.json"
import industriesPage from "../../content/industries-page.json"
import notFound from "../../content/not-found.json"
import products from "../../content/products.json"
import rental from "../../content/rental.json"
import resources from "../../content/resources.json"
import services from "../../content/services.json"
import site from "../../content/site.json"
import { appScriptsLoader } from "../../gatsby/app-scripts"
import { inlineScriptHashes, parseHeadersFile } from "../../gatsby/security-headers"
import { FIRST_SCREEN_END_ID } from "../../src/components/FirstScreenEnd"
import { MIN_LINES_PER_CATEGORY, spriteSymbols } from "../equipment-content"
import { builtPages, fileForPath, PUBLIC_DIR } from "./built-site"
import { checkHtmlValidity } from "./html-validity"
import { checkEquipmentSection, checkIllustrations } from "./illustrations"
import { spriteHrefOfInlineId } from "../../src/lib/svg-symbols"
import { checkBreadcrumbs, checkOrganization, checkProduct } from "./json-ld"
import { checkLinks } from "./links"
import { checkSentenceCase } from "./sentence-case"
import { checkPrerendered, checkUniqueHeads } from "./prerendered"
import { MAP_EMBED_URL } from "../../src/lib/company-location"
import { lineImagePath, linePath } from "../../src/lib/page-paths"
import { lineTitle } from "../../src/lib/seo"

const SITE_URL = "https://www.vigiaseguridad.com.ar"
const pages = builtPages()
const read = (file: string) => fs.readFileSync(path.join(PUBLIC_DIR, file), "utf8")

const staticSprites = new Map<string, Document>()
/** A symbol of a sprite in static/ ("/icons.svg", "phone"), as the file has it. */
function spriteSymbolMarkup(file: string, id: string): Element | null {
  let sprite = staticSprites.get(file)
  if (!sprite) {
    const text = fs.readFileSync(path.join(process.cwd(), "static", file), "utf8")
    sprite = new JSDOM(text, { contentType: "image/svg+xml" }).window.document
    staticSprites.set(file, sprite)
  }
  return sprite.getElementById(id)
}
const modeLabel = (mode: string) => equipment.modes.find((entry) => entry.value === mode)?.label ?? mode
const LINES = equipmentLines.map((line) => ({
  ...line,
  route: linePath(line.category, line.slug),
  categoryName: categories.find((category) => category.slug === line.category)!.name,
  title: lineTitle(
    line.name,
    equipment.modes.filter((mode) => line.modes.includes(mode.value)).map((mode) => modeLabel(mode.value)),
  ),
}))

/** Each route's title and description, as its content file sets them. */
const EXPECTED_HEADS: Record<string, { title: string; description: string }> = {
  "/": home.seo,
  "/productos": products.seo,
  ...Object.fromEntries(categories.map((category) => [`/productos/${category.slug}`, category.seo])),
  ...Object.fromEntries(LINES.map((line) => [line.route, { title: line.title, description: line.summary }])),
  "/alquiler": rental.seo,
  "/servicio-tecnico": services.seo,
  "/industrias": industriesPage.seo,
  "/nosotros": about.seo,
  "/recursos": resources.seo,
  "/contacto": contact.seo,
  ...Object.fromEntries(legal.map((document) => [`/${document.slug}`, document.seo])),
  "/404": notFound.seo,
}
const PUBLIC_ROUTES = Object.keys(EXPECTED_HEADS).filter((route) => route !== "/404")

describe("the production build", () => {
  it("has a page for every SPEC route and the not-found page, and nothing else", () => {
    expect(pages.map((page) => page.route).sort()).toEqual(Object.keys(EXPECTED_HEADS).sort())
  })

  it.each(pages.map((page) => [page.route, page] as const))(
    "%s: h1, main content, title, description and canonical are in the HTML",
    (_route, page) => {
      expect(checkPrerendered(page, SITE_URL)).toEqual([])
    },
  )

  it.each(pages.map((page) => [page.route, page] as const))(
    "%s: its styles are in <head>: the global stylesheet and the components' styles, none in <body>",
    (_route, page) => {
      // Gatsby inlines src/styles/global.css; ssr-render.tsx puts Emotion's styles in <head> (valid HTML).
      const headStyles = [...page.document.querySelectorAll("head > style")].map((style) => style.textContent)
      expect(headStyles.some((css) => css?.includes("--color-navy:"))).toBe(true)
      expect(page.document.querySelectorAll("head > style[data-pre-rendered-styles]")).toHaveLength(1)
      expect(page.document.querySelectorAll("body style")).toHaveLength(0)
      // Emotion moves a `data-emotion` style it finds at start-up; the pre-rendered one has its own attribute.
      expect(page.document.querySelectorAll("style[data-emotion]")).toHaveLength(0)
    },
  )

  it.each(pages.map((page) => [page.route, page] as const))(
    "%s: its own title and description, from its content",
    (route, page) => {
      const expected = EXPECTED_HEADS[route]
      expect(page.document.title).toBe(`${expected.title} | ${site.shortName}`)
      expect(page.document.querySelector('meta[name="description"]')?.getAttribute("content")).toBe(
        expected.description,
      )
    },
  )

  it("repeats no title or description", () => {
    expect(checkUniqueHeads(pages)).toEqual([])
  })

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
    "%s: its drawings exist in the sprites, with fixed sizes, and inner pages open with one",
    (_route, page) => {
      expect(checkIllustrations(page, (sprite, symbol) => spriteSymbols(sprite)?.has(symbol) ?? false)).toEqual([])
    },
  )

  it.each(pages.map((page) => [page.route, page] as const))(
    "%s: every icon and drawing is drawn from a symbol the page carries, as in its sprite",
    (_route, page) => {
      const { document } = page
      const problems: string[] = []
      for (const use of document.querySelectorAll("use")) {
        const href = use.getAttribute("href") ?? ""
        const symbol = href.startsWith("#") ? document.getElementById(href.slice(1)) : null
        if (symbol?.tagName.toLowerCase() !== "symbol") problems.push(`<use href="${href}"> draws from no symbol here`)
      }
      for (const symbol of document.querySelectorAll("symbol[id]")) {
        const spriteHref = spriteHrefOfInlineId(symbol.id)
        const [file, id] = spriteHref?.split("#") ?? []
        const original = file ? spriteSymbolMarkup(file, id) : null
        if (
          !original ||
          symbol.getAttribute("viewBox") !== original.getAttribute("viewBox") ||
          symbol.children.length !== original.children.length
        ) {
          problems.push(`symbol ${symbol.id} is not a copy of a sprite's symbol`)
        }
      }
      expect(problems).toEqual([])
    },
  )

  it.each(categories.map((category) => [`/productos/${category.slug}`] as const))(
    "%s: its equipment lines are in the HTML, each with its drawing and a specifications table",
    (route) => {
      const page = pages.find((entry) => entry.route === route)!
      expect(checkEquipmentSection(page, MIN_LINES_PER_CATEGORY)).toEqual([])
    },
  )

  it("has no broken internal link, anchor or asset, and no href='#'", () => {
    const exists = (sitePath: string) => fileForPath(sitePath) !== null
    expect(checkLinks(pages, { siteUrl: SITE_URL, exists })).toEqual([])
  })

  // A paint between two slices of a large page's HTML showed a half-parsed header and band that then moved.
  it.each([...pages.map((page) => [page.route, page.html] as const), ["/404.html", read("404.html")] as const])(
    "%s: holds the first paint until its title band is parsed",
    (_route, html) => {
      expect(html).toContain(`<link rel="expect" href="#${FIRST_SCREEN_END_ID}" blocking="render"/>`)
      expect(html.split(`id="${FIRST_SCREEN_END_ID}"`)).toHaveLength(2)
      expect(html.indexOf(`id="${FIRST_SCREEN_END_ID}"`)).toBeLessThan(html.indexOf("<h2"))
    },
  )

  it.each([...pages.map((page) => [page.route, page.html] as const), ["/404.html", read("404.html")] as const])(
    "%s: valid HTML",
    async (route, html) => {
      expect(await checkHtmlValidity({ route, html })).toEqual([])
    },
  )

  it("lists every public route in the sitemap, and not the not-found page", () => {
    expect(read("sitemap-index.xml")).toContain(`${SITE_URL}/sitemap-0.xml`)
    const locations = Array.from(read("sitemap-0.xml").matchAll(/<loc>([^<]+)<\/loc>/g), (match) => match[1])
    expect(locations.sort()).toEqual(
      PUBLIC_ROUTES.map((route) => (route === "/" ? `${SITE_URL}/` : `${SITE_URL}${route}`)).sort(),
    )
  })

  it("loads the app's entry scripts after the first paint on every page, and no script by its tag", () => {
    // What webpack put in the app's entry, in its order (Gatsby's scripts slice wrote one tag for each).
    const stats = JSON.parse(read("webpack.stats.json")) as { assetsByChunkName: { app: string[] } }
    const entryScripts = stats.assetsByChunkName.app.filter((file) => file.endsWith(".js")).map((file) => `/${file}`)
    expect(entryScripts).toHaveLength(3)
    const loader = `<script>${appScriptsLoader(entryScripts)}</script>`
    for (const page of pages) {
      expect(page.html).not.toMatch(/<script[^>]*\ssrc=/)
      expect(page.html.split(loader)).toHaveLength(2)
      expect(page.html.indexOf(loader)).toBeGreaterThan(page.html.indexOf("window.___chunkMapping"))
    }
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

  describe("security headers (public/_headers) and each page's Content-Security-Policy", () => {
    const rules = parseHeadersFile(read("_headers"))
    const headers = rules.find((rule) => rule.path === "/*")?.headers ?? {}
    const headerPolicy = headers["Content-Security-Policy"] ?? ""

    it("sends the directives a page cannot carry and the other security headers, and no script hashes", () => {
      expect(read("_headers")).not.toMatch(/\{\{/)
      expect(headerPolicy).toContain("frame-ancestors 'none'")
      expect(headerPolicy).not.toContain("script-src")
      expect(headerPolicy.length).toBeLessThan(200)
      expect(headers["Strict-Transport-Security"]).toMatch(/max-age=\d{8,}/)
      expect(headers["X-Content-Type-Options"]).toBe("nosniff")
      expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin")
      expect(headers["Permissions-Policy"]).toContain("camera=()")
      expect(headers["X-Frame-Options"]).toBe("DENY")
    })

    it("sends no Cross-Origin-Opener-Policy, whose process swap doubles the navigation's commit (decisions.md)", () => {
      expect(headers["Cross-Origin-Opener-Policy"]).toBeUndefined()
    })

    it.each(pages.map((page) => [page.route, page] as const))(
      "%s: a strict policy of its own, before any script, that allows each of its inline scripts by hash",
      (_route, page) => {
        const policies = page.document.querySelectorAll('meta[http-equiv="Content-Security-Policy"]')
        expect(policies).toHaveLength(1)
        const meta = policies[0]
        const firstScript = page.document.querySelector("script")
        if (firstScript) {
          expect(
            meta.compareDocumentPosition(firstScript) &
              meta.ownerDocument.defaultView!.Node.DOCUMENT_POSITION_FOLLOWING,
          ).toBeTruthy()
        }
        const csp = meta.getAttribute("content") ?? ""
        expect(csp).toContain("default-src 'self'")
        expect(csp).toContain(`frame-src ${new URL(MAP_EMBED_URL).origin}`)
        expect(csp).not.toContain("unsafe-eval")
        expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
        const hashes = inlineScriptHashes(page.html)
        expect(hashes.length).toBeGreaterThan(0)
        for (const hash of hashes) expect(csp).toContain(hash)
      },
    )
  })
  describe("equipment line pages", () => {
    const linePages = LINES.map((line) => [line.route, line, pages.find((page) => page.route === line.route)] as const)

    it("has one page per line of content/equipment-lines.json", () => {
      expect(linePages.filter(([, , page]) => page)).toHaveLength(equipmentLines.length)
    })

    it.each(linePages)("%s: canonical, Product and BreadcrumbList JSON-LD, its own OG image", (route, line, page) => {
      const head = page!.document.head
      expect(head.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`${SITE_URL}${route}`)
      expect(
        checkProduct(page!, SITE_URL, {
          name: line.name,
          description: line.summary,
          category: line.categoryName,
          image: lineImagePath(line.slug),
          brand: site.name,
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

  it("writes every title and link in sentence case, as Spanish does (no «Detección de Gases»)", () => {
    expect(pages.flatMap(checkSentenceCase)).toEqual([])
  })
})

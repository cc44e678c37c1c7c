/**
 * The production build's pages as search engines and static hosts receive them, with no browser and no
 * JavaScript: every route, its head, its pre-rendered content and styles, valid HTML, the app's scripts, sentence
 * case. Run after `npm run build` (`npm run test:build`).
 */
import notFound from "../../content/not-found.json"
import site from "../../content/site.json"
import { appScriptsLoader } from "../../gatsby/app-scripts"
import { FIRST_SCREEN_END_ID } from "../../src/components/FirstScreenEnd"
import { EXPECTED_HEADS, pages, read, SITE_URL } from "./built-routes"
import { checkHtmlValidity } from "./html-validity"
import { checkPrerendered, checkUniqueHeads } from "./prerendered"
import { checkListItemCapitals, checkSentenceCase } from "./sentence-case"

describe("the production build's pages", () => {
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

  it("writes every title and link in sentence case, as Spanish does (no «Detección de Gases»)", () => {
    expect(pages.flatMap(checkSentenceCase)).toEqual([])
  })

  it("begins every list item of the content with a capital, as a sentence (no «según EN 14387»)", () => {
    expect(pages.flatMap(checkListItemCapitals)).toEqual([])
  })

  it("gives the not-found page noindex and its ways back to the site's sections", () => {
    const page = pages.find((candidate) => candidate.route === "/404")!
    expect(page.document.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex, follow")
    const nav = [...page.document.querySelectorAll("nav[aria-labelledby]")].find(
      (element) =>
        page.document.getElementById(element.getAttribute("aria-labelledby")!)?.textContent === notFound.linksTitle,
    )
    const links = [...(nav?.querySelectorAll("a") ?? [])].map((link) => [link.textContent, link.getAttribute("href")])
    expect(links).toEqual(notFound.links.map((link) => [link.label, link.path]))
  })

  it("carries in the privacy policy the AAIP's notice of Ley 25.326", () => {
    const page = pages.find((candidate) => candidate.route === "/politica-de-privacidad")!
    expect(page.document.querySelector("main")?.textContent).toContain(
      "La AGENCIA DE ACCESO A LA INFORMACIÓN PÚBLICA, en su carácter de Órgano de Control de la Ley N° 25.326",
    )
  })
})

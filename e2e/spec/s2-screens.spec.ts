/**
 * SPEC §2, "Screens and routes", one test per statement, named after its words (docs/testing.md: "The
 * specification's suite"). Each group loads its route once in a shared page; the tests read that page.
 */
import { categories, legal } from "../../test/content-lists"
import type { Page } from "@playwright/test"
import about from "../../content/about.json"
import rental from "../../content/rental.json"
import resources from "../../content/resources.json"
import services from "../../content/services.json"
import { faqQuestions } from "../support/page-helpers"
import { SPEC_PATHS } from "../support/routes"
import { ONE_WIDTH, expect, test } from "../support/test"
import { visit } from "../support/visit"
import { closeSharedPage, openSharedPage } from "./shared-page"

test.describe.configure({ mode: "default" })

/** A route loaded once, shared by the tests of its describe. */
function sharedRoute(path: string): () => Page {
  let page: Page | undefined
  test.beforeAll(async ({ browser }, testInfo) => {
    page = await openSharedPage(browser, testInfo)
    await visit(page, path)
  })
  test.afterAll(() => closeSharedPage(page))
  return () => page!
}

const main = (page: Page) => page.getByRole("main")
const sectionOf = (page: Page, headingId: string) => page.locator(`section[aria-labelledby="${headingId}"]`)
const breadcrumbs = (page: Page) => page.getByRole("navigation", { name: "Migas de pan" }).getByRole("listitem")

test.describe("SPEC §2 routes", ONE_WIDTH, () => {
  test("§2 all routes are public and no route has parameters: the table's 15 routes answer 200", async ({
    request,
  }) => {
    for (const path of SPEC_PATHS) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(200)
      expect(await response.text(), path).toMatch(/<h1[^>]*>/)
    }
  })

  test("§2 every route change scrolls the page to the top, going back included", async ({ page }) => {
    await visit(page, "/nosotros")
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
    await page.getByRole("contentinfo").getByRole("link", { name: "Recursos" }).click()
    await expect(page).toHaveURL("/recursos")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(resources.title)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await page.evaluate(() => window.scrollTo(0, 1200))
    await page.goBack()
    await expect(page).toHaveURL("/nosotros")
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })
})

test.describe("SPEC §2 /", ONE_WIDTH, () => {
  const page = sharedRoute("/")

  test("§2 /: hero, three cards (Productos, Alquiler, Servicio Técnico), industries served, four value points, call-to-action", async () => {
    await expect(main(page()).getByRole("heading", { level: 1 })).toBeVisible()
    await expect(sectionOf(page(), "home-servicios").locator("li h3")).toHaveText([
      "Productos",
      "Alquiler",
      "Servicio Técnico",
    ])
    await expect(sectionOf(page(), "home-industrias").locator("li strong")).toHaveCount(7)
    await expect(sectionOf(page(), "home-valores").locator("li h3")).toHaveCount(4)
    await expect(sectionOf(page(), "cta-titulo")).toBeAttached()
  })

  test("§2 closing call-to-action shared across pages: WhatsApp (external link) and a link to /contacto", async () => {
    for (const path of ["/", "/alquiler", "/productos/deteccion-de-gases"]) {
      if (path !== "/") await visit(page(), path)
      const cta = sectionOf(page(), "cta-titulo")
      await expect(cta.locator('a[href^="https://wa.me/"]'), path).toHaveAttribute("target", "_blank")
      await expect(cta.locator('a[href^="/contacto"]'), path).toHaveCount(1)
    }
  })
})

test.describe("SPEC §2 product pages", ONE_WIDTH, () => {
  const page = sharedRoute("/productos")

  test("§2 /productos: five category cards", async () => {
    const cards = main(page()).locator("article")
    await expect(cards).toHaveCount(5)
    // One card per category page of the SPEC's table, in its order.
    expect(
      await cards.evaluateAll((articles) =>
        articles.map((article) => article.querySelector('a[href^="/productos/"]')!.getAttribute("href")),
      ),
    ).toEqual(SPEC_PATHS.filter((path) => path.startsWith("/productos/")))
  })

  test("§2 /productos/deteccion-de-gases: four offering cards with buttons, breadcrumbs, FAQ accordion of 3 questions", async () => {
    await visit(page(), "/productos/deteccion-de-gases")
    const cards = page().locator("#categoria-equipos").locator("xpath=ancestor::section[1]").locator("article")
    await expect(cards).toHaveCount(4)
    for (const card of await cards.all()) await expect(card.getByRole("button").first()).toBeVisible()
    await expect(breadcrumbs(page())).toHaveText(["Inicio", "Productos", "Detección de gases"])
    await expect(faqQuestions(page())).toHaveCount(3)
  })

  test("§2 the other four categories: category page with breadcrumbs", async () => {
    for (const category of categories.filter((entry) => entry.slug !== "deteccion-de-gases")) {
      await visit(page(), `/productos/${category.slug}`)
      await expect(main(page()).getByRole("heading", { level: 1 })).toHaveText(category.name)
      await expect(breadcrumbs(page())).toHaveText(["Inicio", "Productos", category.name])
    }
  })
})

test.describe("SPEC §2 the company's pages", ONE_WIDTH, () => {
  const page = sharedRoute("/alquiler")

  test("§2 /alquiler: four rental offers and a 4-step process", async () => {
    const offers = page().locator("#alquiler-ofertas").locator("xpath=ancestor::section[1]").locator("article")
    await expect(offers).toHaveCount(4)
    expect(rental.offers).toHaveLength(4)
    const steps = page().locator("#alquiler-proceso").locator("xpath=ancestor::section[1]").locator("ol > li")
    await expect(steps).toHaveCount(4)
  })

  test("§2 /servicio-tecnico: four services and a 4-step process: diagnosis, quote, service, certificate/delivery", async () => {
    await visit(page(), "/servicio-tecnico")
    const cards = page().locator("#servicio-servicios").locator("xpath=ancestor::section[1]").locator("article")
    await expect(cards).toHaveCount(4)
    expect(services.services).toHaveLength(4)
    await expect(main(page()).locator("ol > li h3")).toHaveText([
      "Diagnóstico",
      "Presupuesto",
      "Servicio",
      "Certificado y entrega",
    ])
  })

  test("§2 /industrias: seven industries: Oil & Gas, Minería, Construcción, Alimentos & Bebidas, Laboratorios, Energía, Municipios", async () => {
    await visit(page(), "/industrias")
    await expect(main(page()).locator("article h2")).toHaveText([
      "Oil & Gas",
      "Minería",
      "Construcción",
      "Alimentos & Bebidas",
      "Laboratorios",
      "Energía",
      "Municipios",
    ])
  })

  test("§2 /nosotros: about the company; values: Seguridad, Calidad, Cercanía, Respuesta rápida", async () => {
    await visit(page(), "/nosotros")
    await expect(page().locator("#nosotros-valores").locator("xpath=ancestor::section[1]").locator("h3")).toHaveText([
      "Seguridad",
      "Calidad",
      "Cercanía",
      "Respuesta rápida",
    ])
    expect(about.values).toHaveLength(4)
  })

  test("§2 /recursos: FAQ accordion of 5 questions and three downloads", async () => {
    await visit(page(), "/recursos")
    await expect(faqQuestions(page())).toHaveCount(5)
    await expect(faqQuestions(page()).first()).toHaveAttribute("aria-expanded", "false")
    const downloads = page().locator("#recursos-descargas").locator("xpath=ancestor::section[1]").locator("li")
    await expect(downloads).toHaveCount(3)
    expect(resources.downloads).toHaveLength(3)
  })

  test("§2 /terminos-y-condiciones and /politica-de-privacidad: their legal text", async () => {
    for (const document of legal) {
      await visit(page(), `/${document.slug}`)
      await expect(main(page()).getByRole("heading", { level: 1 })).toHaveText(document.title)
      await expect(main(page()).locator("section h2")).toHaveCount(document.sections.length)
    }
  })
})

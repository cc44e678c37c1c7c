import { categories, equipmentLines as lines, faqsOf, industries, legal } from "../test/content-lists"
import type { Page } from "@playwright/test"
import about from "../content/about.json"
import equipment from "../content/equipment.json"
import rental from "../content/rental.json"
import resources from "../content/resources.json"
import services from "../content/services.json"
import { formulaPlainText } from "../src/lib/formulas"
import { linePath } from "../src/lib/page-paths"
import { expectNoAxeViolations } from "./support/axe"
import { faqQuestions } from "./support/page-helpers"
import { LINE_ROUTES, ROUTES, SPEC_PATHS } from "./support/routes"
import { ONE_WIDTH, expect, test } from "./support/test"
import { visit } from "./support/visit"

const gas = categories.find((category) => category.slug === "deteccion-de-gases")!

test("the content produces exactly the routes of SPEC §2, besides the line pages", ONE_WIDTH, () => {
  const linePaths = LINE_ROUTES.map((route) => route.path)
  const routes = ROUTES.map((route) => route.path).filter((path) => !linePaths.includes(path))
  expect(routes.sort()).toEqual([...SPEC_PATHS].sort())
})

/** The equipment cards of a category page. */
const lineCards = (page: Page) =>
  page.locator("#categoria-equipos").locator("xpath=ancestor::section[1]").locator("article")

test("/productos shows one card per category, each leading to its page", ONE_WIDTH, async ({ page }) => {
  await visit(page, "/productos")
  const cards = page.getByRole("main").locator("article")
  await expect(cards).toHaveCount(5)
  await expect(cards.getByRole("heading", { level: 2 })).toHaveText(categories.map((category) => category.name))
  await cards.getByRole("link", { name: `Ver ${categories[1].name}` }).click()
  await expect(page).toHaveURL(`/productos/${categories[1].slug}`)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(categories[1].name)
})

test.describe("/productos/deteccion-de-gases", ONE_WIDTH, () => {
  test(
    "has breadcrumbs Inicio › Productos › Detección de gases, in the page and as JSON-LD",
    ONE_WIDTH,
    async ({ page }) => {
      await visit(page, "/productos/deteccion-de-gases")
      const crumbs = page.getByRole("navigation", { name: "Migas de pan" })
      await expect(crumbs.getByRole("listitem")).toHaveText(["Inicio", "Productos", "Detección de gases"])
      await expect(crumbs.getByRole("link", { name: "Inicio" })).toHaveAttribute("href", "/")
      await expect(crumbs.getByRole("link", { name: "Productos" })).toHaveAttribute("href", "/productos")
      await expect(crumbs.getByText("Detección de gases")).toHaveAttribute("aria-current", "page")
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
      const list = jsonLd.map((text) => JSON.parse(text)).find((data) => data["@type"] === "BreadcrumbList")
      expect(list.itemListElement.map((item: { name: string }) => item.name)).toEqual([
        "Inicio",
        "Productos",
        "Detección de gases",
      ])
    },
  )

  test(
    "lists each line once, its name and «Ver equipo» leading to its page, and links the finder",
    ONE_WIDTH,
    async ({ page }) => {
      await visit(page, "/productos/deteccion-de-gases")
      const gasLines = lines.filter((line) => line.category === gas.slug)
      await expect(lineCards(page)).toHaveCount(gasLines.length)
      await expect(page.locator("#categoria-ofertas")).toHaveCount(0)
      await expect(page.getByRole("link", { name: equipment.finderLabel })).toHaveAttribute(
        "href",
        `/productos?categoria=${gas.slug}#equipos-encontrados`,
      )
      const card = lineCards(page).nth(1)
      await expect(card.getByRole("link", { name: gasLines[1].name, exact: true })).toHaveAttribute(
        "href",
        `/productos/${gas.slug}/${gasLines[1].slug}`,
      )
      await card.getByRole("link", { name: new RegExp(`^${equipment.viewLabel}`) }).click()
      await expect(page).toHaveURL(`/productos/${gas.slug}/${gasLines[1].slug}`)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(gasLines[1].name)
    },
  )

  for (const [label, title] of [
    ["Solicitar cotización", "Solicitar cotización: Detectores personales monogás"],
    ["Consultar alquiler", "Consultar alquiler: Detectores portátiles de 4 gases"],
    ["Solicitar relevamiento", "Solicitar relevamiento: Sistemas fijos con controlador"],
    ["Solicitar demostración", "Solicitar demostración: Detectores portátiles de 4 gases"],
  ]) {
    test(`"${label}" opens its request dialog`, ONE_WIDTH, async ({ page }) => {
      await visit(page, "/productos/deteccion-de-gases")
      await lineCards(page).getByRole("button", { name: label }).first().click()
      await expect(page.getByRole("dialog", { name: title })).toBeVisible()
    })
  }

  test("has an FAQ accordion that opens and closes by mouse and keyboard", ONE_WIDTH, async ({ page }) => {
    await visit(page, "/productos/deteccion-de-gases")
    const questions = faqQuestions(page)
    await expect(questions).toHaveText(faqsOf(gas.slug).map((faq) => faq.question))
    const first = questions.first()
    // The answer sets its formulas ("O₂") with <sub>, which reads "O2".
    const answerText = formulaPlainText(faqsOf(gas.slug)[0].answer)
    const answer = page.getByText(answerText)
    await expect(first).toHaveAttribute("aria-expanded", "false")
    await expect(answer).toBeHidden()

    await first.click()
    await expect(first).toHaveAttribute("aria-expanded", "true")
    await expect(answer).toBeVisible()
    await expect(page.getByRole("region", { name: faqsOf(gas.slug)[0].question })).toContainText(answerText)
    await first.click()
    await expect(answer).toBeHidden()

    const second = questions.nth(1)
    await second.focus()
    await page.keyboard.press("Enter")
    await expect(second).toHaveAttribute("aria-expanded", "true")
    await expect(page.getByText(formulaPlainText(faqsOf(gas.slug)[1].answer))).toBeVisible()
    await page.keyboard.press("Space")
    await expect(second).toHaveAttribute("aria-expanded", "false")
    await page.keyboard.press("Tab")
    await expect(questions.nth(2)).toBeFocused()
    await first.click()
    await expectNoAxeViolations(page, "an answer open")
  })
})

test.describe("the other category pages", ONE_WIDTH, () => {
  for (const category of categories.filter((entry) => entry.slug !== "deteccion-de-gases")) {
    test(`${category.name}: breadcrumbs, one card per line and an FAQ`, ONE_WIDTH, async ({ page }) => {
      await visit(page, `/productos/${category.slug}`)
      await expect(page.getByRole("navigation", { name: "Migas de pan" }).getByRole("listitem")).toHaveText([
        "Inicio",
        "Productos",
        category.name,
      ])
      await expect(lineCards(page)).toHaveCount(lines.filter((line) => line.category === category.slug).length)
      await expect(page.locator("#categoria-ofertas")).toHaveCount(0)
      await expect(faqQuestions(page)).toHaveCount(faqsOf(category.slug).length)
    })
  }

  test("Alcohol y drogas: the quote button opens the quote dialog for its product", ONE_WIDTH, async ({ page }) => {
    await visit(page, "/productos/alcohol-y-drogas")
    await lineCards(page).getByRole("button", { name: "Solicitar cotización" }).first().click()
    await expect(
      page.getByRole("dialog", { name: "Solicitar cotización: Alcoholímetros con celda de combustible" }),
    ).toBeVisible()
  })

  test(
    "Protección personal: the catalog button downloads the general catalog, with no form",
    ONE_WIDTH,
    async ({ page }) => {
      await visit(page, "/productos/proteccion-personal")
      const download = page.getByRole("link", { name: /Descargar catálogo general/ }).first()
      await expect(download).toHaveAttribute("href", "/descargas/catalogo-general.pdf")
      await expect(download).toHaveAttribute("download", /.*/)
    },
  )

  test(
    "Protección respiratoria: the SCBA's rental button opens the rental dialog about it",
    ONE_WIDTH,
    async ({ page }) => {
      await visit(page, "/productos/proteccion-respiratoria")
      await lineCards(page).getByRole("button", { name: "Consultar alquiler" }).click()
      await expect(
        page.getByRole("dialog", { name: "Consultar alquiler: Equipos de respiración autónoma (ERA)" }),
      ).toBeVisible()
    },
  )
})

test(
  "/alquiler shows four rental offers, the day/week/month periods and a four-step process",
  ONE_WIDTH,
  async ({ page }) => {
    await visit(page, "/alquiler")
    const offers = page.locator("#alquiler-ofertas").locator("xpath=ancestor::section[1]").locator("article")
    await expect(offers.getByRole("heading", { level: 3 })).toHaveText(rental.offers.map((offer) => offer.title))
    await expect(page.getByRole("heading", { level: 3, name: /d[ií]a/i })).toBeVisible()
    await expect(page.getByRole("heading", { level: 3, name: /semana/i })).toBeVisible()
    await expect(page.getByRole("heading", { level: 3, name: /mes/i })).toBeVisible()
    const steps = page.locator("#alquiler-proceso").locator("xpath=ancestor::section[1]").locator("ol > li")
    await expect(steps.getByRole("heading", { level: 3 })).toHaveText(rental.process.map((step) => step.title))
    await offers.first().getByRole("link", { name: "Consultar disponibilidad" }).click()
    await expect(page).toHaveURL("/contacto?interes=alquiler")
  },
)

test(
  "/servicio-tecnico shows four services, the calibration rule and the four-step process",
  ONE_WIDTH,
  async ({ page }) => {
    await visit(page, "/servicio-tecnico")
    const cards = page.locator("#servicio-servicios").locator("xpath=ancestor::section[1]").locator("article")
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText(services.services.map((service) => service.title))
    await expect(page.locator("ol > li h3")).toHaveText([
      "Diagnóstico",
      "Presupuesto",
      "Servicio",
      "Certificado y entrega",
    ])
    await expect(page.getByRole("main")).toContainText("6 meses")
    await expect(page.getByRole("main")).toContainText(/bump test/i)
    await cards.first().getByRole("button", { name: "Solicitar servicio técnico" }).click()
    await expect(
      page.getByRole("dialog", { name: `Solicitar servicio técnico: ${services.services[0].title}` }),
    ).toBeVisible()
  },
)

test(
  "/industrias shows the seven industries of the SPEC, each reachable by its anchor",
  ONE_WIDTH,
  async ({ page }) => {
    await visit(page, "/industrias")
    await expect(page.getByRole("main").locator("article h2")).toHaveText([
      "Oil & Gas",
      "Minería",
      "Construcción",
      "Alimentos & Bebidas",
      "Laboratorios",
      "Energía",
      "Municipios",
    ])
    for (const industry of industries) {
      await expect(page.locator(`#${industry.slug}`)).toContainText(formulaPlainText(industry.solutions[0].text))
    }
    // Each industry lists the lines that declare they serve it: Oil & Gas, the four-gas detector and fixed systems.
    const oilAndGas = page.locator("#oil-gas")
    for (const line of lines.filter((entry) => entry.industries.includes("oil-gas"))) {
      await expect(oilAndGas.getByRole("link", { name: line.name, exact: true })).toHaveAttribute(
        "href",
        linePath(line.category, line.slug),
      )
    }
  },
)

test("/nosotros presents the company and its four values", ONE_WIDTH, async ({ page }) => {
  await visit(page, "/nosotros")
  await expect(page.locator("#nosotros-valores").locator("xpath=ancestor::section[1]").locator("h3")).toHaveText(
    about.values.map((value) => value.title),
  )
  expect(about.values.map((value) => value.title)).toEqual(["Seguridad", "Calidad", "Cercanía", "Respuesta rápida"])
})

test("/recursos has five questions and three downloads that are never broken links", ONE_WIDTH, async ({ page }) => {
  await visit(page, "/recursos")
  await expect(faqQuestions(page)).toHaveText(faqsOf(null).map((faq) => faq.question))
  const downloads = page.locator("#recursos-descargas").locator("xpath=ancestor::section[1]").locator("li")
  await expect(downloads).toHaveCount(3)
  for (const download of resources.downloads) {
    const card = downloads.filter({ hasText: download.title })
    // Every entry names a generated document (e2e/downloads.spec.ts follows each link).
    await expect(card.getByRole("link", { name: new RegExp(download.title) })).toHaveAttribute("download", "")
    await expect(card).not.toContainText("Próximamente")
  }
  await expect(page.locator('a[href="#"], a[href=""]')).toHaveCount(0)
  await faqQuestions(page).nth(4).click()
  await expect(page.getByText(faqsOf(null)[4].answer)).toBeVisible()
})

test("/contacto shows the contact details and hours (its map: e2e/spec.spec.ts, §2)", ONE_WIDTH, async ({ page }) => {
  await visit(page, "/contacto")
  const main = page.getByRole("main")
  await expect(main.getByRole("link", { name: "ventas@vigiaseguridad.com.ar" })).toBeVisible()
  await expect(main.getByRole("link", { name: "+54 11 5263-4810" })).toHaveAttribute("href", "tel:+541152634810")
  await expect(main.getByText("Buenos Aires Argentina", { exact: true })).toBeVisible()
  await expect(main.getByText("Lunes a viernes de 9 a 18", { exact: true })).toBeVisible()
})

for (const document of legal) {
  test(`/${document.slug} shows the whole document with its sections`, ONE_WIDTH, async ({ page }) => {
    await visit(page, `/${document.slug}`)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(document.title)
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(
      document.sections.map((section) => section.heading),
    )
  })
}

test("the privacy policy carries the AAIP notice of Ley 25.326", ONE_WIDTH, async ({ page }) => {
  await visit(page, "/politica-de-privacidad")
  await expect(page.getByRole("main")).toContainText(
    "La AGENCIA DE ACCESO A LA INFORMACIÓN PÚBLICA, en su carácter de Órgano de Control de la Ley N° 25.326",
  )
})

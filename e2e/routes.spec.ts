import { visit } from "./support/visit"
import notFound from "../content/not-found.json"
import { expectNoAxeViolations } from "./support/axe"
import { ROUTES } from "./support/routes"
import { ONE_WIDTH, expect, test } from "./support/test"

for (const route of ROUTES) {
  test(`${route.path} answers with its content, head and no accessibility violations`, async ({ page }) => {
    const problems: string[] = []
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(`console: ${message.text()} ${message.location().url}`)
    })
    page.on("response", (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`)
    })
    // Gatsby reloads a page whose inline compilation hash did not run (a stale CSP blocks it): one load only.
    let documentLoads = 0
    page.on("request", (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documentLoads += 1
    })
    const response = await visit(page, route.path)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.h1)
    await expect(page.locator("h1")).toHaveCount(1)
    await expect(page.locator("html")).toHaveAttribute("lang", "es-AR")
    await expect(page).toHaveTitle(/\S.* \| Vigía$/)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /^.{50,}$/)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `https://www.vigiaseguridad.com.ar${route.path === "/" ? "/" : route.path}`,
    )
    await expect(page.getByRole("banner")).toBeVisible()
    await expect(page.getByRole("contentinfo")).toBeVisible()
    await expect(page.getByRole("region", { name: "Notificaciones" })).toBeAttached()
    await expectNoAxeViolations(page)
    await page.waitForLoadState("networkidle")
    expect(problems, "console errors or failed requests").toEqual([])
    expect(documentLoads, "the page's document is requested once").toBe(1)
  })
}

test("every route has its own title and description", ONE_WIDTH, async ({ page }) => {
  const heads = new Map<string, string>()
  for (const route of ROUTES) {
    await visit(page, route.path)
    const head = `${await page.title()} / ${await page.locator('meta[name="description"]').getAttribute("content")}`
    expect(heads.has(head), `${route.path} repeats the title or description of ${heads.get(head)}`).toBe(false)
    heads.set(head, route.path)
  }
})

test(
  "an unknown address shows the Spanish not-found page with a 404 status and ways back",
  ONE_WIDTH,
  async ({ page }) => {
    const response = await visit(page, "/esta-pagina-no-existe")
    expect(response?.status()).toBe(404)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFound.title)
    await expect(page).toHaveTitle("Página no encontrada | Vigía")
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow")
    const sections = page.getByRole("navigation", { name: notFound.linksTitle })
    for (const link of notFound.links) {
      await expect(sections.getByRole("link", { name: link.label })).toHaveAttribute("href", link.path)
    }
    await expect(page.getByRole("banner")).toBeVisible()
    await expectNoAxeViolations(page)

    await sections.getByRole("link", { name: "Inicio" }).click()
    await expect(page).toHaveURL("/")
  },
)

import notFound from "../content/not-found.json"
import { ONE_WIDTH, expect, test } from "./support/test"
import { visit } from "./support/visit"

// What every route gets from one load (head, first screen, hydration, first-load JavaScript, axe at both
// widths, the not-found address among them): e2e/route-audit.spec.ts.

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

    await sections.getByRole("link", { name: "Inicio" }).click()
    await expect(page).toHaveURL("/")
  },
)

import { visit } from "./support/visit"
import { site, WHATSAPP_URL_PREFIX } from "./support/site"
import { ONE_WIDTH, expect, test } from "./support/test"

test("the footer carries the brand, four columns, the disclaimer and this year's copyright", async ({ page }) => {
  await visit(page, "/")
  const footer = page.getByRole("contentinfo")
  await expect(footer.getByText(site.tagline, { exact: true })).toBeVisible()
  await expect(footer.getByRole("navigation", { name: "Navegación" }).getByRole("link")).toHaveCount(8)
  await expect(footer.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`)
  await expect(footer.getByRole("link", { name: site.phone })).toHaveAttribute("href", "tel:+541152634810")
  await expect(footer.getByText(site.address, { exact: true })).toBeVisible()
  await expect(footer.getByText(site.businessHours, { exact: true })).toBeVisible()
  // No network has a profile URL in content/site.json: no "Seguinos", no placeholder circles.
  await expect(footer.getByText(/próximamente|Seguinos/i)).toHaveCount(0)
  await expect(footer.getByRole("navigation", { name: "Legales" }).getByRole("link")).toHaveText([
    "Términos y condiciones",
    "Política de privacidad",
  ])
  await expect(footer.getByText(site.disclaimer)).toBeVisible()
  await expect(footer.getByTestId("copyright-year")).toHaveText(String(new Date().getFullYear()))
  await expect(footer.locator('a[href=""], a[href="#"]')).toHaveCount(0)
})

test("the footer's WhatsApp button opens a wa.me chat in a new tab", ONE_WIDTH, async ({ page }) => {
  await visit(page, "/")
  const button = page.getByRole("contentinfo").getByRole("link", { name: /Escribinos por WhatsApp/ })
  await expect(button).toHaveAttribute("rel", "noopener noreferrer")
  const [popup] = await Promise.all([page.waitForEvent("popup"), button.click()])
  expect(popup.url().startsWith(`${WHATSAPP_URL_PREFIX}?text=`)).toBe(true)
})

test("the footer's navigation links lead to their pages", ONE_WIDTH, async ({ page }) => {
  await visit(page, "/")
  await page.getByRole("contentinfo").getByRole("link", { name: "Política de privacidad" }).click()
  await expect(page).toHaveURL("/politica-de-privacidad")
})

/**
 * The header's states of SPEC §4 ("Header and menus") with §9's shadow threshold: one test per statement.
 */
import { visit } from "../support/visit"
import { ONE_WIDTH, expect, test } from "../support/test"

test.describe("SPEC §4 header and menus", () => {
  test("§4 the mobile menu is open or closed and closes on navigation", ONE_WIDTH, async ({ page }) => {
    await visit(page, "/")
    const toggle = page.getByRole("button", { name: "Abrir menú" })
    await toggle.click()
    const menu = page.getByRole("navigation", { name: "Menú principal" })
    await expect(menu).toBeVisible()
    await expect(page.getByRole("button", { name: "Cerrar menú" })).toHaveAttribute("aria-expanded", "true")
    await page.getByRole("button", { name: "Cerrar menú" }).click()
    await expect(menu).toHaveCount(0)
    await toggle.click()
    await menu.getByRole("link", { name: "Nosotros" }).click()
    await expect(page).toHaveURL("/nosotros")
    await expect(menu).toHaveCount(0)
    await expect(page.getByRole("button", { name: "Abrir menú" })).toHaveAttribute("aria-expanded", "false")
  })

  test("§4 a mobile sub-list toggles on click", ONE_WIDTH, async ({ page }) => {
    await visit(page, "/")
    await page.getByRole("button", { name: "Abrir menú" }).click()
    const menu = page.getByRole("navigation", { name: "Menú principal" })
    const toggle = menu.getByRole("button", { name: "Submenú de Productos" })
    const subItem = menu.getByRole("link", { name: "Detección de gases" })
    await expect(subItem).toBeHidden()
    await toggle.click()
    await expect(toggle).toHaveAttribute("aria-expanded", "true")
    await expect(subItem).toBeVisible()
    await toggle.click()
    await expect(subItem).toBeHidden()
  })

  test("§4 a desktop dropdown opens on mouse hover and closes on leave", async ({ page, layout }) => {
    test.skip(layout !== "desktop", "hover needs a mouse and the desktop menu (from 1024 px)")
    await visit(page, "/")
    const menu = page.getByRole("navigation", { name: "Principal", exact: true })
    const subItem = menu.getByRole("link", { name: "Certificación" })
    await expect(subItem).toBeHidden()
    await menu.getByRole("link", { name: "Servicio Técnico", exact: true }).hover()
    await expect(subItem).toBeVisible()
    await page.getByRole("heading", { level: 1 }).hover()
    await expect(subItem).toBeHidden()
  })

  test(
    "§4/§9 the header is scrolled or unscrolled at a 10 pixel threshold: its shadow",
    ONE_WIDTH,
    async ({ page }) => {
      await visit(page, "/")
      const header = page.getByRole("banner")
      const shadow = () => header.evaluate((element) => getComputedStyle(element).boxShadow)
      expect(await shadow()).toBe("none")
      await page.evaluate(() => window.scrollTo(0, 11))
      await expect(header).toHaveAttribute("data-scrolled", "true")
      await expect.poll(shadow).not.toBe("none")
      await page.evaluate(() => window.scrollTo(0, 10))
      await expect(header).toHaveAttribute("data-scrolled", "false")
      await expect.poll(shadow).toBe("none")
    },
  )
})

import type { Page } from "@playwright/test"
import { visit } from "./support/visit"
import { expectNoAxeViolations } from "./support/axe"
import { expect, test } from "./support/test"

const headerShadow = (page: import("@playwright/test").Page) =>
  page.getByRole("banner").evaluate((header) => getComputedStyle(header).boxShadow)

test.describe("header, every width", () => {
  test("is sticky, 5rem high, and shadowed only once scrolled past 10 px", async ({ page }) => {
    await visit(page, "/")
    const header = page.getByRole("banner")
    expect((await header.boundingBox())?.height).toBe(80)
    expect(await headerShadow(page)).toBe("none")

    await page.evaluate(() => window.scrollTo(0, 11))
    await expect(header).toHaveAttribute("data-scrolled", "true")
    expect(await headerShadow(page)).not.toBe("none")
    expect((await header.boundingBox())?.y).toBe(0)

    await page.evaluate(() => window.scrollTo(0, 10))
    await expect(header).toHaveAttribute("data-scrolled", "false")
    await expect.poll(() => headerShadow(page)).toBe("none")
  })

  test("links the logo home, with the wide logo image from 1024 px", async ({ page, layout }) => {
    await visit(page, "/esta-pagina-no-existe")
    const logo = page.getByRole("banner").getByRole("link", { name: /Vigía Seguridad Industrial/ })
    const image = logo.locator("img")
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.currentSrc))
      .toMatch(layout === "desktop" ? /logo-full\.svg$/ : /logo-compact\.svg$/)
    await logo.click()
    await expect(page).toHaveURL("/")
  })

  test("offers Contactar towards /contacto", async ({ page }) => {
    await visit(page, "/")
    await expect(page.getByRole("banner").getByRole("link", { name: "Contactar" })).toHaveAttribute("href", "/contacto")
  })
})

for (const width of [1024, 1280]) {
  test.describe(`desktop menu at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } })
    test.beforeEach(({ layout }) => test.skip(layout !== "desktop", "the desktop menu applies from 1024 px"))

    const menuOf = (page: Page) => page.getByRole("navigation", { name: "Principal", exact: true })

    test("shows its entries with room between them, and no mobile toggle", async ({ page }) => {
      await visit(page, "/")
      const menu = menuOf(page)
      const entries = ["Inicio", "Productos", "Alquiler", "Servicio técnico", "Industrias", "Nosotros", "Recursos"]
      // Below 1280 px Contacto steps back: the Contactar button beside it goes to the same page.
      await expect(menu.locator(":scope > ul > li > a:visible")).toHaveText(
        width >= 1280 ? [...entries, "Contacto"] : entries,
      )
      await expect(page.getByRole("button", { name: "Abrir menú" })).toBeHidden()
      // Room between entries: from the end of one entry (its arrow, if any) to the start of the next.
      const gaps = await menu.evaluate((nav) => {
        const items = [...nav.querySelectorAll(":scope > ul > li")].filter((item) => item.checkVisibility())
        const textEnd = (item: Element) => {
          const parts = [...item.querySelectorAll(":scope > a, :scope > button")]
          return Math.max(
            ...parts.map((part) => {
              const range = document.createRange()
              range.selectNodeContents(part)
              return part instanceof HTMLButtonElement
                ? part.querySelector("svg")!.getBoundingClientRect().right
                : range.getBoundingClientRect().right
            }),
          )
        }
        const textStart = (item: Element) => {
          const range = document.createRange()
          range.selectNodeContents(item.querySelector(":scope > a")!)
          return range.getBoundingClientRect().left
        }
        return items.slice(1).map((item, index) => textStart(item) - textEnd(items[index]))
      })
      expect(Math.min(...gaps)).toBeGreaterThanOrEqual(16)
      const contactar = await page.getByRole("banner").getByRole("link", { name: "Contactar" }).boundingBox()
      expect(contactar!.x + contactar!.width).toBeLessThanOrEqual(width - 32)
    })

    test("opens a dropdown on hover and closes it when the pointer leaves", async ({ page }) => {
      await visit(page, "/")
      const menu = menuOf(page)
      const subItem = menu.getByRole("link", { name: "Alquiler de equipos ERA" })
      await expect(subItem).toBeHidden()
      await menu.getByRole("link", { name: "Alquiler", exact: true }).hover()
      await expect(subItem).toBeVisible()
      await subItem.hover()
      await expect(subItem).toBeVisible()
      await page.getByRole("heading", { level: 1 }).hover()
      await expect(subItem).toBeHidden()
    })

    test("a click on the arrow of a dropdown the hover opened keeps it open, until a second click", async ({
      page,
    }) => {
      await visit(page, "/")
      const menu = menuOf(page)
      const toggle = menu.getByRole("button", { name: "Submenú de Productos" })
      const subItem = menu.getByRole("link", { name: "Detección de gases" })
      await menu.getByRole("link", { name: "Productos", exact: true }).hover()
      await expect(toggle).toHaveAttribute("aria-expanded", "true")
      await toggle.click()
      await expect(toggle).toHaveAttribute("aria-expanded", "true")
      // Pinned by the click: it stays while the pointer moves over the page, and never flashed shut.
      await page.mouse.move(10, 600)
      await expect(subItem).toBeVisible()
      await toggle.click()
      await expect(toggle).toHaveAttribute("aria-expanded", "false")
      await expect(subItem).toBeHidden()
      // Closed by a click while the pointer is still on it: hovering it again opens it again.
      await page.mouse.move(10, 600)
      await toggle.hover()
      await expect(subItem).toBeVisible()
      await page.mouse.click(5, 400)
      await expect(subItem).toBeHidden()
    })

    test("keyboard: sub-links out of the tab order while closed, Enter and Space toggle, Escape closes", async ({
      page,
    }) => {
      await visit(page, "/")
      const menu = menuOf(page)
      const productos = menu.getByRole("link", { name: "Productos", exact: true })
      const toggle = menu.getByRole("button", { name: "Submenú de Productos" })
      const firstSubItem = menu.getByRole("link", { name: "Detección de gases" })

      await page.keyboard.press("Tab") // skip link
      await page.keyboard.press("Tab") // logo
      await page.keyboard.press("Tab") // Inicio
      await page.keyboard.press("Tab") // Productos
      await expect(productos).toBeFocused()
      await expect(firstSubItem).toBeHidden()
      await page.keyboard.press("Tab")
      await expect(toggle).toBeFocused()
      await expect(toggle).toHaveAttribute("aria-expanded", "false")
      await page.keyboard.press("Tab") // past the closed list, to the next entry
      await expect(menu.getByRole("link", { name: "Alquiler", exact: true })).toBeFocused()

      await page.keyboard.press("Shift+Tab")
      await page.keyboard.press("Enter")
      await expect(toggle).toHaveAttribute("aria-expanded", "true")
      await expect(firstSubItem).toBeVisible()
      await page.keyboard.press("Enter")
      await expect(toggle).toHaveAttribute("aria-expanded", "false")
      await page.keyboard.press("Space")
      await expect(toggle).toHaveAttribute("aria-expanded", "true")
      await page.keyboard.press("Tab")
      await expect(firstSubItem).toBeFocused()
      await page.keyboard.press("Escape")
      await expect(firstSubItem).toBeHidden()
      await expect(toggle).toBeFocused()
      await expect(toggle).toHaveAttribute("aria-expanded", "false")

      // Focus leaving an open dropdown closes it.
      await page.keyboard.press("Enter")
      for (let i = 0; i < 6; i += 1) await page.keyboard.press("Tab") // through the five sub-items, out
      await expect(menu.getByRole("link", { name: "Alquiler", exact: true })).toBeFocused()
      await expect(firstSubItem).toBeHidden()
    })

    test("is clean for axe with a dropdown open", async ({ page }) => {
      await visit(page, "/")
      await menuOf(page).getByRole("button", { name: "Submenú de Servicio técnico" }).click()
      await expect(page.getByRole("link", { name: "Reparación" })).toBeVisible()
      await expectNoAxeViolations(page, `dropdown open at ${width} px`)
    })
  })
}

test.describe("mobile menu", () => {
  test.beforeEach(({ layout }) => test.skip(layout !== "mobile", "the toggle menu applies below 1024 px"))

  test("opens with the toggle, expands a sub-list, and closes on navigation", async ({ page }) => {
    await visit(page, "/")
    const toggle = page.getByRole("button", { name: "Abrir menú" })
    await expect(toggle).toHaveAttribute("aria-expanded", "false")
    const panel = page.locator("#menu-movil")
    await expect(panel).toBeHidden()

    await toggle.click()
    await expect(page.getByRole("button", { name: "Cerrar menú" })).toHaveAttribute("aria-expanded", "true")
    await expect(panel).toBeVisible()

    const subToggle = panel.getByRole("button", { name: "Submenú de Servicio técnico" })
    await expect(panel.getByRole("link", { name: "Certificación" })).toBeHidden()
    await subToggle.click()
    await expect(subToggle).toHaveAttribute("aria-expanded", "true")
    await expect(panel.getByRole("link", { name: "Certificación" })).toBeVisible()
    await subToggle.click()
    await expect(panel.getByRole("link", { name: "Certificación" })).toBeHidden()
    await expectNoAxeViolations(page, "mobile menu open")

    await panel.getByRole("link", { name: "Contacto" }).click()
    await expect(page).toHaveURL("/contacto")
    await expect(panel).toBeHidden()
    await expect(page.getByRole("button", { name: "Abrir menú" })).toHaveAttribute("aria-expanded", "false")
  })

  test("works with the keyboard alone and closes on Escape", async ({ page }) => {
    await visit(page, "/")
    const toggle = page.getByRole("button", { name: "Abrir menú" })
    await toggle.focus()
    await page.keyboard.press("Enter")
    const panel = page.locator("#menu-movil")
    await expect(panel).toBeVisible()
    await page.keyboard.press("Tab")
    await expect(panel.getByRole("link", { name: "Inicio" })).toBeFocused()
    await page.keyboard.press("Tab") // Productos
    await page.keyboard.press("Tab") // its sub-list toggle
    await page.keyboard.press("Enter")
    await expect(panel.getByRole("link", { name: "Alcohol y drogas" })).toBeVisible()
    await page.keyboard.press("Escape")
    await expect(panel).toBeHidden()
    await expect(page.getByRole("button", { name: "Abrir menú" })).toBeFocused()
  })

  test("hides the desktop menu", async ({ page }) => {
    await visit(page, "/")
    await expect(page.getByRole("navigation", { name: "Principal", exact: true })).toBeHidden()
  })
})

import type { Page } from "@playwright/test"
import { ONE_WIDTH, expect, test } from "./support/test"
import { visit } from "./support/visit"

test("every route change scrolls to the top, going back included", ONE_WIDTH, async ({ page }) => {
  await visit(page, "/alquiler")
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500)

  await page.getByRole("contentinfo").getByRole("link", { name: "Industrias" }).click()
  await expect(page).toHaveURL("/industrias")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Industrias")
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)

  await page.evaluate(() => window.scrollTo(0, 1200))
  await page.goBack()
  await expect(page).toHaveURL("/alquiler")
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test("a link to an in-page anchor lands on the anchor, below the sticky header", async ({ page }) => {
  await visit(page, "/")
  await page.getByRole("link", { name: /^Minería/ }).click()
  await expect(page).toHaveURL("/industrias#mineria")
  const target = page.locator("#mineria")
  await expect(target).toBeInViewport()
  await expect.poll(async () => (await target.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(80)
  expect((await target.boundingBox())!.y).toBeLessThan(200)
})

test("internal links navigate inside the app, without reloading the page", ONE_WIDTH, async ({ page }) => {
  await visit(page, "/")
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  await page.getByRole("main").getByRole("link", { name: "Ver opciones de alquiler" }).click()
  await expect(page).toHaveURL("/alquiler")
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)
})

/** The menu's sub-items that go to a section of a page, with that section's id. */
const SECTION_SUB_ITEMS = [
  { entry: "Alquiler", name: "Alquiler de detectores multigas", path: "/alquiler", id: "detectores-multigas" },
  { entry: "Alquiler", name: "Alquiler de equipos ERA", path: "/alquiler", id: "era" },
  { entry: "Alquiler", name: "Alquiler de alcoholímetros", path: "/alquiler", id: "alcoholimetros" },
  {
    entry: "Servicio técnico",
    name: "Calibración y mantenimiento",
    path: "/servicio-tecnico",
    id: "calibracion-mantenimiento",
  },
  { entry: "Servicio técnico", name: "Certificación", path: "/servicio-tecnico", id: "certificacion" },
  { entry: "Servicio técnico", name: "Repuestos", path: "/servicio-tecnico", id: "repuestos" },
  { entry: "Servicio técnico", name: "Reparación", path: "/servicio-tecnico", id: "reparacion" },
]

/** Follows a sub-item of the menu as a visitor does: the dropdown's arrow on a desktop, the toggle menu on a phone. */
async function followSubItem(page: Page, layout: "mobile" | "desktop", entry: string, name: string) {
  if (layout === "desktop") {
    const menu = page.getByRole("navigation", { name: "Principal", exact: true })
    await menu.getByRole("button", { name: `Submenú de ${entry}` }).click()
    await menu.getByRole("link", { name, exact: true }).click()
    return
  }
  await page.getByRole("button", { name: "Abrir menú" }).click()
  const panel = page.locator("#menu-movil")
  await panel.getByRole("button", { name: `Submenú de ${entry}` }).click()
  await panel.getByRole("link", { name, exact: true }).click()
}

/** The section's top sits just below the sticky header (80 px), and the section is in view. */
async function expectLandedOn(page: Page, id: string) {
  const target = page.locator(`#${id}`)
  await expect(target).toBeInViewport()
  await expect.poll(async () => (await target.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(80)
  expect((await target.boundingBox())!.y).toBeLessThanOrEqual(80 + 32)
  await expect(target.getByRole("heading")).toBeInViewport()
}

for (const width of [null, 1024]) {
  test.describe(width ? `menu sub-items at ${width} px` : "menu sub-items", () => {
    if (width) test.use({ viewport: { width, height: 768 } })

    test("each Alquiler and Servicio técnico sub-item lands on its own section, below the header", async ({
      page,
      layout,
    }) => {
      test.skip(width !== null && layout !== "desktop", "1024 px is a desktop width")
      await visit(page, "/")
      for (const item of SECTION_SUB_ITEMS) {
        await followSubItem(page, layout, item.entry, item.name)
        await expect(page).toHaveURL(`${item.path}#${item.id}`)
        await expectLandedOn(page, item.id)
      }
    })
  })
}

test("a sub-item opened from the address lands on its section too", async ({ page }) => {
  await visit(page, "/servicio-tecnico#reparacion")
  await expectLandedOn(page, "reparacion")
})

import type { Page } from "@playwright/test"
import { expect, ONE_WIDTH, test } from "./support/test"
import { visit } from "./support/visit"

/** The menu's sub-items that go to a section of a page, with that section's id (SPEC §2: all on /alquiler and /servicio-tecnico). */
const SECTION_SUB_ITEMS = [
  { entry: "Alquiler", name: "Alquiler de detectores multigas", path: "/alquiler", id: "detectores-multigas" },
  { entry: "Alquiler", name: "Alquiler de equipos ERA", path: "/alquiler", id: "era" },
  { entry: "Alquiler", name: "Alquiler de alcoholímetros", path: "/alquiler", id: "alcoholimetros" },
  {
    entry: "Servicio Técnico",
    name: "Calibración y Mantenimiento",
    path: "/servicio-tecnico",
    id: "calibracion-mantenimiento",
  },
  { entry: "Servicio Técnico", name: "Certificación", path: "/servicio-tecnico", id: "certificacion" },
  { entry: "Servicio Técnico", name: "Repuestos", path: "/servicio-tecnico", id: "repuestos" },
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

test("each Alquiler and Servicio Técnico sub-item lands on its own section, below the header (on a phone; at 1024 px)", async ({
  page,
  layout,
}) => {
  // The desktop menu's narrowest width: its dropdowns and the sections below the header at 1024 px.
  if (layout === "desktop") await page.setViewportSize({ width: 1024, height: 768 })
  await visit(page, "/")
  for (const item of SECTION_SUB_ITEMS) {
    await followSubItem(page, layout, item.entry, item.name)
    await expect(page).toHaveURL(`${item.path}#${item.id}`)
    await expectLandedOn(page, item.id)
  }
})

test("an address with a section lands on it, below the sticky header", ONE_WIDTH, async ({ page }) => {
  await visit(page, "/industrias#mineria")
  const target = page.locator("#mineria")
  await expect(target).toBeInViewport()
  await expect.poll(async () => (await target.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(80)
  expect((await target.boundingBox())!.y).toBeLessThan(200)
  await visit(page, "/servicio-tecnico#repuestos")
  await expectLandedOn(page, "repuestos")
})

import { categories } from "../test/content-lists"
import type { Locator, Page } from "@playwright/test"
import interfaceText from "../content/interface.json"
import { expect, test } from "./support/test"
import { visit } from "./support/visit"

const launcherOf = (page: Page) => page.locator(LAUNCHER_SELECTOR)

function overlap(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
}

async function box(locator: Locator) {
  const found = await locator.boundingBox()
  if (!found) throw new Error("element has no box")
  return found
}

/** Five long pages, with text and controls at both edges (tables, right-hand columns, forms). */
const LONG_PAGES = ["/", "/productos/deteccion-de-gases", "/servicio-tecnico", "/nosotros", "/contacto"]

const LAUNCHER_SELECTOR = "button[aria-expanded][aria-label$='asistente']"

/**
 * In the page, scrolled to its end: every line of text in view (a visible text node's line boxes) whose box
 * crosses the chat launcher's. The launcher floats over the page as it scrolls; the page's end keeps room for it.
 */
async function findCoveredAtTheEnd() {
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
  const launcher = document.querySelector("button[aria-expanded][aria-label$='asistente']")!
  // Blocks below the first screen are laid out as they near it: scroll to the end until the end stays the end.
  for (let tries = 0; tries < 10; tries += 1) {
    window.scrollTo(0, document.documentElement.scrollHeight)
    await frame()
    if (window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1) break
  }
  const launcherBox = launcher.getBoundingClientRect()
  const under: string[] = []
  let lines = 0
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim()
    const parent = node.parentElement
    if (!text || !parent || launcher.contains(parent)) continue
    if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue
    const parentBox = parent.getBoundingClientRect()
    if (parentBox.width <= 1 || parentBox.height <= 1) continue
    const range = document.createRange()
    range.selectNodeContents(node)
    for (const line of range.getClientRects()) {
      if (line.width === 0 || line.bottom <= 0 || line.top >= window.innerHeight) continue
      lines += 1
      const crosses =
        line.left < launcherBox.right &&
        launcherBox.left < line.right &&
        line.top < launcherBox.bottom &&
        launcherBox.top < line.bottom
      if (crosses) under.push(`«${text.slice(0, 40)}»`)
    }
  }
  return { lines, under }
}

/** In the page: focuses each control of `main` in turn (the browser scrolls it into view) and lists those under the launcher. */
async function findFocusedUnderLauncher() {
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
  const launcher = document.querySelector("button[aria-expanded][aria-label$='asistente']")!
  const controls = [
    ...document.querySelectorAll<HTMLElement>(
      "main a[href], main button, main input:not([type=hidden]), main select, main textarea, main summary",
    ),
  ].filter((control) => control.tabIndex >= 0 && control.checkVisibility({ visibilityProperty: true }))
  const under: string[] = []
  for (const control of controls) {
    control.focus()
    await frame()
    const a = control.getBoundingClientRect()
    const b = launcher.getBoundingClientRect()
    if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom) {
      under.push(`${control.tagName} «${(control.textContent || control.id).trim().slice(0, 40)}»`)
    }
  }
  return { controls: controls.length, under }
}

test.describe("the first screen of every inner page", () => {
  test("a category's band action opens the quote dialog for the category", async ({ page }) => {
    const category = categories[0]
    await visit(page, `/productos/${category.slug}`)
    await page.getByRole("main").getByRole("link", { name: category.headerAction.label }).first().click()
    await expect(page.getByRole("dialog")).toBeVisible()
    await expect(page.getByRole("dialog")).toHaveAccessibleName(new RegExp(category.name))
  })
})

test.describe("the mobile menu", () => {
  test.beforeEach(({ layout }) => test.skip(layout !== "mobile", "the mobile menu exists below 1024 px"))

  test("opens as a sheet that covers the whole page below the header, locks the page and closes with its toggle", async ({
    page,
  }) => {
    await visit(page, "/productos")
    await page.evaluate(() => window.scrollTo(0, 300))
    // Clicked where it is: Playwright's own click would first scroll the sticky toggle to its place in the page.
    const toggle = await box(page.getByRole("button", { name: interfaceText.openMenuLabel }))
    await page.mouse.click(toggle.x + toggle.width / 2, toggle.y + toggle.height / 2)
    const panel = page.locator("#menu-movil")
    const viewport = page.viewportSize()!
    const panelBox = await box(panel)
    expect(panelBox.x).toBe(0)
    expect(panelBox.width).toBe(viewport.width)
    expect(Math.round(panelBox.y + panelBox.height)).toBe(viewport.height)
    // Nothing of the page shows: its bottom corners and its middle belong to the menu. The floating chat
    // launcher steps out of sight meanwhile.
    const covered = await page.evaluate(
      (points) =>
        points.every(([x, y]) => document.getElementById("menu-movil")!.contains(document.elementFromPoint(x, y))),
      [
        [2, viewport.height - 2],
        [viewport.width - 2, viewport.height - 2],
        [viewport.width / 2, viewport.height / 2],
      ],
    )
    expect(covered).toBe(true)
    await expect(launcherOf(page)).toBeHidden()
    await page.mouse.wheel(0, 600)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300)
    const close = await box(page.getByRole("button", { name: interfaceText.closeMenuLabel }))
    await page.mouse.click(close.x + close.width / 2, close.y + close.height / 2)
    await expect(panel).toBeHidden()
  })
})

test.describe("fixed elements never cover what the visitor is using", () => {
  test("on /contacto, no focused control lies under the chat launcher", async ({ page }) => {
    await visit(page, "/contacto")
    const launcher = launcherOf(page)
    const controls = page
      .getByRole("main")
      .locator("input:not([type=hidden]):not([tabindex='-1']), select, textarea, button")
    const count = await controls.count()
    expect(count).toBeGreaterThan(5)
    for (let index = 0; index < count; index += 1) {
      const control = controls.nth(index)
      if (!(await control.isVisible())) continue
      await control.focus()
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
      const covered = (await launcher.isVisible()) && overlap(await box(launcher), await box(control))
      expect(covered, `control ${index} under the launcher`).toBe(false)
    }
  })

  for (const width of [null, 1024]) {
    test.describe(width ? `at ${width} px` : "at the project's width", () => {
      if (width) test.use({ viewport: { width, height: 768 } })

      for (const path of LONG_PAGES) {
        test(`${path}: the chat launcher covers no focused control, nor a line of text at the page's end`, async ({
          page,
          layout,
        }) => {
          test.skip(width !== null && layout !== "desktop", "1024 px is a desktop width")
          test.slow()
          await visit(page, path)
          const launcher = launcherOf(page)
          await expect(launcher).toBeVisible()
          const focused = await page.evaluate(findFocusedUnderLauncher)
          expect(focused.controls, "controls focused").toBeGreaterThan(3)
          expect(focused.under, "focused controls under the launcher").toEqual([])
          const covered = await page.evaluate(findCoveredAtTheEnd)
          expect(covered.lines, "text lines looked at").toBeGreaterThan(5)
          expect(covered.under, "lines of text under the launcher at the page's end").toEqual([])
        })
      }
    })
  }
})

test.describe("layout", () => {
  test("the header's logo and the page's content start at the same left edge", async ({ page }) => {
    await visit(page, "/productos")
    const logo = await box(page.getByRole("banner").getByRole("link").first())
    const breadcrumbs = await box(page.getByRole("navigation", { name: interfaceText.breadcrumbsLabel }))
    expect(Math.abs(logo.x - breadcrumbs.x)).toBeLessThanOrEqual(1)
  })

  test("/contacto: two fields side by side have their inputs on one line", async ({ page, layout }) => {
    test.skip(layout !== "desktop", "side by side from the tablet width")
    await visit(page, "/contacto")
    const top = async (name: RegExp) => (await box(page.getByRole("textbox", { name }))).y
    expect(Math.abs((await top(/Nombre y apellido/)) - (await top(/Empresa/)))).toBeLessThanOrEqual(2)
    expect(Math.abs((await top(/Correo electrónico/)) - (await top(/Teléfono/)))).toBeLessThanOrEqual(2)
  })
})

import type { Page } from "@playwright/test"
import { LINE_ROUTES, SPEC_PATHS } from "./support/routes"
import { ONE_WIDTH, expect, test } from "./support/test"

/** Every route: the SPEC's, every equipment line's page, and the not-found page. */
const EVERY_ROUTE = [...SPEC_PATHS, ...LINE_ROUTES.map((route) => route.path), "/esta-pagina-no-existe"]

/** A small phone (and 1280 px at 400 % zoom), a phone, the desktop layout's first width, a laptop. */
const WIDTHS = [320, 390, 1024, 1280]

/**
 * In the page: how much wider than the window the document is, and the header's controls not wholly inside
 * the window (their names and edges).
 */
function measureReflow() {
  const width = window.innerWidth
  const controls = [...document.querySelectorAll<HTMLElement>("header a[href], header button")]
    .filter((control) => control.checkVisibility({ visibilityProperty: true }))
    .map((control) => ({
      name: control.getAttribute("aria-label") ?? control.textContent?.trim(),
      box: control.getBoundingClientRect(),
    }))
    .filter(({ box }) => box.width > 0 && (box.left < 0 || box.right > width))
    .map(({ name, box }) => `«${name}» at ${Math.round(box.left)}–${Math.round(box.right)}`)
  return { overflow: document.documentElement.scrollWidth - width, cutOff: controls }
}

async function expectReflow(page: Page, where: string) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  const { overflow, cutOff } = await page.evaluate(measureReflow)
  expect(overflow, `${where}: px wider than the window`).toBeLessThanOrEqual(0)
  expect(cutOff, `${where}: header controls outside the window`).toEqual([])
}

test(
  "no route is wider than the window from 320 px up, and every header control is wholly visible (WCAG 2.2 SC 1.4.10)",
  ONE_WIDTH,
  async ({ page }) => {
    test.setTimeout(600_000)
    for (const route of EVERY_ROUTE) {
      await page.setViewportSize({ width: WIDTHS[0], height: 720 })
      // The pre-rendered page with its styles: hydration changes no layout (e2e/held-hydration.spec.ts).
      await page.goto(route, { waitUntil: "domcontentloaded" })
      // As a visitor first gets it (later chapters not laid out yet), then with every chapter laid out.
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 720 })
        await expectReflow(page, `${route} at ${width} px`)
      }
      const laidOut = await page.addStyleTag({ content: "* { content-visibility: visible !important; }" })
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 720 })
        await expectReflow(page, `${route} at ${width} px, every chapter laid out`)
      }
      await laidOut.evaluate((style) => style.parentNode?.removeChild(style))
    }
  },
)

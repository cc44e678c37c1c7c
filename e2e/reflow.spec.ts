import { expectReflow } from "./support/route-audit"
import { LINE_ROUTES, ROUTES } from "./support/routes"
import { ONE_WIDTH, test } from "./support/test"

/** The line pages the route audit does not load (it reflows its own routes: e2e/route-audit.spec.ts). */
const UNAUDITED_LINES = LINE_ROUTES.filter((line) => !ROUTES.some((route) => route.path === line.path))

/** Each layout's narrowest width, where a line overflows first: a small phone (and 1280 px at 400 % zoom), and the
 * desktop layout's first width. (The audited routes are reflowed at 320, 390, 1024 and 1280 px.) */
const WIDTHS = [320, 1024]

test(
  "no other line page is wider than the window from 320 px up, and every header control is wholly visible (WCAG 2.2 SC 1.4.10)",
  ONE_WIDTH,
  async ({ page }) => {
    test.setTimeout(600_000)
    for (const line of UNAUDITED_LINES) {
      await page.setViewportSize({ width: WIDTHS[0], height: 720 })
      // The pre-rendered page with its styles: hydration changes no layout (e2e/held-hydration.spec.ts).
      await page.goto(line.path, { waitUntil: "domcontentloaded" })
      await expectReflow(page, WIDTHS)
    }
  },
)

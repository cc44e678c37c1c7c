import notFound from "../content/not-found.json"
import { formatKb, totalBytes } from "../test/build/js-budget"
import { expectNoAxeViolations } from "./support/axe"
import { measureFirstLoadJs } from "./support/first-load-js"
import {
  expectContrastAsLoaded,
  expectFirstLoadJs,
  expectFirstScreen,
  expectHeadAsPreRendered,
  expectHydrationMatched,
  expectLauncherAtRest,
  expectOnePrimaryPerGroup,
  expectReflow,
  watchHydration,
} from "./support/route-audit"
import { ROUTES } from "./support/routes"
import type { CheckedRoute } from "./support/routes"
import { expect, test } from "./support/test"

/** An address no page has: the not-found page, answered 404. */
const NOT_FOUND: CheckedRoute = { path: "/esta-pagina-no-existe", h1: notFound.title }

const CANONICAL_ORIGIN = "https://www.vigiaseguridad.com.ar"

/**
 * Every route, loaded once per width (390 and 1280 px), as a visitor's first visit: what the first load brings, the
 * contrast as loaded and axe-core (once per route, on phones), what the first screen shows, hydration adopting the
 * server's DOM, the head, the landmarks, reflow from 320 px up, one primary button per group, the chat launcher at
 * rest; no
 * console error, no failed request, the document requested once (Gatsby reloads a page whose inline compilation
 * hash did not run, as under a stale CSP). One load serves every check: each check is a function of
 * e2e/support/route-audit.ts, and each runs as a step named in the report.
 */
for (const route of [...ROUTES, NOT_FOUND]) {
  const missing = route === NOT_FOUND
  test(`${route.path}: first load, first screen, hydration, head and axe`, async ({ page, layout }) => {
    const problems: string[] = []
    page.on("console", (message) => {
      if (message.type() === "error" && !(missing && /404/.test(message.text()))) {
        problems.push(`console: ${message.text()} ${message.location().url}`)
      }
    })
    // The not-found address answers 404, and so does its page data (Gatsby's loader then takes the 404 page's).
    const expected404 = missing ? [route.path, `/page-data${route.path}/page-data.json`] : []
    page.on("response", (response) => {
      const { pathname } = new URL(response.url())
      if (response.status() >= 400 && !(response.status() === 404 && expected404.includes(pathname))) {
        problems.push(`${response.status()} ${response.url()}`)
      }
    })
    let documentLoads = 0
    page.on("request", (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documentLoads += 1
    })
    const frames: string[] = []
    page.on("framenavigated", (frame) => {
      if (frame !== page.mainFrame()) frames.push(frame.url())
    })
    await watchHydration(page)

    const scripts = await measureFirstLoadJs(page, route.path)
    test.info().annotations.push({ type: "first-load JS", description: formatKb(totalBytes(scripts)) })
    const framesOfTheFirstLoad = [...frames]

    await test.step("the first screen shows the h1, the band's drawing and its action", () =>
      expectFirstScreen(page, { drawing: route.path !== "/", action: route.bandAction }))
    // Lighthouse's form factor (and the bench's): a phone.
    if (layout === "mobile") {
      await test.step("contrast as the page loaded, chapters below not laid out yet", () =>
        expectContrastAsLoaded(page))
    }
    await test.step("hydration adopted the server's DOM", () => expectHydrationMatched(page))
    // The budget is a phone's first load: from 1024 px the desktop menu's lazy chunk comes with the page.
    if (layout === "mobile") {
      await test.step("first-load JavaScript: within budget, nothing loaded on first use", () =>
        expectFirstLoadJs(page, route.path, scripts, framesOfTheFirstLoad))
    }
    await test.step("the h1, the head and the landmarks", async () => {
      const response = await page.request.get(route.path)
      expect(response.status()).toBe(missing ? 404 : 200)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.h1)
      await expect(page.locator("h1")).toHaveCount(1)
      await expect(page.locator("html")).toHaveAttribute("lang", "es-AR")
      await expect(page).toHaveTitle(/\S.* \| Vigía$/)
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /^.{50,}$/)
      await expectHeadAsPreRendered(page, await response.text())
      if (!missing) {
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${CANONICAL_ORIGIN}${route.path}`)
      }
      await expect(page.getByRole("banner")).toBeVisible()
      await expect(page.getByRole("contentinfo")).toBeVisible()
      await expect(page.getByRole("region", { name: "Notificaciones" })).toBeAttached()
    })
    // Each layout's two widths: the mobile project's 390 px and a small phone, the desktop's 1280 and 1024 px.
    await test.step("reflow: never wider than the window, the header's controls in view", () =>
      expectReflow(page, layout === "mobile" ? [320, 390] : [1024, 1280]))
    await test.step("one primary button per card, section and dialog", () => expectOnePrimaryPerGroup(page))
    await test.step("the chat launcher at rest: its round button, over nothing the page asks to use", () =>
      expectLauncherAtRest(page, layout === "mobile" ? [320, 390] : [1024, 1280], {
        controls: route.path === "/contacto",
      }))
    // Once per route, at a phone's width (most visitors); the desktop menu's open state: e2e/open-states.spec.ts.
    if (layout === "mobile") await test.step("axe-core: no violation", () => expectNoAxeViolations(page))
    await page.waitForLoadState("networkidle")
    expect(problems, "console errors or failed requests").toEqual([])
    expect(documentLoads, "the page's document is requested once").toBe(1)
  })
}

import type { Browser, BrowserContextOptions, Page, TestInfo } from "@playwright/test"
import { E2E_CLIENT_IP_HEADER } from "../support/leads-env"

/**
 * The spec-pinning suite's visitor: one page that a group of tests shares, so a route is loaded once for every
 * statement it proves. 390 px and touch, like the mobile project; requests to other hosts answered locally
 * (as e2e/support/test.ts does); its own address for the lead server's quota, so the suite's few leads never
 * compete with the rest of the run's.
 */
export async function openSharedPage(
  browser: Browser,
  testInfo: TestInfo,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    locale: "es-AR",
    extraHTTPHeaders: { [E2E_CLIENT_IP_HEADER]: "203.0.113.40" },
    ...options,
  })
  await context.route(
    (url) => url.hostname !== "127.0.0.1",
    (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<title>Externo</title>" }),
  )
  return context.newPage()
}

/** Closes the shared page and its context. */
export async function closeSharedPage(page: Page | undefined): Promise<void> {
  await page?.context().close()
}

/** Waits two frames: what a scroll, a resize or a click changes is laid out and painted. */
export function twoFrames(page: Page): Promise<unknown> {
  return page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
}

import { test as base, expect } from "@playwright/test"

/**
 * Playwright's test with two additions used across specs: `layout` (the project: 390 px mobile or
 * 1280 px desktop) and no request ever leaves this machine (WhatsApp, maps and any other external
 * URL are answered locally), so a click on an external link is observable but goes nowhere.
 */
export const test = base.extend<{ layout: "mobile" | "desktop" }>({
  layout: async ({}, use, testInfo) => {
    await use(testInfo.project.name === "mobile" ? "mobile" : "desktop")
  },
  context: async ({ context }, use) => {
    await context.route(
      (url) => url.hostname !== "127.0.0.1",
      (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<title>Externo</title>" }),
    )
    await use(context)
  },
})

/**
 * The tag of a flow whose behaviour does not depend on the width (an API answer, a validation, a chat branch,
 * an e-mail): it runs once, in the mobile project (phones are most visitors); the desktop project leaves it
 * out (playwright.config.ts). Layout, focus order, menus and axe checks run at both widths.
 */
export const ONE_WIDTH = { tag: "@one-width" }

export { expect }

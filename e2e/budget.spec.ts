import requestDialogs from "../content/request-dialogs.json"
import { COMPILE_HINT } from "../gatsby/compile-hints"
import { measureFirstLoadJs } from "./support/first-load-js"
import { REQUEST_DIALOG_MARKER } from "./support/route-audit"
import { expect, test } from "./support/test"

// Every route's first-load JavaScript (at most 70 KB gzip, no chat panel, dialog or map, compile hints) is
// measured by the route audit, from its one load of each route: e2e/route-audit.spec.ts.

test("the request dialog's code arrives with the first click on a request button, not before", async ({
  page,
  layout,
}) => {
  test.skip(layout !== "mobile", "measured once")
  const firstLoadData: string[] = []
  page.on("response", (response) => {
    if (new URL(response.url()).pathname.startsWith("/page-data/")) firstLoadData.push(response.url())
  })
  const scripts = await measureFirstLoadJs(page, "/productos/deteccion-de-gases")
  // Nor its content: no data file of the first load holds the dialogs' texts.
  const data = await Promise.all(firstLoadData.map((url) => page.request.get(url).then((r) => r.text())))
  expect(data.some((text) => text.includes(requestDialogs.honeypotLabel))).toBe(false)
  await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" })
  const later: string[] = []
  page.on("response", (response) => {
    if (new URL(response.url()).pathname.endsWith(".js")) later.push(response.url())
  })
  await page.getByRole("button", { name: "Solicitar cotización" }).first().click()
  await expect(page.getByRole("dialog")).toBeVisible()
  const sources = await Promise.all(later.map((url) => page.request.get(url).then((r) => r.text())))
  const dialogCode = sources.find((source) => source.includes(REQUEST_DIALOG_MARKER))
  expect(dialogCode).toBeDefined()
  // A lazy part keeps V8's lazy compilation: most of its functions run only if the visitor goes on.
  expect(dialogCode?.startsWith(COMPILE_HINT)).toBe(false)
  expect(scripts.map((script) => script.url)).not.toEqual(expect.arrayContaining(later))
})

import requestDialogs from "../content/request-dialogs.json"
import { COMPILE_HINT } from "../gatsby/compile-hints"
import { checkJsBudget, formatKb, totalBytes } from "../test/build/js-budget"
import { measureFirstLoadJs } from "./support/first-load-js"
import { ROUTES } from "./support/routes"
import { expect, test } from "./support/test"

/** A string only the request dialog's own chunk holds (its drafts' key prefix, src/lib/request-dialog/values.ts). */
const REQUEST_DIALOG_MARKER = "vigia:solicitud:"

const routes = [...ROUTES.map((route) => route.path), "/esta-pagina-no-existe"]

test.describe("first-load JavaScript budget", () => {
  // The budget is about bytes, not layout: measured once, in the mobile project.
  test.beforeEach(({ layout }) => test.skip(layout !== "mobile", "measured once per route"))

  for (const route of routes) {
    test(`${route} loads at most 70 KB of JavaScript (gzip), without the chat panel, the request dialogs or the map`, async ({
      page,
    }) => {
      const frames: string[] = []
      page.on("framenavigated", (frame) => {
        if (frame !== page.mainFrame()) frames.push(frame.url())
      })
      const scripts = await measureFirstLoadJs(page, route)
      test.info().annotations.push({ type: "first-load JS", description: formatKb(totalBytes(scripts)) })
      expect(checkJsBudget(route, scripts)).toBeNull()
      const sources = await Promise.all(scripts.map((script) => page.request.get(script.url).then((r) => r.text())))
      expect(
        sources.some((source) => source.includes("data-chat-option")),
        "chat panel code in the first load",
      ).toBe(false)
      // The request dialogs' module keeps its drafts under this prefix: none of its code comes with a page.
      expect(
        sources.some((source) => source.includes(REQUEST_DIALOG_MARKER)),
        "request dialog code in the first load",
      ).toBe(false)
      expect(frames, "an iframe (the map) loaded with the page").toEqual([])
      // Every script of the first load asks V8 to compile it on the streaming thread (gatsby/compile-hints.ts).
      const unhinted = scripts.filter((_script, index) => !sources[index].startsWith(COMPILE_HINT))
      expect(unhinted.map((script) => script.url)).toEqual([])
    })
  }
})

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

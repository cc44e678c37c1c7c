import { checkJsBudget, formatKb, totalBytes } from "../test/build/js-budget"
import { measureFirstLoadJs } from "./support/first-load-js"
import { ROUTES } from "./support/routes"
import { expect, test } from "./support/test"

const routes = [...ROUTES.map((route) => route.path), "/esta-pagina-no-existe"]

test.describe("first-load JavaScript budget", () => {
  // The budget is about bytes, not layout: measured once, in the mobile project.
  test.beforeEach(({ layout }) => test.skip(layout !== "mobile", "measured once per route"))

  for (const route of routes) {
    test(`${route} loads at most 70 KB of JavaScript (gzip), without the chat panel or the map`, async ({ page }) => {
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
      expect(frames, "an iframe (the map) loaded with the page").toEqual([])
    })
  }
})

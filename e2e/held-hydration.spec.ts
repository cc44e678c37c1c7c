import { equipmentLines as lines } from "../test/content-lists"
import requestDialogs from "../content/request-dialogs.json"
import { linePath } from "../src/lib/page-paths"
import { followCompatibleLine } from "./support/page-helpers"
import { ONE_WIDTH, expect, test } from "./support/test"

const multigas = lines.find((line) => line.slug === "detectores-multigas")!
const rentalTitle = requestDialogs.kinds.find((entry) => entry.kind === "alquiler")!.title
const MODES = 'section[aria-labelledby="linea-modalidades"]'

/**
 * The first load hydrates the page's sections when the main thread is idle (lib/held-hydration.ts). These
 * tests hold the idle periods back, so the sections stay as the server sent them until the visitor acts.
 */
test.describe("held hydration on the first load", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      // No idle period ever comes: only the visitor's own action can release a held section.
      window.requestIdleCallback = () => 0
      document.addEventListener("DOMContentLoaded", () => {
        // An expando property on the server's nodes: it survives only if hydration keeps those very nodes.
        for (const node of document.querySelectorAll("main > section, main button, footer")) {
          ;(node as unknown as { fromServer: boolean }).fromServer = true
        }
      })
    })
  })

  test("a held section's button works on the first tap, on the server's own DOM", async ({ page }) => {
    await page.goto(linePath(multigas.category, multigas.slug))
    // The header is hydrated; the sections are held.
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "partial")

    const rent = page.locator(MODES).getByRole("button", { name: "Consultar alquiler" })
    await rent.click()
    await expect(page.getByRole("dialog", { name: `${rentalTitle}: ${multigas.name}` })).toBeVisible()
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true")

    const replaced = await page.evaluate(
      () =>
        Array.from(document.querySelectorAll("main > section, footer")).filter(
          (node) => !(node as unknown as { fromServer?: boolean }).fromServer,
        ).length,
    )
    expect(replaced).toBe(0)
    expect(await rent.evaluate((node) => (node as unknown as { fromServer?: boolean }).fromServer)).toBe(true)
  })

  test("a link in a held section navigates inside the app", async ({ page }) => {
    await page.goto(linePath(multigas.category, multigas.slug))
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "partial")
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true))
    await followCompatibleLine(page)
    // Gatsby's router took the click: the document, and this property on its window, are still there.
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)
  })

  test("the held desktop menu outlives the header's own updates and answers the first click", async ({
    page,
    layout,
  }) => {
    test.skip(layout !== "desktop", "the desktop menu shows from 1024 px")
    await page.goto(linePath(multigas.category, multigas.slug))
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "partial")
    // Scrolling re-renders the header (its shadow) while its menu is still held.
    await page.mouse.wheel(0, 600)
    await expect(page.locator("header")).toHaveAttribute("data-scrolled", "true")
    const menu = page.getByRole("navigation", { name: "Principal", exact: true })
    await expect(menu.getByRole("link", { name: "Productos", exact: true })).toBeVisible()

    const toggle = menu.getByRole("button", { name: "Submenú de Productos" })
    await toggle.click()
    await expect(toggle).toHaveAttribute("aria-expanded", "true")
    await expect(menu.getByRole("link", { name: "Detección de gases" })).toBeVisible()
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true")
  })
})

/**
 * A part further down than half a viewport below the first screen is not hydrated with the page: it waits
 * until the visitor scrolls near it (or acts), and keeps the server's DOM meanwhile.
 */
test("a part far below the first screen is hydrated when the visitor scrolls near it", ONE_WIDTH, async ({ page }) => {
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      const footer = document.querySelector("footer")
      if (footer) (footer as unknown as { fromServer: boolean }).fromServer = true
    })
  })
  await page.goto(linePath(multigas.category, multigas.slug))
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true")
  const footer = page.locator("footer")
  // The page counts as hydrated with the footer still held: the server's mark is still on it.
  await expect(footer).toHaveAttribute("data-held-part", /^p\.\d+$/)
  const heldNearTheTop = await page.evaluate(
    () =>
      [...document.querySelectorAll("main [data-held-part]")].filter(
        (element) => element.getBoundingClientRect().top < window.innerHeight * 1.5,
      ).length,
  )
  expect(heldNearTheTop, "every part within half a viewport of the first screen is hydrated").toBe(0)

  // Scrolled to by script: no press, key or focus that would release every part at once.
  await footer.evaluate((element) => element.scrollIntoView())
  await expect(footer).not.toHaveAttribute("data-held-part")
  expect(await footer.evaluate((node) => (node as unknown as { fromServer?: boolean }).fromServer)).toBe(true)
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true))
  await footer.getByRole("link", { name: "Contacto", exact: true }).click()
  await expect(page).toHaveURL(/\/contacto$/)
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)
})

// Hydration adopting each route's pre-rendered DOM (no text rewritten, no style moved or inserted again) is
// checked by the route audit, from its one load of each route: e2e/route-audit.spec.ts.

/**
 * The app's scripts are requested after the first paint (gatsby/app-scripts.ts), and so is everything the app
 * asks for: here a stylesheet that takes a second holds the paint back, as a slow network would.
 */
test("the page paints before it asks for the app's scripts, data and code", ONE_WIDTH, async ({ page }) => {
  const SLOW_STYLESHEET = "/__slow-first-paint.css"
  await page.route(SLOW_STYLESHEET, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000))
    await route.fulfill({ contentType: "text/css", body: "" })
  })
  await page.route("**/contacto", async (route) => {
    const response = await route.fetch()
    const html = (await response.text()).replace("</head>", `<link rel="stylesheet" href="${SLOW_STYLESHEET}"></head>`)
    await route.fulfill({ response, body: html })
  })
  await page.goto("/contacto")
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true")
  const { paint, requests } = await page.evaluate(() => ({
    paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
    requests: performance
      .getEntriesByType("resource")
      .filter((entry) =>
        /\/page-data\/|\/component---|\/(webpack-runtime|framework|app)-[0-9a-f]+\.js$/.test(entry.name),
      )
      .map((entry) => ({ name: entry.name.split("/").pop(), start: Math.round(entry.startTime) })),
  }))
  expect(paint, "the slow stylesheet held the first paint back").toBeGreaterThan(900)
  expect(requests.map((request) => request.name)).toEqual(
    expect.arrayContaining([expect.stringMatching(/^app-/), expect.stringMatching(/^framework-/), "page-data.json"]),
  )
  expect(requests.filter((request) => request.start < paint)).toEqual([])
})

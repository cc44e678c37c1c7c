import { equipmentLines as lines } from "../test/content-lists"
import products from "../content/products.json"
import { finderEntries } from "../test/finder-content"
import { EMPTY_FINDER_QUERY } from "../src/lib/finder/query"
import type { FinderQuery } from "../src/lib/finder/query"
import { matchingLines } from "../src/lib/finder/search"
import { axeOn, expectNoAxeViolations } from "./support/axe"
import { expect, test } from "./support/test"
import type { Page } from "@playwright/test"
import { visit } from "./support/visit"

const copy = products.finder

/** The names of the lines a query finds, as the page reads them (subscript digits set in <sub>). */
const expectedNames = (query: Partial<FinderQuery>) => {
  const slugs = matchingLines(finderEntries, { ...EMPTY_FINDER_QUERY, ...query })
  return lines
    .filter((line) => slugs.includes(line.slug))
    .map((line) => line.name.replace(/[₀-₉]/g, (digit) => String(digit.charCodeAt(0) - 0x2080)))
}
const countText = (count: number) => (count === 1 ? "1 equipo" : `${count} equipos`)

function finder(page: Page) {
  const region = page.getByRole("region", { name: copy.title })
  return {
    region,
    text: region.getByRole("searchbox", { name: copy.searchLabel }),
    category: region.getByRole("combobox", { name: copy.categoryLabel }),
    hazard: region.getByRole("combobox", { name: copy.hazardLabel }),
    industry: region.getByRole("combobox", { name: copy.industryLabel }),
    mode: (label: string) => region.getByRole("group", { name: copy.modeLabel }).getByRole("radio", { name: label }),
    count: region.getByRole("status"),
    filtersToggle: region.getByRole("button", { name: /^Filtros/ }),
    filters: region.getByRole("group", { name: copy.filtersLegend }),
    filtersLegendWidth: () =>
      region.locator("legend", { hasText: copy.filtersLegend }).evaluate((legend) => legend.clientWidth),
    names: region.getByRole("list").getByRole("heading", { level: 3 }),
  }
}

async function expectFound(page: Page, query: Partial<FinderQuery>) {
  const names = expectedNames(query)
  const ui = finder(page)
  await expect(ui.count).toHaveText(countText(names.length))
  if (names.length) await expect(ui.names).toHaveText(names)
}

test("the finder narrows by text with and without accents and by each filter, in the address", async ({
  page,
  layout,
}) => {
  const indexRequests: string[] = []
  page.on("request", (request) => {
    if (request.url().includes("/static/finder-index-")) indexRequests.push(request.url())
  })
  await visit(page, "/productos")
  const ui = finder(page)
  await expect(ui.count).toHaveText(countText(lines.length))
  expect(indexRequests, "the index is loaded on first use, not with the page").toEqual([])

  await ui.text.pressSequentially("deteccion h2s")
  await expectFound(page, { q: "deteccion h2s" })
  expect(expectedNames({ q: "deteccion h2s" })).toContain("Detectores personales monogás")
  await expect(page).toHaveURL("/productos?q=deteccion+h2s#equipos-encontrados")
  expect(indexRequests).toHaveLength(1)
  await ui.text.fill("detección H2S")
  await expectFound(page, { q: "deteccion h2s" })

  await ui.text.fill("")
  // On a phone the filters fold behind their button; wider, they are in view.
  if (layout === "mobile") await ui.filtersToggle.click()
  await ui.category.selectOption("proteccion-respiratoria")
  await expectFound(page, { categoria: "proteccion-respiratoria" })
  await ui.mode("Alquiler").check()
  await expectFound(page, { categoria: "proteccion-respiratoria", modo: "alquiler" })
  await expect(page).toHaveURL("/productos?categoria=proteccion-respiratoria&modo=alquiler#equipos-encontrados")
  await ui.category.selectOption("")
  await ui.mode("Todas").check()
  await ui.hazard.selectOption("alcohol")
  await expectFound(page, { riesgo: "alcohol" })
  await ui.industry.selectOption("mineria")
  await expectFound(page, { riesgo: "alcohol", industria: "mineria" })
  // The list narrows at once, the address a moment later (after the previous navigation lands).
  await expect(page).toHaveURL("/productos?riesgo=alcohol&industria=mineria#equipos-encontrados")

  await page.reload()
  await expect(ui.hazard).toHaveValue("alcohol")
  await expect(ui.industry).toHaveValue("mineria")
  await expectFound(page, { riesgo: "alcohol", industria: "mineria" })
  // The search's address ends at its results: the reload opens there, not at the top nor above the filters.
  await expect(ui.count).toBeInViewport()
  await expect(ui.names.first()).toBeInViewport()
  await expect(page.getByRole("heading", { level: 1 })).not.toBeInViewport()
  await page.goBack()
  await expect(page).toHaveURL("/productos?riesgo=alcohol#equipos-encontrados")
  await expect(ui.industry).toHaveValue("")
  await expectFound(page, { riesgo: "alcohol" })

  // A result's page is another route: it opens at the top (SPEC §2); back, the search opens at its results.
  const first = ui.names.first()
  const name = (await first.textContent()) ?? ""
  await first.getByRole("link").click()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name)
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
  await page.goBack()
  await expectFound(page, { riesgo: "alcohol" })
  await expect(ui.count).toBeInViewport()

  // A buyer on an oil field: H₂S there finds the four-gas detector and the fixed systems /industrias promises.
  await ui.hazard.selectOption("h2s")
  await ui.industry.selectOption("oil-gas")
  await expectFound(page, { riesgo: "h2s", industria: "oil-gas" })
  for (const name of ["Detectores portátiles de 4 gases", "Sistemas fijos con controlador"]) {
    await expect(ui.names.filter({ hasText: name })).toHaveCount(1)
  }
})

test("the finder's filtered and no-match states pass axe, and no match hands over to a person", async ({ page }) => {
  // The finder's own addresses open at it: its section is then rendered (content-visibility), not a placeholder
  // whose unrendered results axe would measure over the next section.
  await visit(page, "/productos?categoria=deteccion-de-gases&modo=alquiler#equipos-encontrados")
  await expectFound(page, { categoria: "deteccion-de-gases", modo: "alquiler" })
  await expectNoAxeViolations(page, "finder, filtered")
  const ui = finder(page)
  await ui.text.fill("zzzz")
  await expect(ui.count).toHaveText(countText(0))
  await expect(ui.region.getByRole("heading", { name: copy.noResultsTitle })).toBeVisible()
  await expect(ui.region.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute("href", /^https:\/\/wa\.me\//)
  await expect(ui.region.getByRole("link", { name: /formulario/ })).toHaveAttribute("href", "/contacto")
  await expectNoAxeViolations(page, "finder, no match")
})

test("on a phone the filters fold behind a button that counts them; wider, they stay in view", async ({
  page,
  layout,
}) => {
  await visit(page, "/productos#buscar-equipos")
  const ui = finder(page)
  await expect(ui.text).toBeVisible()
  await expect(ui.count).toHaveText(countText(lines.length))
  if (layout === "desktop") {
    await expect(ui.filtersToggle).toBeHidden()
    await expect(ui.category).toBeVisible()
    expect(await ui.filtersLegendWidth(), "the group's legend heads the filters").toBeGreaterThan(20)
    const search = ui.region.getByRole("button", { name: copy.submitLabel })
    const resting = await search.evaluate((button) => getComputedStyle(button).backgroundColor)
    await search.hover()
    await expect(search, "a mouse still gets its hover colours").not.toHaveCSS("background-color", resting)
    return
  }
  await expect(ui.filtersToggle).toHaveText(copy.filtersToggle)
  await expect(ui.filtersToggle).toHaveAttribute("aria-expanded", "false")
  await expect(ui.category).toBeHidden()
  await expectNoAxeViolations(page, "finder, filters folded")
  await ui.filtersToggle.click()
  await expect(ui.filtersToggle).toHaveAttribute("aria-expanded", "true")
  await expect(ui.filtersToggle, "a tapped button does not stay in its hover colours").toHaveCSS(
    "background-color",
    "rgba(0, 0, 0, 0)",
  )
  await expect(ui.category).toBeVisible()
  await expect(ui.filters, "screen readers still hear the group's name").toBeVisible()
  expect(await ui.filtersLegendWidth(), "the button already heads the filters: no second heading").toBeLessThanOrEqual(
    1,
  )
  await ui.mode("Alquiler").check()
  await expectFound(page, { modo: "alquiler" })
  await expect(ui.filtersToggle).toHaveText("Filtros (1)")
  await expectNoAxeViolations(page, "finder, filters unfolded")
})

test("the results render with the page: before any scroll, no link overlaps another", async ({ page }) => {
  await visit(page, "/productos")
  const results = page.locator('section[aria-labelledby="buscar-equipos"]')
  await expect(results).toHaveCSS("content-visibility", "visible")
  // What Lighthouse's target-size audit reads on load: the boxes as laid out, no scrolling, nothing forced.
  const { violations } = await axeOn(page).withRules(["target-size"]).analyze()
  expect(violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(" ")))).toEqual([])
})

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false })

  test("/productos lists every line and the finder is a form that opens its address", async ({ page }) => {
    await page.goto("/productos")
    const ui = finder(page)
    await expect(ui.names).toHaveCount(lines.length)
    await expect(ui.category, "the filters are not folded without JavaScript").toBeVisible()
    await expect(ui.filtersToggle).toBeHidden()
    await ui.text.fill("alquiler")
    await ui.region.getByRole("button", { name: copy.submitLabel }).click()
    await expect(page).toHaveURL(/\/productos\?q=alquiler&.*#buscar-equipos$/)
    await expect(ui.names).toHaveCount(lines.length)
  })
})

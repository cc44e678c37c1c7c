import { categories, equipmentLines as lines } from "../test/content-lists"
import equipment from "../content/equipment.json"
import { formulaPlainText } from "../src/lib/formulas"
import { expect, test } from "./support/test"
import { visit } from "./support/visit"

const SVG_FILE = /\.svg(#.*)?$/

for (const category of categories) {
  const categoryLines = lines.filter((line) => line.category === category.slug)

  test(`${category.slug}: its equipment lines with drawing, specifications and buttons`, async ({ page, layout }) => {
    // The page carries its icons and drawings: no SVG file is loaded as a document of its own.
    const svgFiles: string[] = []
    page.on("request", (request) => {
      if (SVG_FILE.test(new URL(request.url()).pathname) && !request.url().includes("/images/"))
        svgFiles.push(request.url())
    })
    await visit(page, `/productos/${category.slug}`)

    const section = page.locator("#categoria-equipos").locator("xpath=ancestor::section[1]")
    const cards = section.locator("article")
    await expect(cards).toHaveCount(categoryLines.length)
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText(categoryLines.map((line) => line.name))

    for (const [index, line] of categoryLines.entries()) {
      const card = cards.nth(index)
      await card.scrollIntoViewIfNeeded()
      const drawing = card.locator('svg use[href^="#svg--illustrations--"]')
      await expect(drawing).toHaveAttribute("href", `#svg--illustrations--${category.slug}--${line.illustration}`)
      // The symbol is drawn: the <use> takes the size of the artwork it shows.
      await expect.poll(() => drawing.evaluate((use: SVGGraphicsElement) => use.getBBox().width)).toBeGreaterThan(40)
      const table = card.getByRole("table", { name: equipment.specsCaption })
      await expect(table).toBeVisible()
      await expect(table.getByRole("rowheader")).toHaveText(line.specs.map((spec) => formulaPlainText(spec.label)))
      for (const action of line.actions) {
        // A download (the general catalog) is a link; the requests are buttons that open their dialog.
        const role = action.kind === "download" ? "link" : "button"
        await expect(card.getByRole(role, { name: action.label })).toBeVisible()
      }
    }

    const boxes = await cards.evaluateAll((elements) =>
      elements.map((element) => {
        const { x, y, width } = element.getBoundingClientRect()
        return { x: Math.round(x), y: Math.round(y + window.scrollY), width }
      }),
    )
    const columns = new Set(boxes.map((box) => box.x)).size
    if (layout === "mobile") {
      expect(columns).toBe(1)
    } else {
      expect(columns).toBeGreaterThanOrEqual(2)
      expect(boxes[1].y).toBe(boxes[0].y)
      // No card alone in the last row.
      const lastRow = boxes.filter((box) => box.y === boxes[boxes.length - 1].y)
      expect(lastRow.length).toBeGreaterThan(1)
    }
    expect(svgFiles).toEqual([])
  })
}

test("a page reached inside the app draws what the first page did not carry from the sprites", async ({ page }) => {
  const category = categories[0]
  const line = lines.find((entry) => entry.category === category.slug)!
  await visit(page, "/alquiler")
  const sprite = page.waitForResponse((response) => response.url().endsWith(`/illustrations/${category.slug}.svg`))
  await page.evaluate(
    (path) => (window as unknown as { ___navigate: (to: string) => void }).___navigate(path),
    `/productos/${category.slug}`,
  )
  await expect(page).toHaveURL(new RegExp(`/productos/${category.slug}$`))
  expect((await sprite).status()).toBe(200)
  const drawing = page
    .locator("#categoria-equipos")
    .locator("xpath=ancestor::section[1]")
    .locator('article svg use[href^="/illustrations/"]')
    .first()
  await expect(drawing).toHaveAttribute("href", `/illustrations/${category.slug}.svg#${line.illustration}`)
  await drawing.scrollIntoViewIfNeeded()
  await expect.poll(() => drawing.evaluate((use: SVGGraphicsElement) => use.getBBox().width)).toBeGreaterThan(40)
  // An icon the first page carried is still drawn from its inline copy.
  await expect(page.locator('header use[href^="#svg--icons--"]').first()).toBeAttached()
})

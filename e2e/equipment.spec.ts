import { categories, equipmentLines as lines } from "../test/content-lists"
import { expect, test } from "./support/test"
import { visit } from "./support/visit"

const SVG_FILE = /\.svg(#.*)?$/

/**
 * The category pages' equipment cards as a browser draws them (their texts, tables and actions are checked in the
 * pre-rendered HTML: test/build/drawings.build.test.ts, line-actions.build.test.ts): every card's drawing drawn
 * from the page's own sprite, no SVG file loaded for it, one column on phones and no card alone in a wide row.
 */
test("every category page draws its cards' drawings from the page, in one column on phones and rows wide", async ({
  page,
  layout,
}) => {
  const svgFiles: string[] = []
  page.on("request", (request) => {
    if (SVG_FILE.test(new URL(request.url()).pathname) && !request.url().includes("/images/"))
      svgFiles.push(request.url())
  })
  for (const category of categories) {
    const categoryLines = lines.filter((line) => line.category === category.slug)
    await visit(page, `/productos/${category.slug}`)
    const cards = page.locator("#categoria-equipos").locator("xpath=ancestor::section[1]").locator("article")
    await expect(cards, category.slug).toHaveCount(categoryLines.length)
    for (const [index, line] of categoryLines.entries()) {
      const drawing = cards.nth(index).locator('svg use[href^="#svg--illustrations--"]')
      await drawing.scrollIntoViewIfNeeded()
      await expect(drawing).toHaveAttribute("href", `#svg--illustrations--${category.slug}--${line.illustration}`)
      // The symbol is drawn: the <use> takes the size of the artwork it shows.
      await expect.poll(() => drawing.evaluate((use: SVGGraphicsElement) => use.getBBox().width)).toBeGreaterThan(40)
    }
    const boxes = await cards.evaluateAll((elements) =>
      elements.map((element) => {
        const { x, y, width } = element.getBoundingClientRect()
        return { x: Math.round(x), y: Math.round(y + window.scrollY), width }
      }),
    )
    const columns = new Set(boxes.map((box) => box.x)).size
    if (layout === "mobile") {
      expect(columns, category.slug).toBe(1)
    } else {
      expect(columns, category.slug).toBeGreaterThanOrEqual(2)
      expect(boxes[1].y, category.slug).toBe(boxes[0].y)
      // No card alone in the last row.
      const lastRow = boxes.filter((box) => box.y === boxes[boxes.length - 1].y)
      expect(lastRow.length, category.slug).toBeGreaterThan(1)
    }
  }
  expect(svgFiles).toEqual([])
})

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

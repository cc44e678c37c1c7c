import { categories, equipmentLines, industries, legal } from "../test/content-lists"
import type { Page } from "@playwright/test"
import contact from "../content/contact.json"
import home from "../content/home.json"
import howWeWork from "../content/how-we-work.json"
import interfaceText from "../content/interface.json"
import resources from "../content/resources.json"
import site from "../content/site.json"
import { linePath } from "../src/lib/page-paths"
import { ONE_WIDTH, expect, test } from "./support/test"
import { visit } from "./support/visit"

/**
 * Proof a buyer trusts and pages that read well wide (issue 26, parts 1 and 5), at 390 px (the mobile
 * project) and at 1024 and 1280 px (the desktop project resizes its page).
 */
const WIDTHS = { mobile: [390], desktop: [1024, 1280] } as const

// The desktop project's tests check two widths. (axe-core checks every route as it loads: the route audit.)
test.describe.configure({ timeout: 120_000 })

async function atEachWidth(page: Page, layout: "mobile" | "desktop", check: (width: number) => Promise<void>) {
  for (const width of WIDTHS[layout]) {
    if (layout === "desktop") await page.setViewportSize({ width, height: 800 })
    await check(width)
  }
}

/** The sticky header's bottom edge: anchored content must land below it. */
async function headerBottom(page: Page): Promise<number> {
  return (await page.getByRole("banner").boundingBox())!.height
}

test(
  "the footer and /contacto give the hours and the locality, and nothing the company has not given",
  ONE_WIDTH,
  async ({ page, layout }) => {
    await atEachWidth(page, layout, async () => {
      await visit(page, "/contacto")
      const footer = page.getByRole("contentinfo")
      await expect(footer.getByText(site.businessHours, { exact: true })).toBeVisible()
      await expect(footer.getByText(site.address, { exact: true })).toBeVisible()
      await expect(footer.getByText(/próximamente|Seguinos/i)).toHaveCount(0)
      await expect(footer.getByText(/CUIT/)).toHaveCount(0)
      const details = page.getByRole("region", { name: contact.detailsTitle })
      await expect(details.getByText(site.businessHours, { exact: true })).toBeVisible()
      await expect(details.getByText(site.address, { exact: true })).toBeVisible()
      // The map shows the city (SPEC §2, §7) with no marker: no street address has been given.
      await expect(page.getByRole("region", { name: contact.map.heading })).toHaveCount(1)
      await expect(page.getByRole("link", { name: /Cómo llegar/ })).toHaveCount(0)
    })
  },
)

test(
  '/servicio-tecnico shows the "Cómo trabajamos" block with its four points and the standards',
  ONE_WIDTH,
  async ({ page, layout }) => {
    await atEachWidth(page, layout, async () => {
      await visit(page, "/servicio-tecnico")
      const heading = page.getByRole("heading", { level: 2, name: howWeWork.title })
      await expect(heading).toHaveCount(1)
      await heading.scrollIntoViewIfNeeded()
      const block = page.getByRole("region", { name: howWeWork.title })
      for (const point of howWeWork.points) {
        await expect(block.getByRole("heading", { level: 3, name: point.title })).toBeVisible()
      }
      const standards = block.getByRole("region", { name: howWeWork.standardsTitle })
      await expect(standards.getByRole("listitem")).toHaveText(howWeWork.standards)
    })
  },
)

test(
  "the home page makes its four value points once, and links to how the company works",
  ONE_WIDTH,
  async ({ page }) => {
    await visit(page, "/")
    const values = page.getByRole("region", { name: home.values.title })
    await values.scrollIntoViewIfNeeded()
    await expect(values.getByRole("heading", { level: 3 })).toHaveText(home.valuePoints.map((point) => point.title))
    // One section: "Cómo trabajamos", which made the same claims, is on /servicio-tecnico only.
    await expect(page.getByRole("heading", { name: howWeWork.title })).toHaveCount(0)
    await values.getByRole("link", { name: home.values.link.label }).click()
    await expect(page).toHaveURL(home.values.link.path)
    await expect(page.getByRole("heading", { level: 2, name: howWeWork.title })).toBeInViewport()
  },
)

for (const document of legal) {
  test(`/${document.slug} has a table of contents beside the text when wide, above it on phones`, async ({
    page,
    layout,
  }) => {
    await atEachWidth(page, layout, async (width) => {
      await visit(page, `/${document.slug}`)
      const contents = page.getByRole("navigation", { name: interfaceText.contentsLabel })
      const links = contents.getByRole("link")
      await expect(links).toHaveText(document.sections.map((section) => section.heading))
      // An entry of two lines has its number on the first: a block link (an inline-block's baseline is its last line).
      await expect(links.first()).toHaveCSS("display", "block")
      const firstSection = page.getByRole("main").getByRole("heading", { level: 2 }).first()
      const nav = (await contents.boundingBox())!
      const text = (await firstSection.boundingBox())!
      if (width >= 1024) {
        expect(nav.x + nav.width).toBeLessThan(text.x)
        expect(Math.abs(nav.y - text.y)).toBeLessThan(60)
      } else {
        expect(nav.y + nav.height).toBeLessThan(text.y)
      }

      // A contents link lands its section's heading below the sticky header; wide, the contents stay in view.
      const bottom = await headerBottom(page)
      for (const section of [document.sections[6], document.sections[document.sections.length - 1]]) {
        await links.filter({ hasText: section.heading }).click()
        const target = page.getByRole("heading", { level: 2, name: section.heading })
        await expect.poll(async () => (await target.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(bottom)
        expect((await target.boundingBox())!.y).toBeLessThan(800 - 40)
        if (section === document.sections[6] && width >= 1024) {
          const stuck = (await contents.boundingBox())!
          expect(stuck.y).toBeGreaterThanOrEqual(bottom)
          expect(stuck.y).toBeLessThan(bottom + 60)
        }
      }
    })
  })
}

test("/recursos puts the downloads first, where its title band's button leads", ONE_WIDTH, async ({ page, layout }) => {
  await atEachWidth(page, layout, async () => {
    await visit(page, "/recursos")
    const headings = page.getByRole("main").getByRole("heading", { level: 2 })
    await expect(headings.nth(0)).toHaveText(resources.downloadsTitle)
    await expect(headings.nth(1)).toHaveText(resources.faqTitle)
    await page.getByRole("link", { name: resources.headerAction.label }).click()
    const downloads = page.getByRole("heading", { level: 2, name: resources.downloadsTitle })
    const bottom = await headerBottom(page)
    await expect.poll(async () => (await downloads.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(bottom)
    expect((await downloads.boundingBox())!.y).toBeLessThan(400)
  })
})

test("an industry's solution leads to the page of the equipment line it names", ONE_WIDTH, async ({ page, layout }) => {
  const industry = industries[0]
  const solution = industry.solutions[0]
  const line = equipmentLines.find((entry) => linePath(entry.category, entry.slug) === solution.path)!
  await atEachWidth(page, layout, async () => {
    await visit(page, "/industrias")
    const card = page.getByRole("article", { name: industry.name })
    // Its solutions come first; the lines that serve the industry follow, in a list of their own.
    const solutions = card.getByRole("list").first().getByRole("link")
    await expect(solutions).toHaveCount(industry.solutions.length)
    await solutions.first().click()
    await expect(page).toHaveURL(solution.path)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(line.name)
  })
})

test("equipment cards leave no hole between their text and their buttons", async ({ page, layout }) => {
  await atEachWidth(page, layout, async (width) => {
    for (const category of categories) {
      await visit(page, `/productos/${category.slug}`)
      const cards = page.locator("section:has(#categoria-equipos) article")
      const measures = await cards.evaluateAll((articles) =>
        articles.map((article) => {
          const modes = article.querySelector("ul")!.parentElement!.getBoundingClientRect()
          const buttons = Array.from(article.querySelectorAll("a, button")).map((b) => b.getBoundingClientRect())
          return {
            top: article.getBoundingClientRect().top,
            gap: Math.min(...buttons.map((b) => b.top)) - modes.bottom,
            firstButton: Math.min(...buttons.map((b) => b.top)),
          }
        }),
      )
      for (const card of measures) expect(card.gap, `${category.slug} at ${width} px`).toBeLessThanOrEqual(24)
      // Cards side by side start their buttons level.
      const rows = new Map<number, number[]>()
      for (const card of measures)
        rows.set(Math.round(card.top), [...(rows.get(Math.round(card.top)) ?? []), card.firstButton])
      for (const tops of rows.values()) expect(Math.max(...tops) - Math.min(...tops)).toBeLessThanOrEqual(1)
    }
  })
})

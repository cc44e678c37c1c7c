import AxeBuilder from "@axe-core/playwright"
import { expect } from "@playwright/test"
import type { Page } from "@playwright/test"

/**
 * axe-core on a page, run in the page itself (`axe.run`, same-origin frames included). The builder's default runs
 * each frame's part and then opens a blank page to merge them, to reach cross-origin frames too; the site's only one
 * is the map provider's page on /contacto (OpenStreetMap's, not the site's to fix), and that blank page cost half a
 * second a run (0.7 s against 0.2 s for one rule on /, 2.1 s against 1.2 s for the whole set on /industrias).
 */
export const axeOn = (page: Page) => new AxeBuilder({ page }).setLegacyMode()

/** WCAG 2.0–2.2 A and AA rules plus axe's best practices. */
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]

/**
 * Fails with a readable list when axe-core finds any violation on the page as it is now. Sections below the
 * first screen skip their layout until a visitor scrolls near them (`content-visibility: auto`,
 * src/styles/offscreen.ts); axe reads their boxes as a visitor who scrolled there would see them, so it lays
 * them out first: otherwise the geometry rules (target size, overlap) measure placeholders.
 */
export async function expectNoAxeViolations(page: Page, context?: string) {
  const laidOut = await page.addStyleTag({ content: "* { content-visibility: visible !important; }" })
  const results = await axeOn(page)
    .withTags(AXE_TAGS)
    .analyze()
    .finally(() => laidOut.evaluate((style) => style.parentNode?.removeChild(style)))
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.target.join(" ")}: ${node.failureSummary ?? ""}`).join("\n"),
  )
  expect(summary, `axe-core violations${context ? ` (${context})` : ""}`).toEqual([])
}

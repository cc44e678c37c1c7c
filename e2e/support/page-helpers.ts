import type { Locator, Page } from "@playwright/test"

/** The cards of a section, found by the section's heading. */
export function cardsUnder(page: Page, heading: string | RegExp): Locator {
  return page
    .locator("section")
    .filter({ has: page.getByRole("heading", { level: 2, name: heading }) })
    .locator("article")
}

/** The FAQ question buttons of the page. */
export function faqQuestions(page: Page): Locator {
  return page.locator("button[aria-controls][id*='-pregunta-']")
}

import type { Locator, Page } from "@playwright/test"

/** The FAQ question buttons of the page. */
export function faqQuestions(page: Page): Locator {
  return page.locator("button[aria-controls][id*='-pregunta-']")
}

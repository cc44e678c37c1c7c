import { equipmentLines as lines } from "../../test/content-lists"
import { expect } from "@playwright/test"
import type { Locator, Page } from "@playwright/test"
import { linePath } from "../../src/lib/page-paths"

/** The FAQ question buttons of the page. */
export function faqQuestions(page: Page): Locator {
  return page.locator("button[aria-controls][id*='-pregunta-']")
}

/**
 * On a gas detector's line page, follows the link of its compatible line (the calibration cylinders) and waits
 * for that page's heading.
 */
export async function followCompatibleLine(page: Page): Promise<void> {
  const cylinders = lines.find((line) => line.slug === "cilindros-de-gas-de-calibracion")!
  await page.locator('section[aria-labelledby="linea-compatibles"]').getByRole("link", { name: cylinders.name }).click()
  await expect(page).toHaveURL(linePath(cylinders.category, cylinders.slug))
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(cylinders.name)
}

import type { Page, Response } from "@playwright/test"

/** Opens a route and waits until React has hydrated it, so interactions reach their handlers. */
export async function visit(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path)
  await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" })
  return response
}

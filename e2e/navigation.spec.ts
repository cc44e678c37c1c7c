import { expect, test } from "./support/test"
import { visit } from "./support/visit"

test("every route change scrolls to the top, going back included", async ({ page }) => {
  await visit(page, "/alquiler")
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500)

  await page.getByRole("contentinfo").getByRole("link", { name: "Industrias" }).click()
  await expect(page).toHaveURL("/industrias")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Industrias")
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)

  await page.evaluate(() => window.scrollTo(0, 1200))
  await page.goBack()
  await expect(page).toHaveURL("/alquiler")
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test("a link to an in-page anchor lands on the anchor, below the sticky header", async ({ page }) => {
  await visit(page, "/")
  await page.getByRole("link", { name: /^Minería/ }).click()
  await expect(page).toHaveURL("/industrias#mineria")
  const target = page.locator("#mineria")
  await expect(target).toBeInViewport()
  await expect.poll(async () => (await target.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(80)
  expect((await target.boundingBox())!.y).toBeLessThan(200)
})

test("internal links navigate inside the app, without reloading the page", async ({ page }) => {
  await visit(page, "/")
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  await page.getByRole("main").getByRole("link", { name: "Ver opciones de alquiler" }).click()
  await expect(page).toHaveURL("/alquiler")
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)
})

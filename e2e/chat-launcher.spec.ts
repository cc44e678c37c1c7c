import chat from "../content/chat.json"
import { expectNoAxeViolations } from "./support/axe"
import { chatUi } from "./support/chat-ui"
import { expect, test } from "./support/test"
import { visit } from "./support/visit"

test.describe("the floating chat launcher", () => {
  test("the launcher floats round in the bottom-right corner and steps aside for its panel: a sheet on phones, a floating panel on desktops", async ({
    page,
    layout,
  }) => {
    test.slow() // axe over /contacto with the panel open
    await visit(page, "/contacto")
    const { launcher, panel } = chatUi(page)
    const viewport = page.viewportSize()!
    const round = (await launcher.locator("[data-round]").boundingBox())!
    expect(round.width).toBeGreaterThanOrEqual(56)
    expect(viewport.width - (round.x + round.width)).toBeLessThanOrEqual(32)
    expect(viewport.height - (round.y + round.height)).toBeLessThanOrEqual(32)
    await page.evaluate(() => window.scrollTo(0, 900))
    expect(await launcher.locator("[data-round]").boundingBox()).toEqual(round)
    // At rest, once the page is scrolled: the round button alone; from 1024 px a pointer over it names it.
    const label = launcher.getByText(chat.launcherLabel)
    await expect(label).toBeHidden()
    if (layout === "desktop") {
      await launcher.hover()
      await expect(label).toBeVisible()
    }
    await launcher.click()
    await expect(panel).toBeVisible()
    await expect(launcher).toBeHidden()
    // Read once its opening motion has ended: the sheet rises into place.
    await expect.poll(async () => panel.evaluate((element) => element.getAnimations().length)).toBe(0)
    const box = (await panel.boundingBox())!
    if (layout === "mobile") {
      // A sheet: the whole width and down to the bottom edge, its title bar where the site's header was.
      expect(box.x).toBe(0)
      expect(box.width).toBe(viewport.width)
      expect(Math.round(box.y + box.height)).toBe(viewport.height)
    } else {
      // Floating in the launcher's corner, below the header.
      expect(box.width).toBeLessThan(viewport.width / 2)
      expect(viewport.width - (box.x + box.width)).toBeLessThanOrEqual(32)
      expect(box.y).toBeGreaterThanOrEqual(80)
    }
    await expectNoAxeViolations(page, "chat open")
    await page.keyboard.press("Escape")
    await expect(panel).toBeHidden()
    await expect(launcher).toBeVisible()
    await expect(launcher).toBeFocused()
  })

  test("the launcher is out of sight while the mobile menu or a dialog covers the page", async ({ page, layout }) => {
    await visit(page, "/productos/deteccion-de-gases")
    const { launcher } = chatUi(page)
    await expect(launcher).toBeVisible()
    if (layout === "mobile") {
      await page.getByRole("button", { name: "Abrir menú" }).click()
      await expect(launcher).toBeHidden()
      await page.getByRole("button", { name: "Cerrar menú" }).click()
      await expect(launcher).toBeVisible()
    }
    await page
      .locator('section[aria-labelledby="categoria-equipos"]')
      .getByRole("button", { name: "Solicitar cotización" })
      .first()
      .click()
    await expect(page.getByRole("dialog")).toBeVisible()
    await expect(launcher).toBeHidden()
    await page.keyboard.press("Escape")
    await expect(launcher).toBeVisible()
  })
})

import chat from "../content/chat.json"
import rental from "../content/rental.json"
import { CHAT_REPLY_DELAY_MS, CHAT_STEP_DELAY_MS } from "../src/lib/chat/machine"
import { expectNoAxeViolations } from "./support/axe"
import { chatUi, openChat, pick } from "./support/chat-ui"
import { ONE_WIDTH, expect, test } from "./support/test"
import { visit } from "./support/visit"

/** The chat assistant: the conversation's rules: input, earlier options, a fresh start, SPEC §9's delays, the
 * keyboard, its code loaded on use. */
test.describe("chat assistant", () => {
  test("whitespace-only input adds no message", ONE_WIDTH, async ({ page }) => {
    await page.clock.install()
    await visit(page, "/")
    const ui = await openChat(page)
    await ui.leaveData.click()
    await expect(ui.input).toBeVisible()
    const messages = await ui.log.locator("[data-sender]").count()
    await page.clock.pauseAt(Date.now() + 60_000)
    await ui.input.fill("    ")
    await ui.input.press("Enter")
    await ui.send.click()
    // Longer than any reply delay: a message sent by mistake, and its reply, would be there by now.
    await page.clock.runFor(CHAT_REPLY_DELAY_MS * 2)
    await expect(ui.log.locator("[data-sender]")).toHaveCount(messages)
    await expect(ui.input).toBeVisible()
  })

  test("the text input shows only on steps that ask for text", ONE_WIDTH, async ({ page }) => {
    await visit(page, "/")
    const ui = await openChat(page)
    await expect(ui.input).toHaveCount(0)
    await pick(page, "Productos")
    await expect(ui.input).toHaveCount(0)
    await ui.leaveData.click()
    await expect(ui.input).toBeVisible()
  })

  test("options of earlier messages cannot be chosen again", ONE_WIDTH, async ({ page }) => {
    await visit(page, "/")
    const ui = await openChat(page)
    await pick(page, "Alquiler")
    await expect(ui.option("Productos")).toHaveCount(0)
    await expect(ui.options).toHaveCount(rental.offers.length + 1)
  })

  test("closing and reopening starts a fresh conversation", ONE_WIDTH, async ({ page }) => {
    await visit(page, "/")
    const ui = await openChat(page)
    await pick(page, "Alquiler")
    await ui.panel.getByRole("button", { name: chat.closeLabel }).click()
    await expect(ui.panel).toHaveCount(0)
    await expect(ui.launcher).toBeFocused()
    await ui.launcher.click()
    await expect(ui.options).toHaveCount(4)
    await expect(ui.userMessages).toHaveCount(0)
  })

  test(
    "SPEC §9 delays, on Playwright's clock: the reply at 200 ms after opening and at 1000 ms after a choice",
    ONE_WIDTH,
    async ({ page }) => {
      await page.clock.install()
      await visit(page, "/")
      // From here on time moves only when the test moves it.
      await page.clock.pauseAt(Date.now() + 60_000)
      const ui = chatUi(page)
      const typing = ui.panel.locator('[data-typing="true"]')
      await ui.launcher.click()
      await expect(typing).toBeVisible()

      await page.clock.runFor(CHAT_STEP_DELAY_MS - 1)
      await expect(ui.botMessages).toHaveCount(0)
      await expect(typing).toBeVisible()
      await page.clock.runFor(1)
      await expect(ui.options).toHaveCount(4)
      await expect(typing).toHaveCount(0)

      const before = await ui.botMessages.count()
      await ui.option("Alquiler").click()
      await expect(typing).toBeVisible()
      await page.clock.runFor(CHAT_REPLY_DELAY_MS - 1)
      await expect(ui.botMessages).toHaveCount(before)
      await expect(typing).toBeVisible()
      await page.clock.runFor(1)
      await expect(ui.botMessages).not.toHaveCount(before)
      await expect(typing).toHaveCount(0)
    },
  )

  test("the whole conversation works with the keyboard alone, and Escape closes it", async ({ page }) => {
    await visit(page, "/")
    const ui = chatUi(page)
    await ui.launcher.focus()
    await page.keyboard.press("Enter")
    await expect(ui.options.first()).toBeFocused()
    await page.keyboard.press("Tab") // Alquiler
    await page.keyboard.press("Enter")
    await expect(ui.options.first()).toHaveText(rental.offers[0].title)
    await expect(ui.options.first()).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(ui.option("Consultar disponibilidad")).toBeFocused()
    for (let i = 0; i < 3; i += 1) await page.keyboard.press("Tab") // WhatsApp, Volver a alquiler, Volver al inicio
    await page.keyboard.press("Enter")
    await expect(ui.options).toHaveCount(4)
    await page.keyboard.press("Tab")
    await page.keyboard.press("Tab")
    await page.keyboard.press("Tab")
    await page.keyboard.press("Tab")
    await page.keyboard.press("Tab") // the footer: WhatsApp, then Dejar mis datos
    await expect(ui.leaveData).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(ui.input).toBeFocused()
    await page.keyboard.type("Ana")
    await page.keyboard.press("Enter")
    await expect(ui.log).toContainText("Gracias, Ana.")
    await expect(ui.input).toBeFocused()
    await expectNoAxeViolations(page, "chat asking for text")
    await page.keyboard.press("Escape")
    await expect(ui.panel).toHaveCount(0)
    await expect(ui.launcher).toBeFocused()
  })

  test(
    "the panel's code and its script are not loaded until the visitor reaches for the chat",
    ONE_WIDTH,
    async ({ page }) => {
      const scripts: string[] = []
      const data: string[] = []
      page.on("response", async (response) => {
        const { pathname } = new URL(response.url())
        if (pathname.endsWith(".js")) scripts.push(await response.text())
        else if (pathname.startsWith("/page-data/")) data.push(await response.text())
      })
      await visit(page, "/")
      await page.waitForLoadState("networkidle")
      expect(scripts.some((source) => source.includes("data-chat-option"))).toBe(false)
      // The script (content/chat.json) comes with the panel's chunk, not in a data file of every page.
      const holdsScript = (text: string) => text.includes(`"startStep":"${chat.startStep}"`)
      expect(data.length).toBeGreaterThan(0)
      expect(data.some(holdsScript)).toBe(false)
      await chatUi(page).launcher.click()
      await expect(chatUi(page).options).toHaveCount(4)
      expect(scripts.some((source) => source.includes("data-chat-option"))).toBe(true)
      expect(scripts.some(holdsScript)).toBe(true)
    },
  )
})

import type { Page } from "@playwright/test"
import chat from "../../content/chat.json"
import { expect } from "./test"

/** The chat's parts as a visitor finds them: the floating launcher, its panel, the conversation and its controls. */
export const chatUi = (page: Page) => {
  const panel = page.getByRole("dialog", { name: chat.title })
  return {
    // By attribute: the panel's own close button has an aria-label ending in "asistente" too.
    launcher: page.locator("button[aria-expanded][aria-label$='asistente']"),
    panel,
    log: panel.getByRole("log", { name: chat.logLabel }),
    botMessages: panel.locator('[data-sender="bot"]'),
    userMessages: panel.locator('[data-sender="user"]'),
    option: (name: string) => panel.locator("[data-chat-option]").filter({ hasText: new RegExp(`^${escape(name)}`) }),
    options: panel.locator("[data-chat-option]"),
    input: panel.getByRole("textbox", { name: chat.inputLabel }),
    send: panel.getByRole("button", { name: chat.sendLabel }),
    leaveData: panel.getByRole("button", { name: chat.leaveDataLabel }),
  }
}

export function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
}

/** Opens the chat and waits for the start step's four branches. */
export async function openChat(page: Page) {
  const ui = chatUi(page)
  await ui.launcher.click()
  await expect(ui.panel).toBeVisible()
  await expect(ui.options).toHaveCount(4)
  return ui
}

/** Chooses an option and waits for the reply. */
export async function pick(page: Page, name: string) {
  const ui = chatUi(page)
  const before = await ui.botMessages.count()
  await ui.option(name).click()
  await expect.poll(() => ui.botMessages.count()).toBeGreaterThan(before)
  await expect(ui.panel.locator('[data-typing="true"]')).toHaveCount(0)
}

/** Answers a text step and waits for the next question. */
export async function answer(page: Page, text: string) {
  const ui = chatUi(page)
  const before = await ui.botMessages.count()
  await ui.input.fill(text)
  await ui.input.press("Enter")
  await expect.poll(() => ui.botMessages.count()).toBeGreaterThan(before)
}

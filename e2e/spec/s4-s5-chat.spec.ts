/**
 * The chat as SPEC §4 (states), §5 (its validation), §8 (its errors) and §9 (its delays) state it: one test per
 * statement. The conversation tests share one page; the fallback and the delays need pages of their own.
 */
import { categories } from "../../test/content-lists"
import type { Page } from "@playwright/test"
import chat from "../../content/chat.json"
import { CHAT_REPLY_DELAY_MS, CHAT_STEP_DELAY_MS } from "../../src/lib/chat/machine"
import { REFERENCE_PATTERN } from "../../src/lib/leads/reference"
import { answer, chatUi, pick } from "../support/chat-ui"
import { storedLead } from "../support/lead-store"
import { ONE_WIDTH, expect, test } from "../support/test"
import { visit } from "../support/visit"
import { closeSharedPage, openSharedPage } from "./shared-page"

test.describe.configure({ mode: "default" })

const START_OPTIONS = ["Productos", "Alquiler", "Servicio técnico", "Preguntas frecuentes"]

/** The chat's parts (e2e/support/chat-ui.ts) and the moves of a conversation, on one page. */
function chatOf(page: Page) {
  const ui = chatUi(page)
  return {
    ...ui,
    bot: ui.botMessages,
    user: ui.userMessages,
    typing: ui.panel.locator('[data-typing="true"]'),
    whatsapp: ui.panel.getByRole("link", { name: new RegExp(chat.whatsappLabel) }).last(),
    open: async () => {
      await ui.launcher.click()
      await expect(ui.options).toHaveText(START_OPTIONS)
    },
    choose: (text: string) => pick(page, text),
    answer: async (text: string) => {
      await answer(page, text)
      await expect(ui.panel.locator('[data-typing="true"]')).toHaveCount(0)
    },
    close: async () => {
      await ui.panel.getByRole("button", { name: chat.closeLabel }).click()
      await expect(ui.panel).toHaveCount(0)
    },
    /** A fresh conversation at the start step, whatever the test before left open. */
    restart: async () => {
      if (await ui.panel.isVisible()) await ui.panel.getByRole("button", { name: chat.closeLabel }).click()
      await ui.launcher.click()
      await expect(ui.options).toHaveText(START_OPTIONS)
    },
  }
}

test.describe("SPEC §4 the chat widget", ONE_WIDTH, () => {
  let shared: Page | undefined
  const ui = () => chatOf(shared!)
  test.beforeAll(async ({ browser }, testInfo) => {
    shared = await openSharedPage(browser, testInfo)
    // Time runs as usual; a test moves it on where it waits for something that must not happen.
    await shared.clock.install()
    await visit(shared, "/recursos")
  })
  test.afterAll(() => closeSharedPage(shared))

  test("§4 chat: it is open or closed; opening clears the messages and starts at the start step", async () => {
    await ui().restart()
    await ui().choose("Alquiler")
    await expect(ui().user).toHaveText(["Alquiler"])
    await ui().close()
    await expect(ui().launcher).toHaveAttribute("aria-expanded", "false")
    await ui().open()
    await expect(ui().user).toHaveCount(0)
    await expect(ui().bot.first()).toHaveText(chat.steps[0].messages[0])
  })

  test("§4 chat: the start step leads to four branches: products, rental, service and FAQ; each offers Volver", async () => {
    await ui().restart()
    for (const branch of START_OPTIONS) {
      await ui().choose(branch)
      await expect(ui().option("Volver")).toHaveCount(1)
      await ui().choose("Volver")
      await expect(ui().options).toHaveText(START_OPTIONS)
    }
  })

  test("§4 chat: free-text input is shown only on steps that ask for text; on other steps, buttons for WhatsApp and «leave my data»", async () => {
    await ui().restart()
    await expect(ui().input).toHaveCount(0)
    await expect(ui().whatsapp).toHaveAttribute("href", /^https:\/\/wa\.me\//)
    await expect(ui().leaveData).toBeVisible()
    await ui().leaveData.click()
    await expect(ui().input).toBeVisible()
    await expect(ui().leaveData).toHaveCount(0)
  })

  test("§5 chat: empty or whitespace-only text input is ignored", async () => {
    await ui().restart()
    await ui().leaveData.click()
    await expect(ui().input).toBeVisible()
    const messages = await ui().panel.locator("[data-sender]").count()
    await ui().input.fill("   ")
    await ui().input.press("Enter")
    // Longer than any reply delay: a message sent by mistake, and its reply, would be there by now.
    await shared!.clock.runFor(CHAT_REPLY_DELAY_MS * 2)
    await expect(ui().panel.locator("[data-sender]")).toHaveCount(messages)
    await expect(ui().input).toBeVisible()
  })

  test("§5 chat: no validation of e-mail or phone in the chat", async () => {
    await ui().restart()
    await ui().leaveData.click()
    await ui().answer("Julián Ríos")
    await ui().answer("Particular")
    await ui().answer("julian en gmail")
    await ui().answer("a la tarde")
    // Both taken as given: the next question is the province's.
    await expect(ui().bot.last()).toHaveText(chat.steps.find((step) => step.id === "datos-provincia")!.messages[0])
  })

  test("§3/§4/§8 chat lead capture: name, company, email, phone, province as free text, then an interest choice, a final thank-you and a toast saying the lead was registered, with a way back to start", async () => {
    test.slow() // seven replies, each a second after an answer, and a lead stored
    await ui().restart()
    await ui().leaveData.click()
    await expect(ui().input).toBeVisible()
    for (const text of [
      "Laura Benítez",
      "Química Litoral",
      "laura@quimicalitoral.com.ar",
      "0342 455-0000",
      "Santa Fe",
    ]) {
      await ui().answer(text)
    }
    await expect(ui().options).toHaveText(["Compra", "Alquiler", "Servicio técnico", "Volver al inicio"])
    await ui().choose("Servicio técnico")
    await ui().choose("Acepto y envío mis datos")
    await expect(ui().panel).toContainText("¡Gracias, Laura Benítez!")
    const toast = shared!.getByRole("region", { name: "Notificaciones" }).getByText(chat.leadToast.title)
    await expect(toast).toBeVisible()
    const registered = shared!.getByRole("region", { name: "Notificaciones" }).getByText(new RegExp(REFERENCE_PATTERN))
    const reference = new RegExp(REFERENCE_PATTERN).exec((await registered.textContent()) ?? "")![0]
    await expect.poll(() => storedLead(reference)?.name).toBe("Laura Benítez")
    expect(storedLead(reference)).toMatchObject({
      company: "Química Litoral",
      email: "laura@quimicalitoral.com.ar",
      phone: "0342 455-0000",
      province: "Santa Fe",
    })
    expect(storedLead(reference)?.details).toContain("Servicio técnico")
    await ui().choose("Volver al inicio")
    await expect(ui().options).toHaveText(START_OPTIONS)
  })

  test("§4 chat: FAQ topics: products (stock, demo), rental, service, purchases and quotes, warranty, payments", async () => {
    await ui().restart()
    await ui().choose("Preguntas frecuentes")
    await expect(ui().options).toHaveText([
      "Productos (stock y demostraciones)",
      "Alquiler",
      "Servicio técnico",
      "Compras y cotizaciones",
      "Garantía",
      "Pagos",
      "Volver",
    ])
  })

  test("§4 chat: rental options lead to availability (interest Alquiler) or to WhatsApp", async () => {
    await ui().restart()
    await ui().choose("Alquiler")
    await ui().choose((await ui().options.first().textContent())!)
    await expect(ui().option("Escribir por WhatsApp")).toHaveAttribute("href", /^https:\/\/wa\.me\//)
    await ui().option("Consultar disponibilidad").click()
    await expect(shared!).toHaveURL("/contacto?interes=alquiler")
    await expect(shared!.getByRole("checkbox", { name: "Alquiler", exact: true })).toBeChecked()
  })

  test("§4 chat: service options lead to a service request (interest Servicio técnico)", async () => {
    await ui().restart()
    await ui().choose("Servicio técnico")
    await ui().choose((await ui().options.first().textContent())!)
    await ui().option("Solicitar servicio").click()
    await expect(shared!).toHaveURL("/contacto?interes=servicio-tecnico")
    await expect(shared!.getByRole("checkbox", { name: "Servicio técnico", exact: true })).toBeChecked()
  })

  test("§4 chat: product category steps lead to a quote, which navigates to /contacto with the interest preset to Compra", async () => {
    await ui().restart()
    await ui().choose("Productos")
    await ui().choose(categories[2].name)
    await ui().option("Pedir cotización").click()
    await expect(shared!).toHaveURL("/contacto?interes=compra")
    await expect(shared!.getByRole("checkbox", { name: "Compra", exact: true })).toBeChecked()
  })
})

test.describe("SPEC §4/§8 the chat's unknown step, and §4/§9 its delays", ONE_WIDTH, () => {
  test("§4/§8 an unknown chat step goes to a fallback message offering WhatsApp, leaving data, or going back", async ({
    page,
  }) => {
    // A script whose "Garantía" topic points at a step that does not exist, served in the panel's own chunk.
    await page.route("**/*.js", async (route) => {
      const response = await route.fetch()
      const body = await response.text()
      const broken = body.replaceAll('"next":"faq-garantia"', '"next":"paso-que-no-existe"')
      await route.fulfill({ response, body: broken })
    })
    await visit(page, "/")
    const ui = chatOf(page)
    await ui.open()
    await ui.choose("Preguntas frecuentes")
    await ui.choose("Garantía")
    const fallback = chat.steps.find((step) => step.id === chat.fallbackStep)!
    await expect(ui.bot.last()).toHaveText(fallback.messages.at(-1)!)
    await expect(ui.options).toHaveText([/^Escribir por WhatsApp/, "Dejar mis datos", "Volver al inicio"])
  })

  test("§4/§9 chat: bot replies 200 ms after a step change and 1000 ms after a user choice, with a typing indicator meanwhile", async ({
    page,
  }) => {
    await page.clock.install()
    await visit(page, "/")
    await page.clock.pauseAt(Date.now() + 60_000)
    const ui = chatOf(page)
    await ui.launcher.click()
    await expect(ui.typing).toBeVisible()
    await page.clock.runFor(CHAT_STEP_DELAY_MS - 1)
    await expect(ui.bot).toHaveCount(0)
    await page.clock.runFor(1)
    await expect(ui.options).toHaveText(START_OPTIONS)
    await expect(ui.typing).toHaveCount(0)
    const before = await ui.bot.count()
    await ui.option("Alquiler").click()
    await expect(ui.typing).toBeVisible()
    await page.clock.runFor(CHAT_REPLY_DELAY_MS - 1)
    await expect(ui.bot).toHaveCount(before)
    await page.clock.runFor(1)
    await expect(ui.bot).not.toHaveCount(before)
    await expect(ui.typing).toHaveCount(0)
  })
})

/**
 * The chat as SPEC §4 (states), §5 (its validation), §8 (its errors) and §9 (its delays) state it: one test per
 * statement. The conversation tests share one page; the fallback and the delays need pages of their own.
 */
import { categories } from "../../test/content-lists"
import type { Page } from "@playwright/test"
import chatFile from "../../content/chat.json"
import site from "../../content/site.json"
import { withFacts } from "../../src/lib/facts"
import { REFERENCE_PATTERN } from "../../src/lib/leads/reference"
import { formulaPlainText } from "../../src/lib/formulas"
import { chatUi, escape } from "../support/chat-ui"
import { storedLead } from "../support/lead-store"
import { ONE_WIDTH, expect, test } from "../support/test"
import { visit } from "../support/visit"
import { closeSharedPage, openSharedPage } from "./shared-page"

test.describe.configure({ mode: "default" })

/** The script as the chat says it: the company's facts filled in (src/lib/facts.ts). */
const chat = withFacts(chatFile, site)
const START_OPTIONS = ["Productos", "Alquiler", "Servicio Técnico", "Preguntas frecuentes"]

/** SPEC §4/§9: bot replies about 200 ms after a step change and 1 s after a user choice. */
const STEP_DELAY_MS = 200
const REPLY_DELAY_MS = 1000

/** The chat script's steps by id (content/chat.json): the texts a test expects to read. */
const step = (id: string) => chat.steps.find((candidate) => candidate.id === id)!

/** A step's last message as the panel shows it: formulas read plainly, each {placeholder} any text. */
const lastMessageOf = (id: string) =>
  new RegExp(`^${escape(formulaPlainText(step(id).messages.at(-1)!)).replace(/\\\{[a-z]+\\\}/g, ".+")}$`)

/**
 * The chat's parts (e2e/support/chat-ui.ts) and the moves of a conversation, on one page whose clock is
 * installed: each move runs the clock past the bot's delay instead of waiting for it (the delays themselves are
 * measured in their own test).
 */
function chatOf(page: Page) {
  const ui = chatUi(page)
  const typing = ui.panel.locator('[data-typing="true"]')
  /** Does `act`, runs the clock past `delay`, and waits for the bot's reply. */
  const reply = async (act: () => Promise<void>, delay: number) => {
    const before = await ui.botMessages.count()
    await act()
    await page.clock.runFor(delay)
    await expect.poll(() => ui.botMessages.count()).toBeGreaterThan(before)
    await expect(typing).toHaveCount(0)
  }
  return {
    ...ui,
    bot: ui.botMessages,
    user: ui.userMessages,
    typing: ui.panel.locator('[data-typing="true"]'),
    whatsapp: ui.panel.getByRole("link", { name: new RegExp(chat.whatsappLabel) }).last(),
    /** An option whose whole text is `text` («Volver» is not «Volver al inicio»). */
    exactly: (text: string) => ui.options.filter({ hasText: new RegExp(`^${escape(text)}$`) }),
    open: async () => {
      await reply(() => ui.launcher.click(), STEP_DELAY_MS)
      await expect(ui.options).toHaveText(START_OPTIONS)
    },
    choose: (text: string) => reply(() => ui.option(text).click(), REPLY_DELAY_MS),
    answer: (text: string) =>
      reply(async () => {
        await ui.input.fill(text)
        await ui.input.press("Enter")
      }, REPLY_DELAY_MS),
    close: async () => {
      await ui.panel.getByRole("button", { name: chat.closeLabel }).click()
      await expect(ui.panel).toHaveCount(0)
    },
    /** A fresh conversation at the start step, whatever the test before left open. */
    restart: async () => {
      if (await ui.panel.isVisible()) await ui.panel.getByRole("button", { name: chat.closeLabel }).click()
      await reply(() => ui.launcher.click(), STEP_DELAY_MS)
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
      await expect(ui().exactly("Volver")).toHaveCount(1)
      await ui().exactly("Volver").click()
      await expect(ui().options).toHaveText(START_OPTIONS)
    }
  })

  test("§4 chat: free-text input is shown only on steps that ask for text; on other steps, buttons for WhatsApp and «leave my data» (every step of the script; the consent, thanks and fallback steps in their own tests)", async () => {
    const page = shared!
    /** Chooses an option and moves the clock past the reply's delay. */
    const move = async (option: ReturnType<typeof ui>["options"]) => {
      const before = await ui().bot.count()
      await option.click()
      await page.clock.runFor(REPLY_DELAY_MS)
      await expect(ui().typing).toHaveCount(0)
      await expect.poll(() => ui().bot.count()).toBeGreaterThan(before)
    }
    const visited: string[] = []
    /** A step that offers choices: no text input; WhatsApp (a new tab) and «Dejar mis datos» below. */
    const expectChoiceStep = async (id: string) => {
      await expect(ui().bot.last(), id).toHaveText(lastMessageOf(id))
      await expect(ui().input, id).toHaveCount(0)
      await expect(ui().leaveData, id).toBeVisible()
      await expectWhatsAppLinksInNewTab(id)
      visited.push(id)
    }
    const expectWhatsAppLinksInNewTab = async (id: string) => {
      const links = ui().panel.locator('a[href^="https://wa.me/"]')
      expect(await links.count(), id).toBeGreaterThan(0)
      for (const link of await links.all()) {
        await expect(link, id).toHaveAttribute("target", "_blank")
        await expect(link, id).toHaveAttribute("rel", "noopener noreferrer")
      }
    }
    await ui().restart()
    await page.clock.runFor(STEP_DELAY_MS)
    await expectChoiceStep("inicio")
    for (const [branch, id, chosen] of [
      ["Productos", "productos", "producto-elegido"],
      ["Alquiler", "alquiler", "alquiler-elegido"],
      ["Servicio Técnico", "servicio", "servicio-elegido"],
    ]) {
      await move(ui().exactly(branch))
      await expectChoiceStep(id)
      await move(ui().options.first())
      await expectChoiceStep(chosen)
      await move(ui().exactly("Volver al inicio"))
      await expectChoiceStep("inicio")
    }
    await move(ui().exactly("Preguntas frecuentes"))
    await expectChoiceStep("preguntas")
    for (const option of (step("preguntas").options ?? []).filter((entry) => entry.next !== "inicio")) {
      await move(ui().exactly(option.text))
      await expectChoiceStep(option.next!)
      await move(ui().exactly("Otra pregunta"))
      await expectChoiceStep("preguntas")
    }
    // The steps that ask for text: the input, and neither WhatsApp nor «Dejar mis datos» in its place.
    await ui().leaveData.click()
    await page.clock.runFor(REPLY_DELAY_MS)
    for (const id of ["datos-nombre", "datos-empresa", "datos-email", "datos-telefono", "datos-provincia"]) {
      await expect(ui().bot.last(), id).toHaveText(lastMessageOf(id))
      await expect(ui().input, id).toBeVisible()
      await expect(ui().leaveData, id).toHaveCount(0)
      visited.push(id)
      const before = await ui().bot.count()
      await ui().input.fill("Dato de prueba")
      await ui().input.press("Enter")
      await page.clock.runFor(REPLY_DELAY_MS)
      await expect.poll(() => ui().bot.count()).toBeGreaterThan(before)
    }
    await expect(ui().options).toHaveText(["Compra", "Alquiler", "Servicio Técnico", "Volver al inicio"])
    await expect(ui().input).toHaveCount(0)
    visited.push("datos-interes")
    const rest = chat.steps.map((entry) => entry.id).filter((id) => !visited.includes(id))
    expect(rest.sort()).toEqual(["datos-consentimiento", "datos-gracias", "fallback"])
  })

  test("§5 chat: empty or whitespace-only text input is ignored", async () => {
    await ui().restart()
    await ui().leaveData.click()
    await expect(ui().input).toBeVisible()
    const messages = await ui().panel.locator("[data-sender]").count()
    for (const text of ["", "   ", "\t \u00a0 "]) {
      await ui().input.fill(text)
      await ui().input.press("Enter")
      await ui().send.click()
      // Longer than any reply delay: a message sent by mistake, and its reply, would be there by now.
      await shared!.clock.runFor(REPLY_DELAY_MS * 2)
      await expect(ui().panel.locator("[data-sender]"), JSON.stringify(text)).toHaveCount(messages)
      await expect(ui().input).toBeVisible()
    }
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
    await expect(ui().options).toHaveText(["Compra", "Alquiler", "Servicio Técnico", "Volver al inicio"])
    await ui().choose("Servicio Técnico")
    // The consent and the thanks are steps without text to type: no input, WhatsApp and «Dejar mis datos».
    await expect(ui().input).toHaveCount(0)
    await expect(ui().leaveData).toBeVisible()
    await ui().choose("Acepto y envío mis datos")
    await expect(ui().panel).toContainText("¡Gracias, Laura Benítez!")
    await expect(ui().input).toHaveCount(0)
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
      "Servicio Técnico",
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
    await ui().choose("Servicio Técnico")
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
    await page.clock.install()
    await visit(page, "/")
    const ui = chatOf(page)
    await ui.open()
    await ui.choose("Preguntas frecuentes")
    await ui.choose("Garantía")
    const fallback = chat.steps.find((step) => step.id === chat.fallbackStep)!
    await expect(ui.bot.last()).toHaveText(fallback.messages.at(-1)!)
    await expect(ui.options).toHaveText([/^Escribir por WhatsApp/, "Dejar mis datos", "Volver al inicio"])
    await expect(ui.input).toHaveCount(0)
    for (const link of await ui.panel.locator('a[href^="https://wa.me/"]').all()) {
      await expect(link).toHaveAttribute("target", "_blank")
    }
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
    await page.clock.runFor(STEP_DELAY_MS - 1)
    await expect(ui.bot).toHaveCount(0)
    await page.clock.runFor(1)
    await expect(ui.options).toHaveText(START_OPTIONS)
    await expect(ui.typing).toHaveCount(0)
    const before = await ui.bot.count()
    await ui.option("Alquiler").click()
    await expect(ui.typing).toBeVisible()
    await page.clock.runFor(REPLY_DELAY_MS - 1)
    await expect(ui.bot).toHaveCount(before)
    await page.clock.runFor(1)
    await expect(ui.bot).not.toHaveCount(before)
    await expect(ui.typing).toHaveCount(0)
  })
})

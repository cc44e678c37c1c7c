import { categories, equipmentLines } from "../test/content-lists"
import chat from "../content/chat.json"
import rental from "../content/rental.json"
import services from "../content/services.json"
import { CHAT_REPLY_DELAY_MS, CHAT_STEP_DELAY_MS } from "../src/lib/chat/machine"
import { REFERENCE_PATTERN } from "../src/lib/leads/reference"
import leads from "../content/leads.json"
import { expectNoAxeViolations } from "./support/axe"
import { answer, chatUi, escape, openChat, pick } from "./support/chat-ui"
import { storedLead } from "./support/lead-store"
import { mailsFor, waitForMail } from "./support/mailbox"
import { WHATSAPP_URL_PREFIX } from "./support/site"
import { ONE_WIDTH, expect, test } from "./support/test"
import { visit } from "./support/visit"

const step = (id: string) => chat.steps.find((candidate) => candidate.id === id)!

test.describe("chat assistant", () => {
  test("opens with the typing indicator, then the start message and its four branches", ONE_WIDTH, async ({ page }) => {
    await visit(page, "/")
    const ui = chatUi(page)
    await expect(ui.launcher).toHaveAccessibleName(`${chat.launcherLabel} ${chat.launcherOpenLabel}`)
    await expect(ui.launcher).toHaveAttribute("aria-expanded", "false")
    // The indicator shows for 200 ms only: record it as it appears rather than racing it.
    await page.evaluate((label) => {
      const seen = window as unknown as { sawTyping?: boolean }
      new MutationObserver(() => {
        const typing = document.querySelector('[role="log"] [data-typing="true"]')
        if (typing?.textContent?.includes(label) && typing.querySelector("span[aria-hidden] span"))
          seen.sawTyping = true
      }).observe(document.body, { childList: true, subtree: true })
    }, chat.typingLabel)
    await ui.launcher.click()
    await expect(ui.log.getByText(step("inicio").messages[0])).toBeVisible()
    expect(await page.evaluate(() => (window as unknown as { sawTyping?: boolean }).sawTyping)).toBe(true)
    await expect(ui.log.getByText(chat.typingLabel)).toHaveCount(0)
    await expect(ui.options).toHaveText(["Productos", "Alquiler", "Servicio técnico", "Preguntas frecuentes"])
    // Out of sight while its panel is open; it still says what it controls.
    await expect(ui.launcher).toBeHidden()
    await expect(ui.launcher).toHaveAttribute("aria-expanded", "true")
    await expect(ui.options.first()).toBeFocused()
    await expect(ui.input).toHaveCount(0)
    await expect(ui.panel.getByRole("link", { name: /WhatsApp/ })).toBeVisible()
    await expect(ui.leaveData).toBeVisible()
    await expectNoAxeViolations(page, "chat open")
  })

  for (const [branch, target] of [
    ["Productos", "productos"],
    ["Alquiler", "alquiler"],
    ["Servicio técnico", "servicio"],
    ["Preguntas frecuentes", "preguntas"],
  ] as const) {
    test(`the ${branch} branch answers and offers Volver to the start`, async ({ page }) => {
      await visit(page, "/")
      const ui = await openChat(page)
      await pick(page, branch)
      await expect(ui.userMessages.last()).toHaveText(branch)
      await expect(ui.log.getByText(step(target).messages[0])).toBeVisible()
      await pick(page, "Volver")
      await expect(ui.options).toHaveText(["Productos", "Alquiler", "Servicio técnico", "Preguntas frecuentes"])
    })
  }

  test(
    "products lists the categories, then the category's equipment lines, each leading to its page",
    ONE_WIDTH,
    async ({ page }) => {
      await visit(page, "/")
      const ui = await openChat(page)
      await pick(page, "Productos")
      await expect(ui.options).toHaveText([...categories.map((category) => category.name), "Volver"])
      await pick(page, "Protección respiratoria")
      await expect(ui.botMessages.filter({ hasText: "Protección respiratoria" })).toHaveCount(1)
      const line = equipmentLines.find((candidate) => candidate.category === "proteccion-respiratoria")!
      await expect(ui.option(line.name)).toHaveAttribute("href", `/productos/proteccion-respiratoria/${line.slug}`)
      await ui.option("Buscar en el catálogo").click()
      await expect(page).toHaveURL("/productos?categoria=proteccion-respiratoria#equipos-encontrados")
      await expect(ui.panel).toHaveCount(0)
      await expect(page.getByRole("status").filter({ hasText: /equipos?$/ })).toHaveText(
        `${equipmentLines.filter((candidate) => candidate.category === "proteccion-respiratoria").length} equipos`,
      )
    },
  )

  test("rental leads to availability with Alquiler checked, or to WhatsApp", ONE_WIDTH, async ({ page }) => {
    await visit(page, "/")
    const ui = await openChat(page)
    await pick(page, "Alquiler")
    await expect(ui.options).toHaveText([...rental.offers.map((offer) => offer.title), "Volver"])
    await pick(page, rental.offers[0].title)
    const whatsapp = ui.option("Escribir por WhatsApp")
    await expect(whatsapp).toHaveAttribute("href", new RegExp(`^${escape(WHATSAPP_URL_PREFIX)}`))
    await expect(whatsapp).toHaveAttribute("target", "_blank")
    await expect(whatsapp).toHaveAttribute("rel", "noopener noreferrer")
    await ui.option("Consultar disponibilidad").click()
    await expect(page).toHaveURL("/contacto?interes=alquiler")
    await expect(page.getByRole("checkbox", { name: "Alquiler", exact: true })).toBeChecked()
  })

  test("service leads to a service request with Servicio técnico checked", ONE_WIDTH, async ({ page }) => {
    await visit(page, "/alquiler")
    const ui = await openChat(page)
    await pick(page, "Servicio técnico")
    await expect(ui.options).toHaveText([...services.services.map((service) => service.title), "Volver"])
    await pick(page, services.services[0].title)
    await ui.option("Solicitar servicio").click()
    await expect(page).toHaveURL("/contacto?interes=servicio-tecnico")
    await expect(page.getByRole("checkbox", { name: "Servicio técnico", exact: true })).toBeChecked()
  })

  test("the FAQ answers use the SPEC's figures and come back to the topics", ONE_WIDTH, async ({ page }) => {
    await visit(page, "/")
    const ui = await openChat(page)
    await pick(page, "Preguntas frecuentes")
    await pick(page, "Productos (stock y demostraciones)")
    await expect(ui.log).toContainText("48 a 72 horas hábiles en CABA y GBA")
    await pick(page, "Otra pregunta")
    await pick(page, "Pagos")
    await expect(ui.log).toContainText("transferencia bancaria")
  })

  test(
    "the full lead capture asks consent, reaches the team by e-mail, its toast leaves the panel's title and close button in view, then prefills the contact form",
    ONE_WIDTH,
    async ({ page, layout }) => {
      const name = `Ana Pérez ${layout}`
      await visit(page, "/")
      const ui = await openChat(page)
      await ui.leaveData.click()
      await expect(ui.userMessages.last()).toHaveText(chat.leaveDataLabel)
      await expect(ui.input).toBeVisible()
      await expect(ui.input).toBeFocused()
      await expect(ui.panel.getByRole("link", { name: /Política de privacidad/ })).toHaveAttribute("target", "_blank")
      await expect(ui.leaveData).toHaveCount(0)
      await answer(page, name)
      await expect(ui.log).toContainText(`Gracias, ${name}.`)
      await answer(page, "Petrolera del Sur")
      await answer(page, "ana.perez@petroleradelsur.com.ar")
      await answer(page, "299 400 0000")
      await answer(page, "neuquen")
      await expect(ui.input).toHaveCount(0)
      await expect(ui.options).toHaveText(["Compra", "Alquiler", "Servicio técnico", "Volver al inicio"])
      await pick(page, "Alquiler")
      const toasts = page.getByRole("region", { name: "Notificaciones" })
      await expect(ui.option("Acepto y envío mis datos")).toBeVisible()
      await expect(toasts).not.toContainText(chat.leadToast.title)
      await pick(page, "Acepto y envío mis datos")
      await expect(ui.log).toContainText(`¡Gracias, ${name}!`)
      await expect(toasts).toContainText(chat.leadToast.title)
      const registered = toasts.getByText(new RegExp(`Tu número de consulta es ${REFERENCE_PATTERN}\\.`))
      await expect(registered).toBeVisible()
      const reference = new RegExp(REFERENCE_PATTERN).exec((await registered.textContent()) ?? "")![0]
      // Issue #43: the success message covers neither the panel's title nor its close button (390 px).
      for (const control of [
        ui.panel.getByRole("heading", { name: chat.title }),
        ui.panel.getByRole("button", { name: chat.closeLabel }),
      ]) {
        const box = (await control.boundingBox())!
        const onTop = await page.evaluate(
          ([x, y]) => document.elementFromPoint(x, y)?.closest('[role="dialog"]') !== null,
          [box.x + box.width / 2, box.y + box.height / 2],
        )
        expect(onTop, "the panel's own title bar is on top at its centre").toBe(true)
        const toastBox = (await toasts.locator("[data-toast-variant]").last().boundingBox())!
        expect(toastBox.y, "the toast starts below the panel's title bar").toBeGreaterThanOrEqual(box.y + box.height)
      }
      await expectNoAxeViolations(page, "the lead's toast over the panel")

      const mail = await waitForMail(reference)
      expect(await mailsFor(reference)).toHaveLength(1)
      const kindLabel = leads.kindLabels.find((entry) => entry.kind === "chat")!.label
      expect(mail.subject).toContain(kindLabel)
      for (const value of [reference, name, "Petrolera del Sur", "ana.perez@petroleradelsur.com.ar", "299 400 0000"]) {
        expect(mail.text).toContain(value)
      }
      expect(mail.text).toContain("neuquen")
      expect(mail.text).toContain("Alquiler")
      await expect.poll(() => storedLead(reference)?.status).toBe("delivered")
      expect(storedLead(reference)).toMatchObject({ kind: kindLabel, name, company: "Petrolera del Sur" })

      await ui.option("Ir al formulario de contacto").click()
      await expect(page).toHaveURL("/contacto?interes=alquiler")
      await expect(page.getByRole("textbox", { name: /Nombre y apellido/ })).toHaveValue(name)
      await expect(page.getByRole("textbox", { name: /Empresa/ })).toHaveValue("Petrolera del Sur")
      await expect(page.getByRole("textbox", { name: /Correo electrónico/ })).toHaveValue(
        "ana.perez@petroleradelsur.com.ar",
      )
      await expect(page.getByRole("textbox", { name: /Teléfono/ })).toHaveValue("299 400 0000")
      await expect(page.getByRole("combobox", { name: /Provincia/ })).toHaveValue("Neuquén")
      await expect(page.getByRole("checkbox", { name: "Alquiler", exact: true })).toBeChecked()
    },
  )

  test("answers given in the chat fill the contact form already on screen", ONE_WIDTH, async ({ page }) => {
    await visit(page, "/contacto")
    await page.getByRole("textbox", { name: /Mensaje/ }).fill("Ya estaba escribiendo esto.")
    const ui = await openChat(page)
    await ui.leaveData.click()
    await expect(ui.input).toBeVisible()
    await answer(page, "Juan Gómez")
    await ui.panel.getByRole("button", { name: chat.closeLabel }).click()
    await expect(page.getByRole("textbox", { name: /Nombre y apellido/ })).toHaveValue("Juan Gómez")
    await expect(page.getByRole("textbox", { name: /Mensaje/ })).toHaveValue("Ya estaba escribiendo esto.")
  })

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

import { categories, equipmentLines } from "../test/content-lists"
import chat from "../content/chat.json"
import rental from "../content/rental.json"
import services from "../content/services.json"
import { expectNoAxeViolations } from "./support/axe"
import { chatUi, escape, openChat, pick } from "./support/chat-ui"
import { WHATSAPP_URL_PREFIX } from "./support/site"
import { ONE_WIDTH, expect, test } from "./support/test"
import { visit } from "./support/visit"

/** The chat assistant: its script: the start, the four branches and where each one leads. */
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
    await expect(ui.options).toHaveText(["Productos", "Alquiler", "Servicio Técnico", "Preguntas frecuentes"])
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
    ["Servicio Técnico", "servicio"],
    ["Preguntas frecuentes", "preguntas"],
  ] as const) {
    test(`the ${branch} branch answers and offers Volver to the start`, async ({ page }) => {
      await visit(page, "/")
      const ui = await openChat(page)
      await pick(page, branch)
      await expect(ui.userMessages.last()).toHaveText(branch)
      await expect(ui.log.getByText(step(target).messages[0])).toBeVisible()
      await pick(page, "Volver")
      await expect(ui.options).toHaveText(["Productos", "Alquiler", "Servicio Técnico", "Preguntas frecuentes"])
    })
  }

  test(
    "products lists the categories, then a quote or the category's lines in the catalog, four options at most",
    ONE_WIDTH,
    async ({ page }) => {
      await visit(page, "/")
      const ui = await openChat(page)
      await pick(page, "Productos")
      await expect(ui.options).toHaveText([...categories.map((category) => category.name), "Volver"])
      await pick(page, "Protección respiratoria")
      await expect(ui.botMessages.filter({ hasText: "Protección respiratoria" })).toHaveCount(1)
      await expect(ui.options).toHaveText([
        "Pedir cotización",
        "Ver los equipos de la categoría",
        "Volver a productos",
        "Volver al inicio",
      ])
      // One primary option: the request.
      const filled = await ui.options.evaluateAll((options) =>
        options
          .filter((option) => getComputedStyle(option).backgroundColor === "rgb(255, 198, 41)")
          .map((o) => o.textContent),
      )
      expect(filled).toEqual(["Pedir cotización"])
      await ui.option("Ver los equipos de la categoría").click()
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
    await pick(page, "Servicio Técnico")
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
})

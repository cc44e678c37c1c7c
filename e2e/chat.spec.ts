import { equipmentLines } from "../test/content-lists"
import chat from "../content/chat.json"
import { expectNoAxeViolations } from "./support/axe"
import { chatUi, openChat, pick } from "./support/chat-ui"
import { ONE_WIDTH, expect, test } from "./support/test"
import { visit } from "./support/visit"

/**
 * The chat assistant beyond what SPEC §4, §5 and §9 state (e2e/spec/s4-s5-chat.spec.ts pins those): its code
 * loaded on use, the whole conversation by keyboard, and the products branch leading into the finder.
 */
test.describe("chat assistant", ONE_WIDTH, () => {
  test("arrives on first use, then works with the keyboard alone (axe clean while asking for text), and Escape closes it", async ({
    page,
  }) => {
    const scripts: string[] = []
    const data: string[] = []
    page.on("response", async (response) => {
      const { pathname } = new URL(response.url())
      if (pathname.endsWith(".js")) scripts.push(await response.text())
      else if (pathname.startsWith("/page-data/")) data.push(await response.text())
    })
    await visit(page, "/")
    await page.waitForLoadState("networkidle")
    // Neither the panel's code nor its script (content/chat.json) comes with a page: the panel's chunk brings both.
    const holdsScript = (text: string) => text.includes(`"startStep":"${chat.startStep}"`)
    expect(scripts.some((source) => source.includes("data-chat-option"))).toBe(false)
    expect(data.length).toBeGreaterThan(0)
    expect(data.some(holdsScript)).toBe(false)

    const ui = chatUi(page)
    await ui.launcher.focus()
    await page.keyboard.press("Enter")
    await expect(ui.options.first()).toBeFocused()
    expect(scripts.some((source) => source.includes("data-chat-option"))).toBe(true)
    expect(scripts.some(holdsScript)).toBe(true)
    await page.keyboard.press("Tab") // Alquiler
    await page.keyboard.press("Enter")
    await expect(ui.options.first()).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(ui.option("Consultar disponibilidad")).toBeFocused()
    // Options of earlier messages are gone: only the current step's can be chosen.
    await expect(ui.option("Productos")).toHaveCount(0)
    for (let i = 0; i < 3; i += 1) await page.keyboard.press("Tab") // WhatsApp, Volver a alquiler, Volver al inicio
    await page.keyboard.press("Enter")
    await expect(ui.options).toHaveCount(4)
    for (let i = 0; i < 5; i += 1) await page.keyboard.press("Tab") // the other three branches, the footer's WhatsApp
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

  test("products lists the categories, then a quote or the category's lines in the catalog's finder: four options, one primary", async ({
    page,
  }) => {
    await visit(page, "/")
    const ui = await openChat(page)
    await pick(page, "Productos")
    await pick(page, "Protección respiratoria")
    await expect(ui.botMessages.filter({ hasText: "Protección respiratoria" })).toHaveCount(1)
    // Issue #53: at most four options, none repeating another, one of them primary (filled): the request.
    await expect(ui.options).toHaveText([
      "Pedir cotización",
      "Ver los equipos de la categoría",
      "Volver a productos",
      "Volver al inicio",
    ])
    const filled = await ui.options.evaluateAll((options) =>
      options
        .filter((option) => getComputedStyle(option).backgroundColor === "rgb(255, 198, 41)")
        .map((option) => option.textContent),
    )
    expect(filled).toEqual(["Pedir cotización"])
    const lines = equipmentLines.filter((candidate) => candidate.category === "proteccion-respiratoria")
    await ui.option("Ver los equipos de la categoría").click()
    await expect(page).toHaveURL("/productos?categoria=proteccion-respiratoria#equipos-encontrados")
    await expect(ui.panel).toHaveCount(0)
    await expect(page.getByRole("status").filter({ hasText: /equipos?$/ })).toHaveText(`${lines.length} equipos`)
  })
})

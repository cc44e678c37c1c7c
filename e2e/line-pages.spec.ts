import { equipmentLines as lines } from "../test/content-lists"
import equipment from "../content/equipment.json"
import requestDialogs from "../content/request-dialogs.json"
import site from "../content/site.json"
import { linePath } from "../src/lib/page-paths"
import { expectNoAxeViolations } from "./support/axe"
import { followCompatibleLine } from "./support/page-helpers"
import { ONE_WIDTH, expect, test } from "./support/test"
import { visit } from "./support/visit"

const multigas = lines.find((line) => line.slug === "detectores-multigas")!
const text = equipment.linePage
const dialogTitle = (kind: string) => requestDialogs.kinds.find((entry) => entry.kind === kind)!.title

test.describe("an equipment line's page", () => {
  test("shows what the line is for, its figures, standards, modes, industries and related lines", async ({ page }) => {
    await visit(page, linePath(multigas.category, multigas.slug))
    await expect(page.getByRole("navigation", { name: "Migas de pan" }).getByRole("listitem")).toHaveText([
      "Inicio",
      "Productos",
      "Detección de gases",
      multigas.name,
    ])
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(multigas.name)
    for (const title of [
      text.descriptionTitle,
      text.specsTitle,
      text.modesTitle,
      text.compatibleTitle,
      "Otros equipos de detección de gases",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible()
    }
    for (const title of [text.applicationsTitle, text.industriesTitle, text.standardsTitle]) {
      await expect(page.getByRole("heading", { level: 3, name: title })).toBeVisible()
    }
    await expect(page.getByRole("table", { name: equipment.specsCaption }).getByRole("row")).toHaveCount(
      multigas.specs.length,
    )
    await expect(page.getByText(`según ${multigas.standards[0].code} (${multigas.standards[0].scope})`)).toBeVisible()
    await expect(page.getByRole("link", { name: "Minería" })).toHaveAttribute("href", "/industrias#mineria")
    // The title band's, before the closing call to action's and the footer's general message.
    const whatsapp = page.getByRole("link", { name: new RegExp(text.whatsappLabel) }).first()
    expect(decodeURIComponent((await whatsapp.getAttribute("href")) ?? "")).toContain(
      `wa.me/${site.whatsappNumber}?text=Hola, Vigía. Quiero consultar por ${multigas.name}.`,
    )
    await expectNoAxeViolations(page)
  })

  test("a mode's request opens its dialog preset with the line; a compatible line's link opens its page", async ({
    page,
  }) => {
    await visit(page, linePath(multigas.category, multigas.slug))
    const modes = page.locator('section[aria-labelledby="linea-modalidades"]')
    const rent = modes.getByRole("button", { name: "Consultar alquiler" })
    await rent.click()
    const dialog = page.getByRole("dialog", { name: `${dialogTitle("alquiler")}: ${multigas.name}` })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByLabel(/Producto o servicio/)).toHaveValue(multigas.name)
    await expectNoAxeViolations(page, "a line's rental dialog open")
    await page.keyboard.press("Escape")
    await expect(dialog).toBeHidden()
    await expect(rent).toBeFocused()

    await followCompatibleLine(page)
  })

  test("a deep link opens the request it names, about the line", ONE_WIDTH, async ({ page }) => {
    await visit(page, `${linePath(multigas.category, multigas.slug)}?solicitud=demo&producto=${multigas.slug}`)
    await expect(page.getByRole("dialog", { name: `${dialogTitle("demo")}: ${multigas.name}` })).toBeVisible()
  })

  test("a line without standards shows no Normas section", ONE_WIDTH, async ({ page }) => {
    const plain = lines.find((line) => line.standards.length === 0)!
    await visit(page, linePath(plain.category, plain.slug))
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(plain.name)
    await expect(page.getByRole("heading", { name: text.standardsTitle })).toHaveCount(0)
  })
})

import { equipmentLines as lines, industries } from "../test/content-lists"
import equipment from "../content/equipment.json"
import requestDialogs from "../content/request-dialogs.json"
import site from "../content/site.json"
import { LINE_VIEWBOX } from "../src/lib/illustrations"
import { linePath } from "../src/lib/page-paths"
import { expectNoAxeViolations } from "./support/axe"
import { followCompatibleLine } from "./support/page-helpers"
import { ONE_WIDTH, expect, test } from "./support/test"
import { visit } from "./support/visit"

const multigas = lines.find((line) => line.slug === "detectores-multigas")!
/** The line whose name takes most room in the title band, the worst case of its layout. */
const longestName = lines.reduce((longest, line) => (line.name.length > longest.name.length ? line : longest))
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
    await expect(page.getByText(`Según ${multigas.standards[0].code} (${multigas.standards[0].scope})`)).toBeVisible()
    // The industries the line declares it serves, each linked to its own page (/industrias/<slug>).
    const served = page.locator("#linea-industrias + ul").getByRole("link")
    await expect(served).toHaveText(
      multigas.industries.map((slug) => industries.find((entry) => entry.slug === slug)!.name),
    )
    await expect(page.getByRole("link", { name: "Minería" })).toHaveAttribute("href", "/industrias/mineria")
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

  test("the title band: the drawing, the title and the whole action group in the first screen; wide, the title takes the room and a specification shows", async ({
    page,
    layout,
  }) => {
    const sizes =
      layout === "mobile"
        ? [{ width: 390, height: 844 }]
        : [
            { width: 1024, height: 768 },
            { width: 1280, height: 800 },
          ]
    for (const size of sizes) {
      await page.setViewportSize(size)
      for (const line of [longestName, multigas]) {
        await visit(page, linePath(line.category, line.slug))
        const at = `${line.slug} at ${size.width} px`
        const title = page.getByRole("heading", { level: 1 })
        const group = page.locator("[data-line-actions]")
        await expect(group.getByRole("button", { name: "Solicitar cotización" }), at).toBeInViewport({ ratio: 1 })
        await expect(group.getByRole("link", { name: new RegExp(`^${equipment.modesLabel}`) }), at).toBeInViewport({
          ratio: 1,
        })
        await expect(title, at).toBeInViewport({ ratio: 1 })
        await expect(
          page.getByRole("main").locator(`svg[viewBox="0 0 ${LINE_VIEWBOX.width} ${LINE_VIEWBOX.height}"]`).first(),
          at,
        ).toBeInViewport({
          ratio: 1,
        })
        if (layout === "mobile") continue
        // Two lines at most, across more than half the band: not held to a narrow column beside the drawing.
        const titleLines = await title.evaluate((heading) => {
          const { height } = heading.getBoundingClientRect()
          return Math.round(height / parseFloat(getComputedStyle(heading).lineHeight))
        })
        expect(titleLines, at).toBeLessThanOrEqual(2)
        expect((await title.boundingBox())!.width, at).toBeGreaterThan(size.width / 2)
        const firstSpec = page.getByRole("table", { name: equipment.specsCaption }).getByRole("row").first()
        await expect(firstSpec, at).toBeInViewport({ ratio: 1 })
      }
    }
  })
})

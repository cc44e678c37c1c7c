import { equipmentLines as lines } from "../test/content-lists"
import type { Locator } from "@playwright/test"
import leads from "../content/leads.json"
import copy from "../content/request-dialogs.json"
import { linePath } from "../src/lib/page-paths"
import { expectNoAxeViolations } from "./support/axe"
import { dialogNamed, offerings, showMoreDetails } from "./support/request-dialogs"
import { ONE_WIDTH, expect, test } from "./support/test"
import { visit } from "./support/visit"

/** A request dialog's form: its errors, its layout at each width, its draft and its deep links. */

const multigas = lines.find((line) => line.slug === "detectores-multigas")!

/** The widths (#43): a small phone, a phone, the desktop layout's first width and a laptop. */
const WIDTHS = [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
]

/**
 * Whether the label of the focused control lies wholly in the dialog's scrolling body, below its fixed title
 * bar (the body's top edge) and above its bottom edge.
 */
async function focusedLabelInView(dialog: Locator): Promise<{ id: string; label: string; inView: boolean }> {
  return dialog.evaluate((element) => {
    const control = document.activeElement as HTMLInputElement
    const label = control.labels?.[0] ?? control.closest("fieldset")?.querySelector("legend")
    const body = element.querySelector("form")!.parentElement!.getBoundingClientRect()
    const box = label!.getBoundingClientRect()
    return { id: control.id, label: label!.textContent ?? "", inView: box.top >= body.top && box.bottom <= body.bottom }
  })
}

test.describe("a request dialog's form", () => {
  test(
    "the quote starts at 1, and after a refused send the first wrong field's label is in view, at every width",
    ONE_WIDTH,
    async ({ page }) => {
      for (const size of WIDTHS) {
        await page.setViewportSize(size)
        await visit(page, linePath(multigas.category, multigas.slug))
        await page.locator("[data-line-actions]").getByRole("button", { name: "Solicitar cotización" }).click()
        const dialog = dialogNamed(page, "cotizacion", multigas.name)
        await expect(dialog.getByLabel(/Cantidad/)).toHaveValue("1")
        const name = dialog.getByLabel(/Nombre y apellido/)
        const title = dialog.getByRole("heading", { level: 2 })

        // Sent empty from its button, at the end of the form: the name, the first wrong field, with its label.
        await dialog.getByRole("button", { name: copy.submitLabel }).click()
        await expect(name).toBeFocused()
        await expect(dialog.getByLabel(/Cantidad/)).not.toHaveAttribute("aria-invalid")
        expect(await focusedLabelInView(dialog), `at ${size.width} px`).toMatchObject({ inView: true })
        // The title bar stays where it is: only the body scrolled.
        await expect(title, `at ${size.width} px`).toBeInViewport({ ratio: 1 })

        // Scrolled until the name's box meets the title bar (its label hidden above), then sent with Enter:
        // the field already has focus and is in view, and its label still comes back into view.
        await name.evaluate((input) => {
          const body = input.closest("form")!.parentElement!
          body.scrollTop += input.getBoundingClientRect().top - body.getBoundingClientRect().top
        })
        expect(await focusedLabelInView(dialog)).toMatchObject({ inView: false })
        await page.keyboard.press("Enter")
        await expect(name).toBeFocused()
        await expect
          .poll(async () => (await focusedLabelInView(dialog)).inView, { message: `at ${size.width} px` })
          .toBe(true)
        await expect(title, `at ${size.width} px`).toBeInViewport({ ratio: 1 })
      }
    },
  )

  test("errors show under each field and the first wrong one takes focus; axe finds nothing", async ({ page }) => {
    await visit(page, "/servicio-tecnico")
    await offerings(page).getByRole("button", { name: "Solicitar servicio técnico" }).first().click()
    const dialog = dialogNamed(page, "servicio-tecnico", "Calibración y Mantenimiento")
    await dialog.getByRole("button", { name: copy.submitLabel }).click()
    await expect(dialog.getByLabel(/Marca y modelo/)).toBeFocused()
    await expect(dialog.getByText(leads.errors.brandModelRequired)).toBeVisible()
    await expect(dialog.getByText(leads.errors.servicesRequired)).toBeVisible()
    await expectNoAxeViolations(page, "a dialog showing errors")
  })

  test("two fields side by side keep their inputs aligned, hint or not, errors or not", async ({ page, layout }) => {
    test.skip(layout !== "desktop", "side by side from the tablet width")
    await visit(page, "/productos/deteccion-de-gases")
    await offerings(page).getByRole("button", { name: "Solicitar cotización" }).first().click()
    const dialog = dialogNamed(page, "cotizacion", "Detectores personales monogás")
    const top = async (label: RegExp) => (await dialog.getByLabel(label).boundingBox())!.y
    const pairs: Array<[RegExp, RegExp]> = [
      [/Nombre y apellido/, /^Empresa/],
      [/Correo electrónico/, /Teléfono/],
    ]
    for (const [left, right] of pairs) expect(Math.abs((await top(left)) - (await top(right)))).toBeLessThanOrEqual(2)
    await dialog.getByRole("button", { name: copy.submitLabel }).click()
    // Measured once the errors are shown (the name is required, the company is not).
    await expect(dialog.getByLabel(/Nombre y apellido/)).toHaveAttribute("aria-invalid", "true")
    await expect(dialog.getByLabel(/^Empresa/)).not.toHaveAttribute("aria-invalid", "true")
    for (const [left, right] of pairs) expect(Math.abs((await top(left)) - (await top(right)))).toBeLessThanOrEqual(2)
  })

  test("a deep link opens the dialog prefilled, and a reload keeps what was typed", ONE_WIDTH, async ({ page }) => {
    await visit(page, "/productos/deteccion-de-gases?solicitud=alquiler&producto=detectores-multigas")
    const dialog = dialogNamed(page, "alquiler", "Detectores portátiles de 4 gases")
    await expect(dialog).toBeVisible()
    await expect(dialog.getByLabel(/Producto o servicio/)).toHaveValue("Detectores portátiles de 4 gases")
    await dialog.getByLabel(/Cantidad/).fill("6")
    await showMoreDetails(dialog)
    await dialog.getByLabel(/Lugar de entrega/).fill("Yacimiento Loma Campana")
    await page.reload()
    await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByLabel(/Cantidad/)).toHaveValue("6")
    await expect(dialog.getByLabel(/Lugar de entrega/)).toHaveValue("Yacimiento Loma Campana")
    await expect(dialog.getByText(copy.draftRestored)).toBeVisible()
    // The detail given back is shown, unfolded.
    await expect(dialog.getByLabel(/Lugar de entrega/)).toBeVisible()
  })

  const SHEETS: Array<{ kind: string; path: string; button: string; product: string }> = [
    {
      kind: "alquiler",
      path: "/productos/deteccion-de-gases",
      button: "Consultar alquiler",
      product: "Detectores portátiles de 4 gases",
    },
    {
      kind: "servicio-tecnico",
      path: "/servicio-tecnico",
      button: "Solicitar servicio técnico",
      product: "Calibración y Mantenimiento",
    },
    {
      kind: "relevamiento",
      path: "/productos/deteccion-de-gases",
      button: "Solicitar relevamiento",
      product: "Sistemas fijos con controlador",
    },
  ]
  for (const sheet of SHEETS) {
    test(`${sheet.kind}: the title and Cerrar stay in view while the body scrolls; on a phone a full-screen sheet`, async ({
      page,
      layout,
    }) => {
      await visit(page, sheet.path)
      await offerings(page).getByRole("button", { name: sheet.button }).first().click()
      const dialog = dialogNamed(page, sheet.kind, sheet.product)
      await expect(dialog).toBeVisible()
      const viewport = page.viewportSize()!
      if (layout === "mobile") {
        // Edge to edge: no page text shows around it.
        expect(await dialog.boundingBox()).toEqual({ x: 0, y: 0, width: viewport.width, height: viewport.height })
        // Folded, the optional details leave a short form: the consent and the button within two screens.
        const submit = dialog.getByRole("button", { name: copy.submitLabel })
        const body = dialog.locator("form").locator("xpath=..")
        const offset = await submit.evaluate(
          (button, bodyElement) => button.getBoundingClientRect().bottom - bodyElement!.getBoundingClientRect().top,
          await body.elementHandle(),
        )
        expect(offset).toBeLessThan(2 * viewport.height)
      }
      await showMoreDetails(dialog)
      const title = dialog.getByRole("heading", { level: 2 })
      const close = dialog.getByRole("button", { name: copy.closeLabel })
      const titleTop = (await title.boundingBox())!.y
      for (const position of ["middle", "end"] as const) {
        await dialog.evaluate((element, where) => {
          const body = element.querySelector("form")!.parentElement!
          body.scrollTop = where === "end" ? body.scrollHeight : body.scrollHeight / 2
        }, position)
        await expect(title).toBeInViewport()
        await expect(close).toBeInViewport()
        expect((await title.boundingBox())!.y).toBe(titleTop)
      }
      await expect(dialog.getByRole("button", { name: copy.submitLabel })).toBeInViewport()
      await expectNoAxeViolations(page, `${sheet.kind} dialog, details unfolded, scrolled to the end`)
      await close.click()
      await expect(dialog).toBeHidden()
    })
  }

  test("the catalog is a plain download: no form, the general catalog's PDF", ONE_WIDTH, async ({ page, request }) => {
    await visit(page, "/productos/proteccion-personal")
    const link = offerings(page).getByRole("link", { name: "Descargar catálogo general (PDF)" }).first()
    await expect(link).toHaveAttribute("href", "/descargas/catalogo-general.pdf")
    await expect(link).toHaveAttribute("download", "")
    const response = await request.get("/descargas/catalogo-general.pdf")
    expect(response.headers()["content-type"]).toContain("application/pdf")
    await expect(offerings(page).getByRole("button", { name: /catálogo/i })).toHaveCount(0)
  })

  test("unknown deep-link values are ignored", ONE_WIDTH, async ({ page }) => {
    await visit(page, "/productos/deteccion-de-gases?solicitud=regalo&producto=x")
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
    await expect(page.getByRole("dialog")).toHaveCount(0)
  })
})

import type { Page } from "@playwright/test"
import contactFormFile from "../content/contact-form.json"
import site from "../content/site.json"
import { withFacts } from "../src/lib/facts"
import { contactForm } from "./support/contact-form"
import { ONE_WIDTH, expect, test } from "./support/test"
import { visit } from "./support/visit"

/** The form's texts as the page shows them: the company's facts filled in (src/lib/facts.ts). */
const copy = withFacts(contactFormFile, site)

/** The contact form on /contacto: filling it: interests and their presets, the draft, the layout at each width. */
test.describe("contact form", () => {
  test("says near the button that the company answers within the business day", ONE_WIDTH, async ({ page }) => {
    await visit(page, "/contacto")
    await expect(page.getByText(copy.responseNote).last()).toBeVisible()
  })

  test("interests toggle on and off", ONE_WIDTH, async ({ page }) => {
    await visit(page, "/contacto")
    const alquiler = contactForm(page).interest("Alquiler")
    await alquiler.check()
    await expect(alquiler).toBeChecked()
    await alquiler.uncheck()
    await expect(alquiler).not.toBeChecked()
  })

  test("an interest is preset from the query string, also after a reload", ONE_WIDTH, async ({ page }) => {
    await visit(page, "/contacto?interes=servicio-tecnico")
    await expect(contactForm(page).interest("Servicio técnico")).toBeChecked()
    await expect(contactForm(page).interest("Compra")).not.toBeChecked()
    await page.reload()
    await expect(contactForm(page).interest("Servicio técnico")).toBeChecked()
  })

  test("unknown interests in the query string are ignored", ONE_WIDTH, async ({ page }) => {
    await visit(page, "/contacto?interes=regalo")
    for (const name of ["Compra", "Alquiler", "Servicio técnico"]) {
      await expect(contactForm(page).interest(name)).not.toBeChecked()
    }
  })

  test("an interest is preset from navigation state", ONE_WIDTH, async ({ page }) => {
    await visit(page, "/")
    await page.evaluate(() =>
      (window as unknown as { ___navigate: (to: string, options: object) => void }).___navigate("/contacto", {
        state: { interests: ["alquiler"] },
      }),
    )
    await expect(page).toHaveURL("/contacto")
    await expect(contactForm(page).interest("Alquiler")).toBeChecked()
    await expect(contactForm(page).interest("Compra")).not.toBeChecked()
  })

  test("a button that names an interest presets it", ONE_WIDTH, async ({ page }) => {
    await visit(page, "/alquiler")
    await page.getByRole("link", { name: "Consultar disponibilidad" }).first().click()
    await expect(page).toHaveURL("/contacto?interes=alquiler")
    await expect(contactForm(page).interest("Alquiler")).toBeChecked()
  })

  test("a draft survives leaving the page and coming back", ONE_WIDTH, async ({ page }) => {
    await visit(page, "/contacto")
    await contactForm(page).name.fill("Ana Pérez")
    await contactForm(page).message.fill("Mensaje que quedó a medio escribir")
    await contactForm(page).province.selectOption("Salta")
    await contactForm(page).interest("Compra").check()
    await page
      .getByRole("banner")
      .getByRole("link", { name: /Vigía Seguridad Industrial/ })
      .click()
    await expect(page).toHaveURL("/")
    await page.getByRole("banner").getByRole("link", { name: "Contactar" }).click()
    await expect(contactForm(page).name).toHaveValue("Ana Pérez")
    await expect(contactForm(page).message).toHaveValue("Mensaje que quedó a medio escribir")
    await expect(contactForm(page).province).toHaveValue("Salta")
    await expect(contactForm(page).interest("Compra")).toBeChecked()
    await expect(page.getByRole("status").filter({ hasText: copy.draftRestored })).toBeVisible()

    await page.reload()
    await expect(contactForm(page).name).toHaveValue("Ana Pérez")
  })

  test("two fields side by side line up within 2 px, also with an error under one of them", async ({
    page,
    layout,
  }) => {
    await visit(page, "/contacto")
    const f = contactForm(page)
    const top = async (locator: ReturnType<Page["getByRole"]>) => (await locator.boundingBox())!.y
    const expectAligned = async () => {
      if (layout === "mobile") return // one field under the other
      expect(Math.abs((await top(f.name)) - (await top(f.company)))).toBeLessThanOrEqual(2)
      expect(Math.abs((await top(f.email)) - (await top(f.phone)))).toBeLessThanOrEqual(2)
    }
    await expectAligned()
    await f.email.fill("ana@empresa")
    await f.email.blur()
    await expect(page.getByText(copy.errors.emailInvalid)).toBeVisible()
    await expectAligned()
  })

  test("on a phone, calling and WhatsApp are in the first screen, before the form; on the desktop beside it", async ({
    page,
    layout,
  }) => {
    await visit(page, "/contacto")
    const shortcuts = page.getByRole("navigation", { name: "Llamanos o escribinos ahora" })
    if (layout === "desktop") {
      await expect(shortcuts).toBeHidden()
      const details = page.getByRole("region", { name: "Datos de contacto" })
      await expect(details.getByRole("link", { name: /\+54 11/ })).toBeVisible()
      return
    }
    const call = shortcuts.getByRole("link", { name: "Llamar" })
    await expect(call).toHaveAttribute("href", /^tel:\+54/)
    await expect(shortcuts.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute("href", /^https:\/\/wa\.me\//)
    expect((await call.boundingBox())!.y).toBeLessThan((await contactForm(page).name.boundingBox())!.y)
    await expect(call).toBeInViewport()
    const callBox = (await call.boundingBox())!
    expect(callBox.y + callBox.height).toBeLessThanOrEqual(page.viewportSize()!.height)
  })
})

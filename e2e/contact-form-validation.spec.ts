import type { Page } from "@playwright/test"
import copy from "../content/contact-form.json"
import { expectNoAxeViolations } from "./support/axe"
import { contactForm, fillValid } from "./support/contact-form"
import { ONE_WIDTH, expect, test } from "./support/test"
import { visit } from "./support/visit"

/** The contact form on /contacto: the errors: each field's, SPEC §8's privacy toast, files refused, a huge paste. */
test.describe("contact form", () => {
  test(
    "an empty submit shows every error but the interests', focuses the first field and thanks nobody",
    ONE_WIDTH,
    async ({ page }) => {
      await visit(page, "/contacto")
      const f = contactForm(page)
      await f.submit.click()
      await expect(f.name).toBeFocused()
      await expect(f.name).toHaveAttribute("aria-invalid", "true")
      await expect(page.getByText(copy.errors.nameRequired)).toBeVisible()
      await expect(page.getByText(copy.errors.emailRequired)).toBeVisible()
      await expect(page.getByText(copy.errors.phoneRequired)).toBeVisible()
      await expect(page.getByText(copy.errors.provinceRequired)).toBeVisible()
      // SPEC §5: the interests are labelled required, but not enforced.
      await expect(f.interest("Compra")).not.toHaveAttribute("aria-invalid")
      await expect(page.getByText(copy.errors.messageRequired)).toBeVisible()
      await expect(page.getByText(copy.errors.privacyRequired)).toBeVisible()
      // SPEC §8's sentence first; then every wrong field by its label, and where the cursor is.
      const toast = f.toasts.locator("[data-toast-variant='destructive']")
      await expect(toast).toContainText("Error de validación")
      await expect(toast.locator("p").last()).toHaveText(
        "Debes aceptar la política de privacidad.\nRevisá estos 5 campos: Nombre y apellido, Correo electrónico, " +
          "Teléfono, Provincia y Mensaje. Ya dejamos el cursor en el primero.",
      )
      await expect(f.toasts.getByText("¡Gracias!")).toHaveCount(0)
      await expectNoAxeViolations(page, "errors shown")
    },
  )

  const singleErrors: Array<
    [string, (page: Page) => Promise<unknown>, string, (page: Page) => ReturnType<Page["getByRole"]>]
  > = [
    ["name", (page) => contactForm(page).name.fill(""), copy.errors.nameRequired, (page) => contactForm(page).name],
    [
      "e-mail format",
      (page) => contactForm(page).email.fill("ana@empresa"),
      copy.errors.emailInvalid,
      (page) => contactForm(page).email,
    ],
    [
      "phone",
      (page) => contactForm(page).phone.fill("   "),
      copy.errors.phoneRequired,
      (page) => contactForm(page).phone,
    ],
    [
      "province",
      (page) => contactForm(page).province.selectOption(""),
      copy.errors.provinceRequired,
      (page) => contactForm(page).province,
    ],
    [
      "message too short",
      (page) => contactForm(page).message.fill("Hola 👋"),
      "El mensaje es muy corto: escribí al menos 10 caracteres (ahora tiene 6).",
      (page) => contactForm(page).message,
    ],
    [
      "message too long",
      (page) => contactForm(page).message.fill("a".repeat(1001)),
      "El mensaje supera los 1000 caracteres (ahora tiene 1001). Acortalo para poder enviarlo.",
      (page) => contactForm(page).message,
    ],
  ]

  for (const [name, breakIt, message, control] of singleErrors) {
    test(`only the ${name} is wrong: its error alone, focus on it, everything kept`, ONE_WIDTH, async ({ page }) => {
      await visit(page, "/contacto")
      await fillValid(page)
      await breakIt(page)
      await contactForm(page).submit.click()
      await expect(control(page)).toBeFocused()
      await expect(control(page)).toHaveAttribute("aria-invalid", "true")
      await expect(page.getByText(message)).toBeVisible()
      await expect(page.locator('[aria-invalid="true"]')).toHaveCount(1)
      await expect(contactForm(page).company).toHaveValue("Petrolera del Sur S.A.")
      await expect(contactForm(page).privacy).toBeChecked()
      await expect(contactForm(page).toasts.getByText("¡Gracias!")).toHaveCount(0)
    })
  }

  test("privacy not accepted: SPEC §8's toast, word for word, and nothing lost", ONE_WIDTH, async ({ page }) => {
    await visit(page, "/contacto")
    await fillValid(page)
    await contactForm(page).privacy.uncheck()
    await contactForm(page).submit.click()
    const toast = contactForm(page).toasts.locator("[data-toast-variant='destructive']")
    await expect(toast).toContainText("Error de validación")
    await expect(toast).toHaveText(/^Error de validación\s*Debes aceptar la política de privacidad\.$/)
    await expect(contactForm(page).privacy).toBeFocused()
    await expect(contactForm(page).name).toHaveValue("Ana Pérez")
  })

  test("a file of another type is refused with a clear message, keeping the rest", ONE_WIDTH, async ({ page }) => {
    await visit(page, "/contacto")
    await fillValid(page)
    await contactForm(page).file.setInputFiles({
      name: "instalador.exe",
      mimeType: "application/x-msdownload",
      buffer: Buffer.from("MZ"),
    })
    await expect(
      page.getByText("No podemos recibir «instalador.exe»: adjuntá un archivo PDF, JPG, PNG, Word o Excel."),
    ).toBeVisible()
    await expect(contactForm(page).file).toHaveAttribute("aria-invalid", "true")
    await expect(page.getByText("Ningún archivo elegido")).toBeVisible()
    await expect(contactForm(page).name).toHaveValue("Ana Pérez")
    await expect(contactForm(page).message).toHaveValue(/diez detectores/)
  })

  test("a file over 10 MB is refused with a clear message, keeping the rest", ONE_WIDTH, async ({ page }) => {
    await visit(page, "/contacto")
    await fillValid(page)
    await contactForm(page).file.setInputFiles({
      name: "planos.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.alloc(10 * 1024 * 1024 + 1),
    })
    await expect(
      page.getByText("«planos.pdf» pesa 10,0 MB y el máximo es 10 MB. Adjuntá un archivo más liviano."),
    ).toBeVisible()
    await expect(contactForm(page).email).toHaveValue("ana.perez@petroleradelsur.com.ar")
  })

  test("100 000 pasted characters and emoji do not break the page", async ({ page, layout }) => {
    await visit(page, "/contacto")
    await contactForm(page).message.fill(`${"👷‍♀️🦺".repeat(50)}${"x".repeat(100_000)}`)
    await expect(page.getByText("100100 de 1000 caracteres")).toBeVisible()
    await contactForm(page).submit.click()
    await expect(page.getByText("(ahora tiene 100100)", { exact: false })).toBeVisible()
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow, `horizontal overflow at ${layout}`).toBe(0)
  })
})

import type { Page } from "@playwright/test"
import copy from "../content/contact-form.json"
import leads from "../content/leads.json"
import { PDF_BYTES } from "../test/zip"
import { REFERENCE_PATTERN } from "../src/lib/leads/reference"
import { expectNoAxeViolations } from "./support/axe"
import { storedLead } from "./support/lead-store"
import { mailsFor, waitForMail } from "./support/mailbox"
import { startStaticServer } from "./support/static-server"
import { ONE_WIDTH, expect, test } from "./support/test"
import { visit } from "./support/visit"

/** The server takes a request sent less than 3 s after the form appeared for a bot's: time moves on first. */
const FILL_TIME_MS = 4000
const REFERENCE = new RegExp(REFERENCE_PATTERN)

const PDF = {
  name: "pliego.pdf",
  mimeType: "application/pdf",
  buffer: PDF_BYTES,
}

const form = (page: Page) => ({
  name: page.getByRole("textbox", { name: /Nombre y apellido/ }),
  company: page.getByRole("textbox", { name: /Empresa/ }),
  email: page.getByRole("textbox", { name: /Correo electrónico/ }),
  phone: page.getByRole("textbox", { name: /Teléfono/ }),
  province: page.getByRole("combobox", { name: /Provincia/ }),
  message: page.getByRole("textbox", { name: /Mensaje/ }),
  privacy: page.getByRole("checkbox", { name: /política de privacidad/ }),
  interest: (name: string) => page.getByRole("checkbox", { name, exact: true }),
  file: page.getByLabel(/Archivo adjunto/),
  submit: page.getByRole("button", { name: "Enviar consulta" }),
  toasts: page.getByRole("region", { name: "Notificaciones" }),
})

async function fillValid(page: Page) {
  const f = form(page)
  await f.name.fill("Ana Pérez")
  await f.company.fill("Petrolera del Sur S.A.")
  await f.email.fill("ana.perez@petroleradelsur.com.ar")
  await f.phone.fill("+54 299 400-0000")
  await f.province.selectOption("Neuquén")
  await f.interest("Compra").check()
  await f.message.fill("Necesitamos cotizar diez detectores multigas para una parada de planta.")
  await f.privacy.check()
}

test.describe("contact form", () => {
  test(
    "an empty submit shows every error but the interests', focuses the first field and thanks nobody",
    ONE_WIDTH,
    async ({ page }) => {
      await visit(page, "/contacto")
      const f = form(page)
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
    ["name", (page) => form(page).name.fill(""), copy.errors.nameRequired, (page) => form(page).name],
    [
      "e-mail format",
      (page) => form(page).email.fill("ana@empresa"),
      copy.errors.emailInvalid,
      (page) => form(page).email,
    ],
    ["phone", (page) => form(page).phone.fill("   "), copy.errors.phoneRequired, (page) => form(page).phone],
    [
      "province",
      (page) => form(page).province.selectOption(""),
      copy.errors.provinceRequired,
      (page) => form(page).province,
    ],
    [
      "message too short",
      (page) => form(page).message.fill("Hola 👋"),
      "El mensaje es muy corto: escribí al menos 10 caracteres (ahora tiene 6).",
      (page) => form(page).message,
    ],
    [
      "message too long",
      (page) => form(page).message.fill("a".repeat(1001)),
      "El mensaje supera los 1000 caracteres (ahora tiene 1001). Acortalo para poder enviarlo.",
      (page) => form(page).message,
    ],
  ]

  for (const [name, breakIt, message, control] of singleErrors) {
    test(`only the ${name} is wrong: its error alone, focus on it, everything kept`, ONE_WIDTH, async ({ page }) => {
      await visit(page, "/contacto")
      await fillValid(page)
      await breakIt(page)
      await form(page).submit.click()
      await expect(control(page)).toBeFocused()
      await expect(control(page)).toHaveAttribute("aria-invalid", "true")
      await expect(page.getByText(message)).toBeVisible()
      await expect(page.locator('[aria-invalid="true"]')).toHaveCount(1)
      await expect(form(page).company).toHaveValue("Petrolera del Sur S.A.")
      await expect(form(page).privacy).toBeChecked()
      await expect(form(page).toasts.getByText("¡Gracias!")).toHaveCount(0)
    })
  }

  test("privacy not accepted: SPEC §8's toast, word for word, and nothing lost", ONE_WIDTH, async ({ page }) => {
    await visit(page, "/contacto")
    await fillValid(page)
    await form(page).privacy.uncheck()
    await form(page).submit.click()
    const toast = form(page).toasts.locator("[data-toast-variant='destructive']")
    await expect(toast).toContainText("Error de validación")
    await expect(toast).toHaveText(/^Error de validación\s*Debes aceptar la política de privacidad\.$/)
    await expect(form(page).privacy).toBeFocused()
    await expect(form(page).name).toHaveValue("Ana Pérez")
  })

  test(
    "a request with a file reaches the team: one e-mail with every field, its number and the file",
    ONE_WIDTH,
    async ({ page, layout }) => {
      await page.clock.install()
      await visit(page, "/contacto")
      const f = form(page)
      await fillValid(page)
      const name = `Ana Pérez ${layout}`
      await f.name.fill(name)
      await f.interest("Servicio técnico").check()
      await f.file.setInputFiles(PDF)
      await page.clock.fastForward(FILL_TIME_MS)
      await f.submit.click()
      const toast = f.toasts.locator("[data-toast-variant='success']")
      await expect(toast).toContainText("¡Gracias!")
      await expect(toast).toContainText("Te contactaremos a la brevedad.")
      await expect(toast).toContainText(new RegExp(`Número de consulta: ${REFERENCE_PATTERN}`))
      const reference = REFERENCE.exec((await toast.textContent()) ?? "")![0]

      const mail = await waitForMail(reference)
      expect(await mailsFor(reference)).toHaveLength(1)
      const kindLabel = leads.kindLabels.find((entry) => entry.kind === "contacto")!.label
      expect(mail.subject).toContain(kindLabel)
      for (const value of [
        reference,
        name,
        "Petrolera del Sur S.A.",
        "ana.perez@petroleradelsur.com.ar",
        "+54 299 400-0000",
        "Neuquén",
        "Compra, Servicio técnico",
        "Necesitamos cotizar diez detectores multigas para una parada de planta.",
      ]) {
        expect(mail.text).toContain(value)
      }
      expect(mail.attachments).toHaveLength(1)
      expect(mail.attachments[0]).toMatchObject({ filename: "pliego.pdf", contentType: "application/pdf" })
      expect(mail.attachments[0].content.equals(PDF.buffer)).toBe(true)
      await expect.poll(() => storedLead(reference)?.status).toBe("delivered")
      expect(storedLead(reference)).toMatchObject({ kind: kindLabel, name, company: "Petrolera del Sur S.A." })

      await expect(f.name).toHaveValue("")
      await expect(f.message).toHaveValue("")
      await expect(f.province).toHaveValue("")
      await expect(f.privacy).not.toBeChecked()
      await expect(f.interest("Compra")).not.toBeChecked()
      await expect(page.getByText(copy.noFileLabel)).toBeVisible()
      await page.reload()
      await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" })
      await expect(f.name).toHaveValue("")
    },
  )

  test(
    "served as plain static files (no functions), a send fails: the hand-off, and every field kept",
    ONE_WIDTH,
    async ({ page }) => {
      const site = await startStaticServer()
      try {
        await visit(page, `${site.url}/contacto`)
        const f = form(page)
        await fillValid(page)
        await f.interest("Alquiler").check()
        await f.file.setInputFiles(PDF)
        await f.submit.click()
        const toast = f.toasts.locator("[data-toast-variant='destructive']")
        await expect(toast).toContainText(copy.failureToast.title)
        const handoff = page.getByRole("alert").filter({ hasText: copy.failures.unavailable })
        await expect(handoff).toBeVisible()
        await expect(handoff).toContainText(copy.handoff.attachmentNote)
        const whatsapp = handoff.getByRole("link", { name: new RegExp(copy.handoff.whatsappLabel) })
        expect(decodeURIComponent((await whatsapp.getAttribute("href")) ?? "")).toContain("Petrolera del Sur S.A.")
        await expect(handoff.getByRole("link", { name: copy.handoff.emailLabel })).toHaveAttribute("href", /^mailto:/)
        await expect(f.name).toHaveValue("Ana Pérez")
        await expect(f.company).toHaveValue("Petrolera del Sur S.A.")
        await expect(f.email).toHaveValue("ana.perez@petroleradelsur.com.ar")
        await expect(f.phone).toHaveValue("+54 299 400-0000")
        await expect(f.province).toHaveValue("Neuquén")
        await expect(f.message).toHaveValue(/diez detectores/)
        await expect(f.interest("Alquiler")).toBeChecked()
        await expect(f.privacy).toBeChecked()
        await expect(page.getByText("pliego.pdf").first()).toBeVisible()
        await expect(f.toasts.getByText("¡Gracias!")).toHaveCount(0)
        await expectNoAxeViolations(page, "failed send")
      } finally {
        await site.close()
      }
    },
  )

  test("says near the button that the company answers within the business day", ONE_WIDTH, async ({ page }) => {
    await visit(page, "/contacto")
    await expect(page.getByText(copy.responseNote).last()).toBeVisible()
  })

  test("interests toggle on and off", ONE_WIDTH, async ({ page }) => {
    await visit(page, "/contacto")
    const alquiler = form(page).interest("Alquiler")
    await alquiler.check()
    await expect(alquiler).toBeChecked()
    await alquiler.uncheck()
    await expect(alquiler).not.toBeChecked()
  })

  test("an interest is preset from the query string, also after a reload", ONE_WIDTH, async ({ page }) => {
    await visit(page, "/contacto?interes=servicio-tecnico")
    await expect(form(page).interest("Servicio técnico")).toBeChecked()
    await expect(form(page).interest("Compra")).not.toBeChecked()
    await page.reload()
    await expect(form(page).interest("Servicio técnico")).toBeChecked()
  })

  test("unknown interests in the query string are ignored", ONE_WIDTH, async ({ page }) => {
    await visit(page, "/contacto?interes=regalo")
    for (const name of ["Compra", "Alquiler", "Servicio técnico"]) {
      await expect(form(page).interest(name)).not.toBeChecked()
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
    await expect(form(page).interest("Alquiler")).toBeChecked()
    await expect(form(page).interest("Compra")).not.toBeChecked()
  })

  test("a button that names an interest presets it", ONE_WIDTH, async ({ page }) => {
    await visit(page, "/alquiler")
    await page.getByRole("link", { name: "Consultar disponibilidad" }).first().click()
    await expect(page).toHaveURL("/contacto?interes=alquiler")
    await expect(form(page).interest("Alquiler")).toBeChecked()
  })

  test("a draft survives leaving the page and coming back", ONE_WIDTH, async ({ page }) => {
    await visit(page, "/contacto")
    await form(page).name.fill("Ana Pérez")
    await form(page).message.fill("Mensaje que quedó a medio escribir")
    await form(page).province.selectOption("Salta")
    await form(page).interest("Compra").check()
    await page
      .getByRole("banner")
      .getByRole("link", { name: /Vigía Seguridad Industrial/ })
      .click()
    await expect(page).toHaveURL("/")
    await page.getByRole("banner").getByRole("link", { name: "Contactar" }).click()
    await expect(form(page).name).toHaveValue("Ana Pérez")
    await expect(form(page).message).toHaveValue("Mensaje que quedó a medio escribir")
    await expect(form(page).province).toHaveValue("Salta")
    await expect(form(page).interest("Compra")).toBeChecked()
    await expect(page.getByRole("status").filter({ hasText: copy.draftRestored })).toBeVisible()

    await page.reload()
    await expect(form(page).name).toHaveValue("Ana Pérez")
  })

  test("a file of another type is refused with a clear message, keeping the rest", ONE_WIDTH, async ({ page }) => {
    await visit(page, "/contacto")
    await fillValid(page)
    await form(page).file.setInputFiles({
      name: "instalador.exe",
      mimeType: "application/x-msdownload",
      buffer: Buffer.from("MZ"),
    })
    await expect(
      page.getByText("No podemos recibir «instalador.exe»: adjuntá un archivo PDF, JPG, PNG, Word o Excel."),
    ).toBeVisible()
    await expect(form(page).file).toHaveAttribute("aria-invalid", "true")
    await expect(page.getByText("Ningún archivo elegido")).toBeVisible()
    await expect(form(page).name).toHaveValue("Ana Pérez")
    await expect(form(page).message).toHaveValue(/diez detectores/)
  })

  test("a file over 10 MB is refused with a clear message, keeping the rest", ONE_WIDTH, async ({ page }) => {
    await visit(page, "/contacto")
    await fillValid(page)
    await form(page).file.setInputFiles({
      name: "planos.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.alloc(10 * 1024 * 1024 + 1),
    })
    await expect(
      page.getByText("«planos.pdf» pesa 10,0 MB y el máximo es 10 MB. Adjuntá un archivo más liviano."),
    ).toBeVisible()
    await expect(form(page).email).toHaveValue("ana.perez@petroleradelsur.com.ar")
  })

  test("markup and script typed into the fields are shown and sent as text", ONE_WIDTH, async ({ page }) => {
    const dialogs: string[] = []
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    const hostile = '<script>alert("xss")</script><img src=x onerror=alert(1)>'
    await page.clock.install()
    await visit(page, "/contacto")
    await fillValid(page)
    await form(page).name.fill(hostile)
    await form(page).message.fill(`${hostile} necesito un detector`)
    await form(page).file.setInputFiles({ name: "<b>x</b>.exe", mimeType: "", buffer: Buffer.from("x") })
    await expect(page.getByText("No podemos recibir «<b>x</b>.exe»", { exact: false })).toBeVisible()
    await page.clock.fastForward(FILL_TIME_MS)
    await form(page).submit.click()
    const toast = form(page).toasts.locator("[data-toast-variant='success']")
    await expect(toast).toContainText(REFERENCE)
    const mail = await waitForMail(REFERENCE.exec((await toast.textContent()) ?? "")![0])
    expect(mail.text).toContain(hostile)
    expect(dialogs).toEqual([])
    await expect(page.locator("img[src='x']")).toHaveCount(0)
  })

  test("100 000 pasted characters and emoji do not break the page", async ({ page, layout }) => {
    await visit(page, "/contacto")
    await form(page).message.fill(`${"👷‍♀️🦺".repeat(50)}${"x".repeat(100_000)}`)
    await expect(page.getByText("100100 de 1000 caracteres")).toBeVisible()
    await form(page).submit.click()
    await expect(page.getByText("(ahora tiene 100100)", { exact: false })).toBeVisible()
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow, `horizontal overflow at ${layout}`).toBe(0)
  })

  test("works with the keyboard alone", async ({ page }) => {
    await page.clock.install()
    await visit(page, "/contacto")
    const f = form(page)
    await f.name.focus()
    await page.keyboard.type("Ana Pérez")
    await page.keyboard.press("Tab")
    await expect(f.company).toBeFocused()
    await page.keyboard.type("Particular")
    await page.keyboard.press("Tab")
    await expect(f.email).toBeFocused()
    await page.keyboard.type("ana@empresa.com.ar")
    await page.keyboard.press("Tab")
    await expect(f.phone).toBeFocused()
    await page.keyboard.type("11 4000 0000")
    await page.keyboard.press("Tab")
    await expect(f.province).toBeFocused()
    await f.province.selectOption("Mendoza") // a native select: its own keyboard handling picks an option
    await page.keyboard.press("Tab")
    await expect(f.interest("Compra")).toBeFocused()
    await page.keyboard.press("Space")
    await expect(f.interest("Compra")).toBeChecked()
    await page.keyboard.press("Tab")
    await page.keyboard.press("Space")
    await expect(f.interest("Alquiler")).toBeChecked()
    await page.keyboard.press("Space")
    await expect(f.interest("Alquiler")).not.toBeChecked()
    await page.keyboard.press("Tab")
    await expect(f.interest("Servicio técnico")).toBeFocused()
    await page.keyboard.press("Tab")
    await expect(f.message).toBeFocused()
    await page.keyboard.type("Quiero alquilar un alcoholímetro por una semana.")
    await page.keyboard.press("Tab")
    await expect(f.file).toBeFocused()
    await page.keyboard.press("Tab")
    await expect(f.privacy).toBeFocused()
    await page.keyboard.press("Space")
    await expect(f.privacy).toBeChecked()
    await page.keyboard.press("Tab") // the policy link inside the label
    await page.keyboard.press("Tab")
    await expect(f.submit).toBeFocused()
    await page.clock.fastForward(FILL_TIME_MS)
    await page.keyboard.press("Enter")
    await expect(f.toasts.getByText("¡Gracias!")).toBeVisible()
    await expect(f.toasts.getByText(REFERENCE)).toBeVisible()
  })

  test("two fields side by side line up within 2 px, also with an error under one of them", async ({
    page,
    layout,
  }) => {
    await visit(page, "/contacto")
    const f = form(page)
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
    expect((await call.boundingBox())!.y).toBeLessThan((await form(page).name.boundingBox())!.y)
    await expect(call).toBeInViewport()
    const callBox = (await call.boundingBox())!
    expect(callBox.y + callBox.height).toBeLessThanOrEqual(page.viewportSize()!.height)
  })
})

import copy from "../content/contact-form.json"
import leads from "../content/leads.json"
import { serveBuild } from "../test/site-server"
import { REFERENCE_PATTERN } from "../src/lib/leads/reference"
import { expectNoAxeViolations } from "./support/axe"
import { FILL_TIME_MS, PDF, REFERENCE, contactForm, fillValid } from "./support/contact-form"
import { storedLead } from "./support/lead-store"
import { mailsFor, waitForMail } from "./support/mailbox"
import { ONE_WIDTH, expect, test } from "./support/test"
import { visit } from "./support/visit"

/**
 * The contact form on /contacto beyond what SPEC §3–§5 and §8 state (e2e/spec/s3-s8-contact-form.spec.ts pins
 * those; each field's rules are the component's tests): a request with its file reaching the team, markup kept
 * as text, a failed send handed over, the keyboard alone, the draft, and the layout at each width.
 */
test.describe("contact form", () => {
  test(
    "a request with a file reaches the team: one e-mail with every field, its number and the file; markup typed stays text",
    ONE_WIDTH,
    async ({ page }) => {
      const dialogs: string[] = []
      page.on("dialog", (dialog) => {
        dialogs.push(dialog.message())
        void dialog.dismiss()
      })
      const hostile = '<script>alert("xss")</script><img src=x onerror=alert(1)>'
      await page.clock.install()
      await visit(page, "/contacto")
      const f = contactForm(page)
      await fillValid(page)
      const name = `Ana Pérez ${hostile}`
      await f.name.fill(name)
      await f.interest("Servicio técnico").check()
      // A refused file names itself as text, then a PDF goes with the request.
      await f.file.setInputFiles({ name: "<b>x</b>.exe", mimeType: "", buffer: Buffer.from("x") })
      await expect(page.getByText("No podemos recibir «<b>x</b>.exe»", { exact: false })).toBeVisible()
      await f.file.setInputFiles(PDF)
      await page.clock.fastForward(FILL_TIME_MS)
      await f.submit.click()
      const toast = f.toasts.locator("[data-toast-variant='success']")
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
      expect(dialogs).toEqual([])
      await expect(page.locator("img[src='x']")).toHaveCount(0)

      // Sent: the form empties, and stays empty after a reload.
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
      const site = await serveBuild()
      try {
        await visit(page, `${site.url}/contacto`)
        const f = contactForm(page)
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

  test("works with the keyboard alone", ONE_WIDTH, async ({ page }) => {
    await page.clock.install()
    await visit(page, "/contacto")
    const f = contactForm(page)
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

  test(
    "a page's button presets its interest, in the address and after a reload; a draft survives leaving and coming back",
    ONE_WIDTH,
    async ({ page }) => {
      await visit(page, "/alquiler")
      await page.getByRole("link", { name: "Consultar disponibilidad" }).first().click()
      await expect(page).toHaveURL("/contacto?interes=alquiler")
      const f = contactForm(page)
      await expect(f.interest("Alquiler")).toBeChecked()
      await expect(f.interest("Compra")).not.toBeChecked()
      await f.name.fill("Ana Pérez")
      await f.message.fill("Mensaje que quedó a medio escribir")
      await f.province.selectOption("Salta")
      await f.interest("Compra").check()
      await page
        .getByRole("banner")
        .getByRole("link", { name: /Vigía Seguridad Industrial/ })
        .click()
      await expect(page).toHaveURL("/")
      await page.getByRole("banner").getByRole("link", { name: "Contactar" }).click()
      await expect(f.name).toHaveValue("Ana Pérez")
      await expect(f.message).toHaveValue("Mensaje que quedó a medio escribir")
      await expect(f.province).toHaveValue("Salta")
      await expect(f.interest("Compra")).toBeChecked()
      await expect(f.interest("Alquiler")).toBeChecked()
      await expect(page.getByRole("status").filter({ hasText: copy.draftRestored })).toBeVisible()
      await page.reload()
      await expect(f.name).toHaveValue("Ana Pérez")
      await expect(f.interest("Alquiler")).toBeChecked()
    },
  )

  test("its layout: on a phone calling and WhatsApp before the form; wide, fields side by side aligned, errors or not; 100 000 pasted characters never widen the page", async ({
    page,
    layout,
  }) => {
    await visit(page, "/contacto")
    const f = contactForm(page)
    const shortcuts = page.getByRole("navigation", { name: "Llamanos o escribinos ahora" })
    const top = async (locator: typeof f.name) => (await locator.boundingBox())!.y
    if (layout === "mobile") {
      const call = shortcuts.getByRole("link", { name: "Llamar" })
      await expect(call).toHaveAttribute("href", /^tel:\+54/)
      await expect(shortcuts.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute("href", /^https:\/\/wa\.me\//)
      expect((await call.boundingBox())!.y).toBeLessThan(await top(f.name))
      const callBox = (await call.boundingBox())!
      expect(callBox.y + callBox.height).toBeLessThanOrEqual(page.viewportSize()!.height)
    } else {
      await expect(shortcuts).toBeHidden()
      await expect(
        page.getByRole("region", { name: "Datos de contacto" }).getByRole("link", { name: /\+54 11/ }),
      ).toBeVisible()
      const expectAligned = async () => {
        expect(Math.abs((await top(f.name)) - (await top(f.company)))).toBeLessThanOrEqual(2)
        expect(Math.abs((await top(f.email)) - (await top(f.phone)))).toBeLessThanOrEqual(2)
      }
      await expectAligned()
      await f.email.fill("ana@empresa")
      await f.email.blur()
      await expect(page.getByText(copy.errors.emailInvalid)).toBeVisible()
      await expectAligned()
    }
    await f.message.fill(`${"👷‍♀️🦺".repeat(50)}${"x".repeat(100_000)}`)
    await expect(page.getByText("100100 de 1000 caracteres")).toBeVisible()
    await f.submit.click()
    await expect(page.getByText("(ahora tiene 100100)", { exact: false })).toBeVisible()
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow, `horizontal overflow at ${layout}`).toBe(0)
  })
})

import chat from "../content/chat.json"
import { REFERENCE_PATTERN } from "../src/lib/leads/reference"
import leads from "../content/leads.json"
import { expectNoAxeViolations } from "./support/axe"
import { answer, openChat, pick } from "./support/chat-ui"
import { storedLead } from "./support/lead-store"
import { mailsFor, waitForMail } from "./support/mailbox"
import { ONE_WIDTH, expect, test } from "./support/test"
import { visit } from "./support/visit"

/** The chat assistant: the lead it collects: consent, the team's e-mail, the contact form filled with the answers. */
test.describe("chat assistant", () => {
  test(
    "the full lead capture asks consent, reaches the team by e-mail, its toast stays within the panel clear of its title and close button, its number stays in the conversation, then the contact form is prefilled",
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
      await expect(ui.options).toHaveText(["Compra", "Alquiler", "Servicio Técnico", "Volver al inicio"])
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
      // Issue #43: the success message covers neither the panel's title nor its close button, from a small phone
      // (320 px, the sheet) to a laptop (the floating panel); read while the toast shows (6 s), at each width in turn.
      for (const width of [390, 320, 1024, 1280]) {
        await page.setViewportSize({ width, height: width < 1024 ? 844 : 800 })
        // Read once the panel and the toast have settled at the new width (the panel changes form at 1024 px).
        for (const control of [
          ui.panel.getByRole("heading", { name: chat.title }),
          ui.panel.getByRole("button", { name: chat.closeLabel }),
        ])
          await expect(async () => {
            const box = (await control.boundingBox())!
            const onTop = await page.evaluate(
              ([x, y]) => document.elementFromPoint(x, y)?.closest('[role="dialog"]') !== null,
              [box.x + box.width / 2, box.y + box.height / 2],
            )
            expect(onTop, `at ${width} px, the panel's own title bar is on top at its centre`).toBe(true)
            const toastBox = (await toasts.locator("[data-toast-variant]").last().boundingBox())!
            const clear =
              toastBox.y >= box.y + box.height ||
              toastBox.x + toastBox.width <= box.x ||
              toastBox.x >= box.x + box.width
            expect(clear, `at ${width} px, the toast leaves the panel's title bar`).toBe(true)
            // Issue #53: the toast stays within the panel's width.
            const panel = (await ui.panel.boundingBox())!
            expect(toastBox.x, `at ${width} px, the toast inside the panel`).toBeGreaterThanOrEqual(panel.x - 1)
            expect(toastBox.x + toastBox.width).toBeLessThanOrEqual(panel.x + panel.width + 1)
          }).toPass({ timeout: 2_000 })
      }
      await page.setViewportSize({ width: 390, height: 844 })
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

      // Issue #53: the number stays in the conversation after the toast; nothing invites the same request again.
      const kept = ui.log.locator("[data-lead-reference]")
      await expect(kept).toContainText(reference)
      await expect(toasts.locator("[data-toast-variant]")).toHaveCount(0, { timeout: 10_000 })
      await expect(kept).toBeVisible()
      await expect(ui.options).toHaveText(["Volver al inicio"])

      await visit(page, "/contacto?interes=alquiler")
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
})

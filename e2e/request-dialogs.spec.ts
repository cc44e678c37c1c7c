import leads from "../content/leads.json"
import copy from "../content/request-dialogs.json"
import { REFERENCE_PATTERN } from "../src/lib/leads/reference"
import { expectNoAxeViolations } from "./support/axe"
import { mailsFor, waitForMail } from "./support/mailbox"
import {
  FILL_TIME_MS,
  contact,
  contactLines,
  dayFromToday,
  dialogNamed,
  fillContact,
  message,
  offerings,
  referenceIn,
  showMoreDetails,
  tabTo,
} from "./support/request-dialogs"
import type { Locator } from "@playwright/test"
import { ONE_WIDTH, expect, test } from "./support/test"
import { visit } from "./support/visit"

/** Each kind of request dialog sent as a visitor sends it: by pointer and by keyboard, and closed again. */

interface KindCase {
  kind: string
  path: string
  button: string
  product: string
  fill: (dialog: Locator) => Promise<void>
  /** What the e-mail must say: the value of every field sent, as the team reads it. */
  expected: string[]
}

const CASES: KindCase[] = [
  {
    kind: "cotizacion",
    path: "/productos/deteccion-de-gases",
    button: "Solicitar cotización",
    product: "Detectores personales monogás",
    fill: async (dialog) => {
      await showMoreDetails(dialog)
      await dialog.getByLabel(/Cantidad/).fill("12")
      await dialog.getByLabel(/CUIT/).fill("20-12345678-6")
      await fillContact(dialog)
      await dialog.getByLabel(/Mensaje/).fill(message)
    },
    expected: ["12", "20-12345678-6", ...contactLines],
  },
  {
    kind: "alquiler",
    path: "/productos/deteccion-de-gases",
    button: "Consultar alquiler",
    product: "Detectores portátiles de 4 gases",
    fill: async (dialog) => {
      await showMoreDetails(dialog)
      await dialog.getByLabel(/Cantidad/).fill("4")
      await dialog.getByRole("radio", { name: "Por semana" }).check()
      await dialog.getByLabel(/^Desde/).fill(dayFromToday(10))
      await dialog.getByLabel(/^Hasta/).fill(dayFromToday(24))
      await dialog.getByLabel(/Lugar de entrega/).fill("Ruta 7 km 1200, Añelo")
      await dialog.getByRole("radio", { name: "Sí" }).check()
      await fillContact(dialog)
      await dialog.getByLabel(/Mensaje/).fill(message)
    },
    expected: ["4", "Por semana", dayFromToday(10), dayFromToday(24), "Ruta 7 km 1200, Añelo", "Sí", ...contactLines],
  },
  {
    kind: "relevamiento",
    path: "/productos/deteccion-de-gases",
    button: "Solicitar relevamiento",
    product: "Sistemas fijos con controlador",
    fill: async (dialog) => {
      await showMoreDetails(dialog)
      await dialog.getByLabel(/Planta o establecimiento/).fill("Frigorífico La Pampa, planta 2")
      await dialog.getByLabel(/^Localidad/).fill("General Pico")
      await dialog.getByLabel(/Provincia/).selectOption("La Pampa")
      await dialog.getByLabel(/Qué necesitás medir/).fill("Amoníaco en la sala de máquinas y cámaras")
      await dialog.getByLabel(/Fecha preferida/).fill(dayFromToday(7))
      await fillContact(dialog, { withPhone: false })
      await dialog.getByLabel(/Teléfono/).fill(contact.phone)
      await dialog.getByLabel(/Mensaje/).fill(message)
    },
    expected: [
      "Frigorífico La Pampa, planta 2",
      "General Pico",
      "La Pampa",
      "Amoníaco en la sala de máquinas y cámaras",
      dayFromToday(7),
      contact.name,
      contact.email,
      contact.phone,
      message,
    ],
  },
  {
    kind: "demo",
    path: "/productos/deteccion-de-gases",
    button: "Solicitar demostración",
    product: "Detectores portátiles de 4 gases",
    fill: async (dialog) => {
      await showMoreDetails(dialog)
      await dialog.getByLabel(/Lugar de la demostración/).fill("Parque Industrial Neuquén, calle 5")
      await dialog.getByLabel(/Fecha preferida/).fill(dayFromToday(14))
      await fillContact(dialog)
      await dialog.getByLabel(/Mensaje/).fill(message)
    },
    expected: ["Parque Industrial Neuquén, calle 5", dayFromToday(14), ...contactLines],
  },
  {
    kind: "servicio-tecnico",
    path: "/servicio-tecnico",
    button: "Solicitar servicio técnico",
    product: "Calibración y Mantenimiento",
    fill: async (dialog) => {
      await showMoreDetails(dialog)
      await dialog.getByLabel(/Marca y modelo/).fill("Detector multigas de cuatro sensores")
      await dialog.getByLabel(/Número de serie/).fill("SN-0042-17")
      await dialog.getByRole("checkbox", { name: "Calibración" }).check()
      await dialog.getByRole("checkbox", { name: "Repuestos" }).check()
      await dialog.getByLabel(/última calibración/).fill(dayFromToday(-200))
      await dialog.getByRole("radio", { name: "Retiro en tu empresa" }).check()
      await fillContact(dialog)
      await dialog.getByLabel(/Mensaje/).fill(message)
    },
    expected: [
      "Detector multigas de cuatro sensores",
      "SN-0042-17",
      "Calibración, Repuestos",
      dayFromToday(-200),
      ...contactLines,
    ],
  },
]

test.describe("request dialogs", () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install()
  })

  for (const item of CASES) {
    test(
      `${item.kind}: opens from its button, sends, and the team gets one e-mail with every field`,
      ONE_WIDTH,
      async ({ page }) => {
        await visit(page, item.path)
        // On a category page the equipment cards' button, not the title band's link.
        const button = offerings(page).getByRole("button", { name: item.button }).first()
        await button.click()
        const dialog = dialogNamed(page, item.kind, item.product)
        await expect(dialog).toBeVisible()
        await item.fill(dialog)
        await dialog.getByRole("checkbox", { name: /política de privacidad/ }).check()
        await page.clock.fastForward(FILL_TIME_MS)
        await dialog.getByRole("button", { name: copy.submitLabel }).click()

        const toasts = page.getByRole("region", { name: "Notificaciones" })
        const thanks = toasts.getByText(new RegExp(`Tu número de solicitud es ${REFERENCE_PATTERN}\\.`))
        await expect(thanks).toBeVisible()
        const reference = referenceIn((await thanks.textContent()) ?? "")
        await expect(dialog).toBeHidden()
        await expect(button).toBeFocused()

        const mail = await waitForMail(reference)
        expect(await mailsFor(reference)).toHaveLength(1)
        expect(mail.subject).toContain(leads.kindLabels.find((entry) => entry.kind === item.kind)!.label)
        for (const value of [item.product, ...item.expected]) expect(mail.text).toContain(value)
      },
    )
  }

  test(
    "keyboard only: a demo request is opened, filled, sent and closed without a pointer",
    ONE_WIDTH,
    async ({ page }) => {
      await visit(page, "/productos/deteccion-de-gases")
      const button = offerings(page).getByRole("button", { name: "Solicitar demostración" })
      await button.focus()
      await page.keyboard.press("Enter")
      const dialog = dialogNamed(page, "demo", "Detectores portátiles de 4 gases")
      await expect(dialog).toBeVisible()
      await expect(dialog.getByRole("button", { name: copy.closeLabel })).toBeFocused()
      await tabTo(page, dialog.getByLabel(/Lugar de la demostración/))
      await page.keyboard.type("Planta Campana, Buenos Aires")
      await tabTo(page, dialog.getByLabel(/Nombre y apellido/))
      await page.keyboard.type(contact.name)
      await tabTo(page, dialog.getByLabel(/Correo electrónico/))
      await page.keyboard.type(contact.email)
      await tabTo(page, dialog.getByLabel(/Teléfono/))
      await page.keyboard.type(contact.phone)
      await tabTo(page, dialog.getByLabel(/Provincia/))
      await page.keyboard.press("ArrowDown") // the first province after «Seleccioná tu provincia»
      await expect(dialog.getByLabel(/Provincia/)).toHaveValue("Buenos Aires")
      await tabTo(page, dialog.getByRole("checkbox", { name: /política de privacidad/ }))
      await page.keyboard.press("Space")
      await page.clock.fastForward(FILL_TIME_MS)
      await tabTo(page, dialog.getByRole("button", { name: copy.submitLabel }))
      await page.keyboard.press("Enter")
      await expect(
        page.getByRole("region", { name: "Notificaciones" }).getByText(/Tu número de solicitud/),
      ).toBeVisible()
      await expect(dialog).toBeHidden()
      await expect(button).toBeFocused()
    },
  )

  test(
    "Escape and the close button close the dialog and give focus back; the page behind is inert",
    ONE_WIDTH,
    async ({ page }) => {
      await visit(page, "/productos/alcohol-y-drogas")
      const button = offerings(page).getByRole("button", { name: "Solicitar cotización" }).nth(1)
      await button.click()
      const dialog = dialogNamed(page, "cotizacion", "Alcoholímetros con impresora para control laboral")
      await expect(dialog).toBeVisible()
      await expectNoAxeViolations(page, "a quote dialog open")
      // Focus cannot leave the dialog for the page behind it.
      for (let step = 0; step < 30; step += 1) await page.keyboard.press("Tab")
      expect(await page.evaluate(() => document.activeElement?.closest("dialog") !== null)).toBe(true)
      await page.keyboard.press("Escape")
      await expect(dialog).toBeHidden()
      await expect(button).toBeFocused()
      await button.click()
      await dialog.getByRole("button", { name: copy.closeLabel }).click()
      await expect(dialog).toBeHidden()
      await expect(button).toBeFocused()
    },
  )
})

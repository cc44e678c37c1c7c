import type { Locator, Page } from "@playwright/test"
import leads from "../content/leads.json"
import copy from "../content/request-dialogs.json"
import { REFERENCE_PATTERN } from "../src/lib/leads/reference"
import { expectNoAxeViolations } from "./support/axe"
import { mailsFor, waitForMail } from "./support/mailbox"
import { ONE_WIDTH, expect, test } from "./support/test"
import { visit } from "./support/visit"

/** YYYY-MM-DD, `days` after today in Buenos Aires (dates in the past are refused). */
function dayFromToday(days: number): string {
  return new Date(Date.now() - 3 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10)
}

/** The server takes a request sent less than 3 s after the form appeared for a bot's: time moves on first. */
const FILL_TIME_MS = 4000

interface KindCase {
  kind: string
  path: string
  button: string
  product: string
  fill: (dialog: Locator) => Promise<void>
  /** What the e-mail must say: the value of every field sent, as the team reads it. */
  expected: string[]
}

const contact = {
  name: "Ana Pérez",
  company: "Petrolera del Sur S.A.",
  email: "ana.perez@petroleradelsur.com.ar",
  phone: "+54 299 400-0000",
  province: "Neuquén",
}

async function fillContact(dialog: Locator, { withPhone = true } = {}) {
  await dialog.getByLabel(/Nombre y apellido/).fill(contact.name)
  await dialog.getByLabel(/^Empresa/).fill(contact.company)
  await dialog.getByLabel(/Correo electrónico/).fill(contact.email)
  if (withPhone) {
    await dialog.getByLabel(/Teléfono/).fill(contact.phone)
    await dialog.getByLabel(/Provincia/).selectOption(contact.province)
  }
}

/** Unfolds the dialog's optional fields ("Más detalles (opcional)"), where they are folded. */
async function showMoreDetails(dialog: Locator) {
  const more = dialog.locator("details")
  if (!(await more.evaluate((details: HTMLDetailsElement) => details.open))) {
    await more.getByText(copy.moreDetailsLabel).click()
  }
  await expect(more).toHaveAttribute("open", "")
}

const message = "Necesitamos la entrega antes de la parada de planta de diciembre."
const contactLines = [contact.name, contact.company, contact.email, contact.phone, contact.province, message]

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
    product: "Calibración y mantenimiento",
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

const dialogNamed = (page: Page, kind: string, product: string) => {
  const title = copy.kinds.find((entry) => entry.kind === kind)!.title
  return page.getByRole("dialog", { name: `${title}: ${product}` })
}

/** Presses Tab, as a keyboard user would, until `target` has focus (a date input takes one stop per part). */
async function tabTo(page: Page, target: Locator, maxPresses = 10) {
  for (let press = 0; press < maxPresses; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press("Tab")
  }
  await expect(target).toBeFocused()
}

/** The equipment cards' section of a category page, or the whole page elsewhere (a service page has one list). */
const offerings = (page: Page) =>
  page.locator('section[aria-labelledby="categoria-equipos"]').or(page.locator("main:not(:has(#categoria-equipos))"))

const referenceIn = (text: string) => new RegExp(REFERENCE_PATTERN).exec(text)?.[0] ?? ""

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

  test("errors show under each field and the first wrong one takes focus; axe finds nothing", async ({ page }) => {
    await visit(page, "/servicio-tecnico")
    await offerings(page).getByRole("button", { name: "Solicitar servicio técnico" }).first().click()
    const dialog = dialogNamed(page, "servicio-tecnico", "Calibración y mantenimiento")
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
      product: "Calibración y mantenimiento",
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

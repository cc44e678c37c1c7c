/**
 * /contacto as SPEC §2, §3, §4, §5, §7 and §8 describe it: one test per statement, on one shared page. The
 * successful sends go to the production server, which stores and e-mails them (e2e/support/serve-with-mailbox.ts).
 */
import type { Page } from "@playwright/test"
import leads from "../../content/leads.json"
import { REFERENCE_PATTERN } from "../../src/lib/leads/reference"
import { expectNoAxeViolations } from "../support/axe"
import { FILL_TIME_MS, contactForm } from "../support/contact-form"
import { leadTable, storedLead } from "../support/lead-store"
import { mailsFor, waitForMail } from "../support/mailbox"
import { ONE_WIDTH, expect, test } from "../support/test"
import { visit } from "../support/visit"
import { closeSharedPage, openSharedPage } from "./shared-page"

test.describe.configure({ mode: "default" })

/** SPEC §3's province list, in its words and order. */
const SPEC_PROVINCES = [
  "Buenos Aires",
  "CABA",
  "Catamarca",
  "Chaco",
  "Chubut",
  "Córdoba",
  "Corrientes",
  "Entre Ríos",
  "Formosa",
  "Jujuy",
  "La Pampa",
  "La Rioja",
  "Mendoza",
  "Misiones",
  "Neuquén",
  "Río Negro",
  "Salta",
  "San Juan",
  "San Luis",
  "Santa Cruz",
  "Santa Fe",
  "Santiago del Estero",
  "Tierra del Fuego",
  "Tucumán",
]

/** A toast's title and description, told apart (src/components/Toast: a <p> each). */
async function toastParts(toast: ReturnType<Page["locator"]>) {
  const parts = await toast.locator("p").allTextContents()
  return { title: parts[0], description: parts[1] ?? "" }
}

test.describe("SPEC /contacto", ONE_WIDTH, () => {
  let shared: Page | undefined
  const page = () => shared!
  const f = () => contactForm(page())
  test.beforeAll(async ({ browser }, testInfo) => {
    shared = await openSharedPage(browser, testInfo)
    await shared.clock.install()
    await visit(shared, "/contacto")
  })
  test.afterAll(() => closeSharedPage(shared))

  async function fillValid(name: string) {
    await f().name.fill(name)
    await f().company.fill("Minera del Norte S.A.")
    await f().email.fill("compras@mineradelnorte.com.ar")
    await f().phone.fill("+54 387 400-0000")
    await f().province.selectOption("Salta")
    await f().message.fill("Necesitamos calibrar doce detectores multigas antes de fin de mes.")
    await f().privacy.check()
  }

  /** The references the success toasts on the page show now, each as «Número de consulta: <reference>». */
  async function shownReferences(): Promise<string[]> {
    const texts = await f().toasts.locator("[data-toast-variant='success']").allTextContents()
    return texts.flatMap((text) => new RegExp(`Número de consulta: (${REFERENCE_PATTERN})`).exec(text)?.[1] ?? [])
  }

  /**
   * Sends the form as it is, and gives back the reference of its success toast: a new one (an earlier test's toast
   * may still show on this shared page).
   */
  async function send(): Promise<string> {
    const before = await shownReferences()
    await page().clock.fastForward(FILL_TIME_MS)
    await f().submit.click()
    let reference: string | undefined
    await expect
      .poll(async () => (reference = (await shownReferences()).find((shown) => !before.includes(shown))))
      .toBeTruthy()
    return reference!
  }

  /** Submits with one field broken and expects its error beside it, the field focused, nothing sent. */
  async function expectRefused(field: ReturnType<typeof f>["name"], error: string | RegExp) {
    await f().submit.click()
    await expect(field).toBeFocused()
    await expect(field).toHaveAttribute("aria-invalid", "true")
    await expect(field).toHaveAccessibleDescription(error)
  }

  test("§2 /contacto: contact form, contact information, embedded map", async () => {
    await expect(page().getByRole("form", { name: "Enviar consulta" })).toBeVisible()
    const details = page().getByRole("region", { name: "Datos de contacto" })
    await expect(details).toContainText("ventas@vigiaseguridad.com.ar")
    await expect(details).toContainText("Buenos Aires Argentina")
    const map = page().getByRole("region", { name: "Dónde estamos" })
    // Lazy: no frame with the page, one as its place nears the viewport.
    await expect(map.locator("iframe")).toHaveCount(0)
    await map.scrollIntoViewIfNeeded()
    await expect(map.locator("iframe")).toHaveAttribute("title", /Buenos Aires Argentina$/)
  })

  test("§7 a maps embed on the contact page: OpenStreetMap, allowed by the page's CSP", async () => {
    const map = page().getByRole("region", { name: "Dónde estamos" })
    await map.scrollIntoViewIfNeeded()
    const frame = map.locator("iframe")
    await expect(frame).toHaveAttribute("src", /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=/)
    await expect(page().locator('meta[http-equiv="Content-Security-Policy"]')).toHaveAttribute(
      "content",
      /frame-src https:\/\/www\.openstreetmap\.org(;|\s)/,
    )
    await expect
      .poll(() =>
        page()
          .frames()
          .some((candidate) => candidate.url().includes("openstreetmap")),
      )
      .toBe(true)
    await expectNoAxeViolations(page(), "the map loaded")
    await page().evaluate(() => window.scrollTo(0, 0))
  })

  test("§3 contact form data: name, company, email, phone, province, interests (Compra, Alquiler, Servicio técnico), message, privacy; an optional attachment", async () => {
    for (const control of [f().name, f().company, f().email, f().phone, f().province, f().message, f().privacy]) {
      await expect(control).toBeAttached()
    }
    await expect(f().interests.getByRole("checkbox")).toHaveCount(3)
    for (const interest of ["Compra", "Alquiler", "Servicio técnico"])
      await expect(f().interest(interest)).toBeAttached()
    await expect(f().file).toHaveAttribute("type", "file")
  })

  test("§3 province list (24 values): Buenos Aires, CABA, Catamarca, … Tierra del Fuego, Tucumán", async () => {
    const options = await f().province.locator("option").allTextContents()
    // An empty first option asks to choose; then the SPEC's 24, as written.
    expect(await f().province.locator("option").first().getAttribute("value")).toBe("")
    expect(options.slice(1)).toEqual(SPEC_PROVINCES)
  })

  test("§4 contact form: each interest toggles on and off", async () => {
    for (const interest of ["Compra", "Alquiler", "Servicio técnico"]) {
      await f().interest(interest).click()
      await expect(f().interest(interest)).toBeChecked()
      await f().interest(interest).click()
      await expect(f().interest(interest)).not.toBeChecked()
    }
  })

  test("§5 name: required", async () => {
    await fillValid("Rosa Díaz")
    await f().name.fill("")
    await expectRefused(f().name, "Escribí tu nombre y apellido.")
  })

  test("§5 email: required, must be in e-mail format", async () => {
    await fillValid("Rosa Díaz")
    await f().email.fill("")
    await expectRefused(f().email, /Escribí tu correo electrónico/)
    await f().email.fill("compras@mineradelnorte")
    await expectRefused(f().email, /debe tener la forma nombre@empresa\.com\.ar/)
  })

  test("§5 phone: required", async () => {
    await fillValid("Rosa Díaz")
    await f().phone.fill("  ")
    await expectRefused(f().phone, /Escribí un teléfono/)
  })

  test("§5 province: required, chosen from the 24-value select", async () => {
    await fillValid("Rosa Díaz")
    await f().province.selectOption("")
    await expectRefused(f().province, "Seleccioná tu provincia.")
  })

  test("§5/§9 message: required, 10 to 1000 characters", async () => {
    await fillValid("Rosa Díaz")
    await f().message.fill("")
    await expectRefused(f().message, /Contanos en el mensaje/)
    await f().message.fill("a".repeat(9))
    await expectRefused(f().message, /al menos 10 caracteres \(ahora tiene 9\)/)
    await f().message.fill("a".repeat(1001))
    await expectRefused(f().message, /supera los 1000 caracteres \(ahora tiene 1001\)/)
    for (const length of [10, 1000]) {
      await f().message.fill("a".repeat(length))
      await f().message.blur()
      await expect(f().message).not.toHaveAttribute("aria-invalid")
    }
  })

  test("§5/§8 privacy not accepted on contact submit: destructive toast «Error de validación» / «Debes aceptar la política de privacidad.»", async () => {
    await fillValid("Rosa Díaz")
    await f().privacy.uncheck()
    await f().submit.click()
    // This submit's toast: an earlier test's refusal may still show on this shared page.
    const toast = f()
      .toasts.locator("[data-toast-variant='destructive']", { hasText: "Debes aceptar la política de privacidad." })
      .last()
    await expect(toast).toBeVisible()
    expect(await toastParts(toast)).toEqual({
      title: "Error de validación",
      description: "Debes aceptar la política de privacidad.",
    })
    await expect(f().privacy).toBeFocused()
    // With other fields wrong too, they follow the SPEC's sentence on a line of their own, never instead of it.
    await f().name.fill("")
    await f().submit.click()
    await expect(toast).toHaveText(/^Error de validación\s*Debes aceptar la política de privacidad\.\s*Revisá el campo/)
    await expect(f().name).toBeFocused()
  })

  test("§5 interests: labelled required, but not enforced: a lead without interests is stored, e-mailed and listed", async () => {
    await expect(f().interests.getByText("*", { exact: true })).toBeVisible()
    await fillValid("Rosa Díaz Sin Interés")
    for (const interest of ["Compra", "Alquiler", "Servicio técnico"]) {
      await expect(f().interest(interest)).not.toBeChecked()
    }
    const reference = await send()
    const mail = await waitForMail(reference)
    expect(await mailsFor(reference)).toHaveLength(1)
    expect(mail.text).toContain("Rosa Díaz Sin Interés")
    await expect.poll(() => storedLead(reference)?.status).toBe("delivered")
    const kindLabel = leads.kindLabels.find((entry) => entry.kind === "contacto")!.label
    expect(storedLead(reference)).toMatchObject({ kind: kindLabel, name: "Rosa Díaz Sin Interés" })
    expect(leadTable()).toContain(reference)
  })

  test("§8 successful contact submit: toast «¡Gracias!» / «Te contactaremos a la brevedad.»; §5 file attachment: optional; §4/§7 «only logged locally» (the SPEC's prototype: the request is stored and e-mailed, its number under the thanks)", async () => {
    await fillValid("Rosa Díaz")
    await f().interest("Alquiler").check()
    await expect(f().file).toHaveJSProperty("files.length", 0)
    const reference = await send()
    const toast = f().toasts.locator("[data-toast-variant='success']", { hasText: reference })
    const { title, description } = await toastParts(toast)
    expect(title).toBe("¡Gracias!")
    // The SPEC's sentence as the description, then the request's number on a line of its own.
    expect(description.split("\n")).toEqual(["Te contactaremos a la brevedad.", `Número de consulta: ${reference}`])
    await expect.poll(() => storedLead(reference)?.name).toBe("Rosa Díaz")
  })

  test("§4 contact form: the interest list is preset from navigation state (the chat's quote)", async () => {
    await visit(page(), "/")
    await page().evaluate(() =>
      (window as unknown as { ___navigate: (to: string, options: object) => void }).___navigate("/contacto", {
        state: { interests: ["servicio-tecnico"] },
      }),
    )
    await expect(page()).toHaveURL("/contacto")
    await expect(f().interest("Servicio técnico")).toBeChecked()
    await expect(f().interest("Compra")).not.toBeChecked()
  })
})

/** What the request dialogs' specs share: a visitor's details, the dialogs and the buttons that open them. */
import { expect } from "@playwright/test"
import type { Locator, Page } from "@playwright/test"
import copy from "../../content/request-dialogs.json"
import { REFERENCE_PATTERN } from "../../src/lib/leads/reference"

/** YYYY-MM-DD, `days` after today in Buenos Aires (dates in the past are refused). */
export function dayFromToday(days: number): string {
  return new Date(Date.now() - 3 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10)
}

/** The server takes a request sent less than 3 s after the form appeared for a bot's: time moves on first. */
export const FILL_TIME_MS = 4000

export const contact = {
  name: "Ana Pérez",
  company: "Petrolera del Sur S.A.",
  email: "ana.perez@petroleradelsur.com.ar",
  phone: "+54 299 400-0000",
  province: "Neuquén",
}

export async function fillContact(dialog: Locator, { withPhone = true } = {}) {
  await dialog.getByLabel(/Nombre y apellido/).fill(contact.name)
  await dialog.getByLabel(/^Empresa/).fill(contact.company)
  await dialog.getByLabel(/Correo electrónico/).fill(contact.email)
  if (withPhone) {
    await dialog.getByLabel(/Teléfono/).fill(contact.phone)
    await dialog.getByLabel(/Provincia/).selectOption(contact.province)
  }
}

/** Unfolds the dialog's optional fields ("Más detalles (opcional)"), where they are folded. */
export async function showMoreDetails(dialog: Locator) {
  const more = dialog.locator("details")
  if (!(await more.evaluate((details: HTMLDetailsElement) => details.open))) {
    await more.getByText(copy.moreDetailsLabel).click()
  }
  await expect(more).toHaveAttribute("open", "")
}

export const message = "Necesitamos la entrega antes de la parada de planta de diciembre."
export const contactLines = [contact.name, contact.company, contact.email, contact.phone, contact.province, message]

export const dialogNamed = (page: Page, kind: string, product: string) => {
  const title = copy.kinds.find((entry) => entry.kind === kind)!.title
  return page.getByRole("dialog", { name: `${title}: ${product}` })
}

/** Presses Tab, as a keyboard user would, until `target` has focus (a date input takes one stop per part). */
export async function tabTo(page: Page, target: Locator, maxPresses = 10) {
  for (let press = 0; press < maxPresses; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press("Tab")
  }
  await expect(target).toBeFocused()
}

/** The equipment cards' section of a category page, or the whole page elsewhere (a service page has one list). */
export const offerings = (page: Page) =>
  page.locator('section[aria-labelledby="categoria-equipos"]').or(page.locator("main:not(:has(#categoria-equipos))"))

export const referenceIn = (text: string) => new RegExp(REFERENCE_PATTERN).exec(text)?.[0] ?? ""

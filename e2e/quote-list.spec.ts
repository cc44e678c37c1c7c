import type { Page } from "@playwright/test"
import leads from "../content/leads.json"
import quoteList from "../content/quote-list.json"
import { REFERENCE_PATTERN } from "../src/lib/leads/reference"
import { expectNoAxeViolations } from "./support/axe"
import { leadTable, storedLead } from "./support/lead-store"
import { mailsFor, waitForMail } from "./support/mailbox"
import { ONE_WIDTH, expect, test } from "./support/test"
import { visit } from "./support/visit"

/** The server takes a request sent less than 3 s after the form's first typing for a bot's. */
const FILL_TIME_MS = 4000
const texts = quoteList.dialog
const KEY = "vigia.cotizacion.v1"

const LINES = [
  { path: "/productos/deteccion-de-gases", slug: "detectores-multigas", name: "Detectores portátiles de 4 gases" },
  {
    path: "/productos/proteccion-respiratoria",
    slug: "mascaras-con-filtros",
    name: "Semimáscaras y máscaras completas",
  },
  {
    path: "/productos/accesorios-consumibles",
    slug: "cilindros-de-gas-de-calibracion",
    name: "Cilindros de gas de calibración",
  },
]

const referenceIn = (text: string) => new RegExp(REFERENCE_PATTERN).exec(text)?.[0] ?? ""

/** The header's badge: the docked tab from 1024 px, the menu toggle's count below. */
const badge = (page: Page, layout: "mobile" | "desktop") =>
  layout === "desktop"
    ? page.getByRole("button", { name: /^Lista de cotización/ })
    : page.getByRole("button", { name: "Abrir menú" })

/** The count the header shows (the tab's from 1024 px, the menu toggle's below); 0: none but the tab's "0". */
async function expectCount(page: Page, count: number) {
  const shown = page.locator("header [data-quote-count]:visible")
  if (count === 0) await expect(shown.and(page.locator(':not([data-quote-count="0"])'))).toHaveCount(0)
  else await expect(shown).toHaveAttribute("data-quote-count", String(count))
}

async function openList(page: Page, layout: "mobile" | "desktop") {
  await badge(page, layout).click()
  if (layout === "mobile") await page.getByRole("button", { name: /^Lista de cotización/ }).click()
  const dialog = page.getByRole("dialog", { name: texts.title })
  await expect(dialog).toBeVisible()
  return dialog
}

async function fillContactAndSend(page: Page) {
  const dialog = page.getByRole("dialog", { name: texts.title })
  await dialog.getByLabel(/Nombre y apellido/).fill("Ana Pérez")
  await dialog.getByLabel(/^Empresa/).fill("Petrolera del Sur S.A.")
  await dialog.getByLabel(/Correo electrónico/).fill("ana.perez@petroleradelsur.com.ar")
  await dialog.getByLabel(/Teléfono/).fill("+54 299 400-0000")
  await dialog.getByLabel(/Provincia/).selectOption("Neuquén")
  await dialog.getByRole("checkbox", { name: /política de privacidad/ }).check()
  await page.clock.fastForward(FILL_TIME_MS)
  await dialog.getByRole("button", { name: texts.submitLabel }).click()
  const thanks = page
    .getByRole("region", { name: "Notificaciones" })
    .getByText(new RegExp(`Tu número de pedido es ${REFERENCE_PATTERN}\\.`))
  await expect(thanks).toBeVisible()
  await expect(dialog).toBeHidden()
  return referenceIn((await thanks.textContent()) ?? "")
}

test.describe("the quote list", () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install()
  })

  test(
    "three lines from three category pages go as one lead, with their quantities and notes, and the list empties",
    ONE_WIDTH,
    async ({ page, layout }) => {
      for (const [index, line] of LINES.entries()) {
        await visit(page, line.path)
        const card = page.locator(`article#${line.slug}`)
        await card.getByRole("button", { name: quoteList.addLabel }).click()
        const count = index === 0 ? "1 equipo" : `${index + 1} equipos`
        await expect(card.getByRole("status")).toHaveText(
          `Agregaste ${line.name} a la cotización (${count} en la lista).`,
        )
        await expect(card.getByRole("button", { name: quoteList.addedLabel })).toBeVisible()
      }
      await expectCount(page, 3)

      const dialog = await openList(page, layout)
      const row = (name: string) => dialog.getByRole("listitem").filter({ hasText: name })
      await expect(dialog.getByRole("listitem")).toHaveCount(3)
      await expect(row(LINES[0].name).getByRole("link", { name: LINES[0].name })).toHaveAttribute(
        "href",
        "/productos/deteccion-de-gases/detectores-multigas",
      )
      await row(LINES[0].name).getByLabel("Cantidad").fill("4")
      await row(LINES[0].name).getByLabel("Nota (opcional)").fill("Con cuna de carga")
      await row(LINES[2].name)
        .getByRole("button", { name: `Sumar una unidad de ${LINES[2].name}` })
        .click()
      await expect(row(LINES[2].name).getByLabel("Cantidad")).toHaveValue("2")

      const reference = await fillContactAndSend(page)
      const expected = [
        "4 × Detectores portátiles de 4 gases (Con cuna de carga)",
        "1 × Semimáscaras y máscaras completas",
        "2 × Cilindros de gas de calibración",
      ]
      const mail = await waitForMail(reference)
      expect(await mailsFor(reference)).toHaveLength(1)
      expect(mail.subject).toContain("Lista de cotización")
      for (const line of expected) expect(mail.text).toContain(`    ${line}`)
      expect(storedLead(reference)?.items).toBe(expected.join("; "))
      const table = leadTable().split("\n")
      expect(table.find((line) => line.startsWith(reference))).toContain(expected.join("; "))

      // Emptied once the server gave the reference: no count, and the list says it is empty.
      await expectCount(page, 0)
      const emptied = await openList(page, layout)
      await expect(emptied.getByRole("heading", { name: texts.emptyTitle })).toBeVisible()
    },
  )

  test("a line removed from content stays in the list by its stored name and is still sent (from the desktop header's badge)", async ({
    page,
    layout,
  }) => {
    test.skip(layout !== "desktop", "the phone's way to the list is sent in the test above")
    await page.addInitScript((key) => {
      if (!localStorage.getItem(key)) {
        const items = [{ slug: "linea-retirada", category: "deteccion-de-gases", name: "Línea retirada", quantity: 3 }]
        localStorage.setItem(key, JSON.stringify({ version: 1, items }))
      }
    }, KEY)
    await visit(page, "/productos")
    const dialog = await openList(page, layout)
    const row = dialog.getByRole("listitem").filter({ hasText: "Línea retirada" })
    await expect(row.getByRole("link")).toHaveCount(0)
    await expect(row.getByText(texts.notInCatalogNote)).toBeVisible()
    const reference = await fillContactAndSend(page)
    await waitForMail(reference)
    expect(storedLead(reference)?.items).toBe(`3 × Línea retirada [${leads.itemNotInCatalog}]`)
  })

  test("the badge and the open list: nothing shifts, the list fits the screen and is accessible", async ({
    page,
    layout,
  }) => {
    await page.addInitScript((key) => {
      const items = [
        { slug: "detectores-multigas", category: "deteccion-de-gases", name: "Detectores", quantity: 2, note: "" },
        { slug: "guantes-de-trabajo", category: "proteccion-personal", name: "Guantes", quantity: 10, note: "" },
        { slug: "reguladores-de-caudal", category: "accesorios-consumibles", name: "Reguladores", quantity: 1 },
      ]
      localStorage.setItem(key, JSON.stringify({ version: 1, items }))
      // Every shift counts, the header's included: the first paint waits for the title band (FirstScreenEnd).
      ;(window as unknown as { shifts: number }).shifts = 0
      new PerformanceObserver((entries) => {
        for (const entry of entries.getEntries() as unknown as Array<{ value: number }>) {
          ;(window as unknown as { shifts: number }).shifts += entry.value
        }
      }).observe({ type: "layout-shift", buffered: true })
    }, KEY)
    await visit(page, "/productos/proteccion-personal")
    await expectCount(page, 3)
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0)
    const dialog = await openList(page, layout)
    await expect(dialog.getByRole("listitem")).toHaveCount(3)
    const box = (await dialog.boundingBox())!
    const viewport = page.viewportSize()!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width)
    expect(await dialog.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true)
    await expectNoAxeViolations(page, "the open quote list")
    await dialog.getByRole("button", { name: texts.closeLabel }).click()
    await expect(dialog).toBeHidden()
    await expect(badge(page, layout)).toBeFocused()
  })
})

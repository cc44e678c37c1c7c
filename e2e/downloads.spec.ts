import documents from "../content/documents.json"
import leads from "../content/leads.json"
import dialogs from "../content/request-dialogs.json"
import resources from "../content/resources.json"
import { REFERENCE_PATTERN } from "../src/lib/leads/reference"
import { expectNoAxeViolations } from "./support/axe"
import { waitForMail } from "./support/mailbox"
import { ONE_WIDTH, expect, test } from "./support/test"
import { visit } from "./support/visit"

/** "145 KB" → 145 × 1024 bytes; the label rounds to whole kilobytes of 1024 bytes (lib/file-size.ts). */
function claimedKilobytes(text: string): number {
  const match = /PDF · (\d+) KB/.exec(text)
  if (!match) throw new Error(`no "PDF · n KB" in "${text}"`)
  return Number(match[1])
}

test(
  "each download on /recursos answers 200 with a PDF of the size it claims",
  ONE_WIDTH,
  async ({ page, request }) => {
    await visit(page, "/recursos")
    for (const download of resources.downloads) {
      const document = documents.documents.find((entry) => entry.slug === download.document)!
      const link = page.getByRole("link", {
        name: new RegExp(`^${resources.downloadLabel} ${download.title}, PDF · \\d+ KB$`),
      })
      await expect(link).toBeVisible()
      await expect(link).toHaveAttribute("download", "")
      const href = await link.getAttribute("href")
      expect(href).toBe(`/descargas/${document.file}`)

      const response = await request.get(href!)
      expect(response.status()).toBe(200)
      expect(response.headers()["content-type"]).toContain("application/pdf")
      const body = await response.body()
      expect(body.subarray(0, 5).toString()).toBe("%PDF-")
      expect(Math.round(body.length / 1024)).toBe(claimedKilobytes((await link.textContent()) ?? ""))
    }
    await expectNoAxeViolations(page, "the downloads")
  },
)

test("clicking a download saves the file under its own name", ONE_WIDTH, async ({ page }) => {
  await visit(page, "/recursos")
  const [first] = resources.downloads
  const document = documents.documents.find((entry) => entry.slug === first.document)!
  const downloadEvent = page.waitForEvent("download")
  await page.getByRole("link", { name: new RegExp(`^${resources.downloadLabel} ${first.title},`) }).click()
  const download = await downloadEvent
  expect(download.suggestedFilename()).toBe(document.file)
})

test(
  "beside the catalog a buyer asks for it printed or by e-mail: the team gets the request, its number stays in the dialog, the PDF a click away",
  ONE_WIDTH,
  async ({ page }) => {
    await page.clock.install()
    const catalog = resources.downloads.find((download) => download.document === "catalogo")!
    const kind = dialogs.kinds.find((entry) => entry.kind === "catalogo")!
    const dialog = page.getByRole("dialog", { name: `${kind.title}: ${catalog.title}` })
    // An address sent by e-mail or the chat opens the request at once.
    await visit(page, "/recursos?solicitud=catalogo")
    await expect(dialog).toBeVisible()
    await dialog.getByRole("button", { name: dialogs.closeLabel }).click()
    await expect(dialog).toBeHidden()

    const button = page.getByRole("button", { name: catalog.action!.label })
    await button.click()
    await expect(dialog).toBeVisible()
    await expectNoAxeViolations(page, "the catalog's request")
    await dialog.getByLabel(/Nombre y apellido/).fill("Ana Pérez")
    await dialog.getByLabel(/^Empresa/).fill("Petrolera del Sur S.A.")
    await dialog.getByLabel(/Correo electrónico/).fill("ana.perez@petroleradelsur.com.ar")
    const message = "Tres ejemplares impresos para la base de Añelo, Neuquén."
    await dialog.getByLabel(/Mensaje/).fill(message)
    await dialog.getByRole("checkbox", { name: /política de privacidad/ }).check()
    await page.clock.fastForward(4000)
    await dialog.getByRole("button", { name: dialogs.submitLabel }).click()

    const download = dialog.getByRole("link", { name: dialogs.catalog.downloadLabel })
    await expect(download).toHaveAttribute("href", "/descargas/catalogo-general.pdf")
    // Issue #53: the request's number in the dialog's end state, readable as long as it is open (no toast under it).
    const sent = dialog.getByRole("status")
    await expect(sent).toContainText(new RegExp(REFERENCE_PATTERN))
    const reference = new RegExp(REFERENCE_PATTERN).exec((await sent.textContent()) ?? "")?.[0] ?? ""
    await page.clock.fastForward(10_000)
    await expect(sent).toContainText(reference)
    await expect(page.locator("[data-toast-variant]")).toHaveCount(0)
    const mail = await waitForMail(reference)
    expect(mail.subject).toContain(leads.kindLabels.find((entry) => entry.kind === "catalogo")!.label)
    for (const value of [catalog.title, message, "Ana Pérez"]) expect(mail.text).toContain(value)
  },
)

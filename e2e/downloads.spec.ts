import documents from "../content/documents.json"
import resources from "../content/resources.json"
import { expectNoAxeViolations } from "./support/axe"
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

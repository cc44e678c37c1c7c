import { execFileSync } from "child_process"
import fs from "fs"
import path from "path"
import type { Page } from "@playwright/test"
import { loadTypeDefs, readContentSchema } from "../gatsby/content-schema"
import { validateEntry } from "../gatsby/content-validation"
import { formatJson } from "../src/cms/json-format"
import { generatedPhoto } from "../test/generated-photo"
import { startCmsCopy } from "./support/cms-copy"
import type { CmsCopy } from "./support/cms-copy"
import { watchViolations } from "./support/csp-violations"
import { expect, test } from "./support/test"

/**
 * The CMS as an editor uses it: `npm run cms` (gatsby develop and decap-server) on a temporary copy of the site,
 * /admin in Chromium. It runs once, in the "cms" project (playwright.config.ts): `gatsby develop` starts cold.
 */
const SITE_PORT = Number(process.env.E2E_CMS_PORT || 8100)
const BACKEND_PORT = Number(process.env.E2E_DECAP_PORT || 8181)
const NEW_PHONE = "+54 11 4000-1234"
const NEW_SPEC_VALUE = "0–25 % vol"
const NEW_QUESTION = "¿Entregan el detector con el informe de calibración?"
const NEW_PHOTO = { file: "detector-en-planta.jpg", alt: "Detector multigás en el cinturón de un operario en planta" }
/** E2E_CMS_SHOTS=<folder>: the spec also saves screenshots of the editor and of the line's page there. */
const SHOTS = process.env.CI ? undefined : process.env.E2E_CMS_SHOTS

const schema = readContentSchema(loadTypeDefs())
let cms: CmsCopy

test.describe.configure({ mode: "serial" })
test.setTimeout(20 * 60_000)
// Decap's bundle is 5 MB and `gatsby develop` rebuilds after each save: bounds for a busy 2-core machine.
test.use({ actionTimeout: 60_000, navigationTimeout: 120_000 })

test.beforeAll(async () => {
  test.setTimeout(20 * 60_000)
  // E2E_CMS_ROOT reuses a copy already running on E2E_CMS_PORT (while writing this test; never on CI).
  const running = process.env.CI ? undefined : process.env.E2E_CMS_ROOT
  cms = running
    ? { root: running, url: `http://127.0.0.1:${SITE_PORT}`, stop: async () => undefined }
    : await startCmsCopy(SITE_PORT, BACKEND_PORT)
})

test.afterAll(async () => {
  await cms?.stop()
})

async function shot(page: Page, name: string) {
  if (!SHOTS) return
  fs.mkdirSync(SHOTS, { recursive: true })
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: false })
}

function contentFile(relative: string): string {
  return path.join(cms.root, "content", relative)
}

/** An entry, in a fresh load of /admin: Decap mixes two entries' data when only the address's hash changes. */
async function openEntry(page: Page, hash: string) {
  await page.goto("about:blank")
  await page.goto(`${cms.url}/admin#${hash}`)
  // The local backend asks for no password, but Decap shows its login once per browser context.
  const login = page.getByRole("button", { name: "Iniciar sesión" })
  const editor = page.getByText(/Escribiendo en la colección/)
  await expect(login.or(editor)).toBeVisible({ timeout: 120_000 })
  if (await login.isVisible()) await login.click()
  await expect(editor).toBeVisible({ timeout: 120_000 })
}

async function publish(page: Page) {
  await page.getByRole("button", { name: "Publicar", exact: true }).click()
  await page.getByRole("menuitem", { name: "Publicar ahora" }).click()
}

/** A saved file: JSON the build's schema check accepts, in the repository's Prettier formatting. */
function expectValidContent(relative: string, type: string) {
  const text = fs.readFileSync(contentFile(relative), "utf8")
  const entry: unknown = JSON.parse(text)
  expect(validateEntry(schema, type, entry)).toEqual([])
  expect(text).toBe(formatJson(entry))
  execFileSync(path.join(__dirname, "..", "node_modules", ".bin", "prettier"), ["--check", contentFile(relative)], {
    cwd: cms.root,
  })
  return entry as Record<string, unknown>
}

test("an editor changes the phone, a line's figure and adds a question; the files and the pages follow", async ({
  page,
}) => {
  await openEntry(page, "/collections/empresa/entries/site")
  if (SHOTS) await editorShots(page)
  await page.getByLabel("Teléfono", { exact: true }).fill(NEW_PHONE)
  await publish(page)
  await expect(page.getByText("Entrada guardada")).toBeVisible({ timeout: 60_000 })
  await expect.poll(() => fs.readFileSync(contentFile("site.json"), "utf8")).toContain(NEW_PHONE)
  expect(expectValidContent("site.json", "SiteJson").phone).toBe(NEW_PHONE)

  await openEntry(page, "/collections/equipment-lines/entries/detectores-multigas")
  await shot(page, "editor-entry-1280")
  await page.getByLabel("Valor", { exact: true }).first().fill(NEW_SPEC_VALUE)
  await publish(page)
  await expect(page.getByText("Entrada guardada")).toBeVisible({ timeout: 60_000 })
  const line = "equipment-lines/detectores-multigas.json"
  await expect.poll(() => fs.readFileSync(contentFile(line), "utf8")).toContain(NEW_SPEC_VALUE)
  const savedLine = expectValidContent(line, "EquipmentLinesJson")
  expect((savedLine.specs as Array<{ value: string }>)[0].value).toBe(NEW_SPEC_VALUE)

  await openEntry(page, "/collections/faqs/new")
  await page.getByLabel("Pregunta", { exact: true }).fill(NEW_QUESTION)
  await page
    .getByLabel("Respuesta", { exact: true })
    .fill("Sí: cada detector sale calibrado, con su certificado y el registro de la prueba de respuesta.")
  // The relation's select (react-select): a combobox named by its label; typing filters its options.
  await page.getByRole("combobox", { name: "Categoría" }).pressSequentially("Detección")
  await page.getByRole("option", { name: "Detección de gases", exact: true }).click()
  await page.getByLabel("Orden", { exact: true }).fill("50")
  await publish(page)
  await expect(page.getByText("Entrada guardada")).toBeVisible({ timeout: 60_000 })
  const faq = "faqs/entregan-el-detector-con-el-informe-de-calibracion.json"
  await expect.poll(() => fs.existsSync(contentFile(faq))).toBe(true)
  expect(expectValidContent(faq, "FaqsJson")).toMatchObject({ category: "deteccion-de-gases", order: 50 })

  // The development server shows each change without a restart.
  await expect(async () => {
    await page.goto(`${cms.url}/contacto`)
    await expect(page.locator("main")).toContainText(NEW_PHONE, { timeout: 2000 })
  }).toPass({ timeout: 120_000 })
  await expect(async () => {
    await page.goto(`${cms.url}/productos/deteccion-de-gases/detectores-multigas`)
    await expect(page.locator("main")).toContainText(NEW_SPEC_VALUE, { timeout: 2000 })
  }).toPass({ timeout: 120_000 })
  await expect(async () => {
    await page.goto(`${cms.url}/productos/deteccion-de-gases`)
    await expect(page.getByRole("button", { name: NEW_QUESTION })).toBeVisible({ timeout: 2000 })
  }).toPass({ timeout: 120_000 })
})

test("an editor adds a photo to a line: the preview shows it in place of the drawing; saved, the page shows it", async ({
  page,
}) => {
  const violations = await watchViolations(page)
  await openEntry(page, "/collections/equipment-lines/entries/detectores-multigas")
  const preview = page.frameLocator("iframe").first()
  await expect(preview.getByRole("heading", { level: 1, name: "Detectores portátiles de 4 gases" })).toBeVisible()
  await page.getByRole("button", { name: "Agregar foto", exact: true }).click()
  await page.getByRole("button", { name: "Elige una imagen" }).click()
  // Decap's media library: the file is uploaded from its own input, then chosen.
  await page.locator('input[type="file"]').setInputFiles({
    name: NEW_PHOTO.file,
    mimeType: "image/jpeg",
    buffer: await generatedPhoto({ width: 2400, height: 1600 }),
  })
  await page.getByRole("button", { name: "Confirmar selección" }).click()
  await page.getByLabel("Texto alternativo", { exact: true }).fill(NEW_PHOTO.alt)
  // The preview's title band (the h1's heading block's parent) shows the photo being edited where the drawing
  // was, as the site will.
  const band = preview.locator("h1").locator("xpath=../..")
  const previewPhoto = band.getByRole("img", { name: NEW_PHOTO.alt })
  await expect(previewPhoto).toBeVisible()
  await expect.poll(() => previewPhoto.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(2400)
  await expect(band.locator("svg use")).toHaveCount(0)
  await shot(page, "editor-photo-1280")
  await publish(page)
  await expect(page.getByText("Entrada guardada")).toBeVisible({ timeout: 60_000 })
  expect(await violations()).toEqual([])

  const line = "equipment-lines/detectores-multigas.json"
  await expect.poll(() => fs.existsSync(contentFile(`photos/${NEW_PHOTO.file}`))).toBe(true)
  await expect.poll(() => fs.readFileSync(contentFile(line), "utf8")).toContain(NEW_PHOTO.file)
  expect(expectValidContent(line, "EquipmentLinesJson").photos).toEqual([
    { image: `../photos/${NEW_PHOTO.file}`, alt: NEW_PHOTO.alt },
  ])
  // The development server makes the photo's sizes and shows it in the line's title band.
  await expect(async () => {
    await page.goto(`${cms.url}/productos/deteccion-de-gases/detectores-multigas`)
    const photo = page.getByRole("img", { name: NEW_PHOTO.alt })
    await expect(photo).toBeVisible({ timeout: 5000 })
    expect(await photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true)
  }).toPass({ timeout: 180_000 })
})

test("the editor refuses what the build would refuse, saying why in Spanish", async ({ page }) => {
  const file = "hazards/co.json"
  const before = fs.readFileSync(contentFile(file), "utf8")
  await openEntry(page, "/collections/hazards/entries/co")
  await page.getByLabel("Identificador (slug)", { exact: true }).fill("monoxido de carbono")
  await page.getByLabel("Nombre", { exact: true }).fill("")
  await publish(page)
  await expect(page.getByText(/no ha rellenado un campo obligatorio/)).toBeVisible({ timeout: 60_000 })
  await expect(page.getByText(/Solo minúsculas sin acentos, números y guiones, sin espacios/)).toBeVisible()
  await expect(page.getByText(/Nombre es obligatorio/i)).toBeVisible()
  expect(fs.readFileSync(contentFile(file), "utf8")).toBe(before)
})

/** The editor as an editor sees it (E2E_CMS_SHOTS only): the list of a collection, an entry, the phone's width. */
async function editorShots(page: Page) {
  await page.goto(`${cms.url}/admin#/collections/equipment-lines`)
  await expect(page.getByText("Detectores portátiles de 4 gases")).toBeVisible({ timeout: 60_000 })
  await shot(page, "editor-list-1280")
  await page.setViewportSize({ width: 390, height: 844 })
  await shot(page, "editor-list-390")
  await openEntry(page, "/collections/equipment-lines/entries/detectores-multigas")
  await shot(page, "editor-entry-390")
  await page.setViewportSize({ width: 1280, height: 800 })
  await openEntry(page, "/collections/empresa/entries/site")
}

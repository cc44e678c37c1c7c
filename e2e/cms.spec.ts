import { execFileSync } from "child_process"
import fs from "fs"
import path from "path"
import type { Page } from "@playwright/test"
import { loadTypeDefs, readContentSchema } from "../gatsby/content-schema"
import { validateEntry } from "../gatsby/content-validation"
import { formatJson } from "../src/cms/json-format"
import { generatedPhoto } from "../test/generated-photo"
import { startCmsSite } from "./support/cms-site"
import type { CmsSite } from "./support/cms-site"
import { englishOnScreen, missingPhrases } from "./support/cms-english"
import { watchViolations } from "./support/csp-violations"
import { expect, test } from "./support/test"

/**
 * The CMS as the office clerk uses it: the production build's /admin in Chromium, saving through decap-server
 * (MODE=fs) into a temporary copy of content/ (e2e/support/cms-site.ts). No `gatsby develop`, no second build:
 * how `gatsby develop` reloads a page is Gatsby's to test. One page and one login for the whole spec (serial).
 */
const NEW_PHONE = "+54 11 4000-1234"
const NEW_HOURS = "Lunes a viernes de 8 a 17"
const NEW_SPEC_VALUE = "0–25 % vol"
const NEW_QUESTION = "¿Entregan el detector con el informe de calibración?"
const NEW_PHOTO = { file: "detector-en-planta.jpg", alt: "Detector multigás en el cinturón de un operario en planta" }
const LINE_ENTRY = "/collections/equipment-lines/entries/detectores-multigas"
const LINE_FILE = "equipment-lines/detectores-multigas.json"
const TAGLINE = "Protección y seguridad que cuidan lo más importante: tu equipo humano"
/** E2E_CMS_SHOTS=<folder>: the spec also saves screenshots of the editor at 1280 and 390 px there. */
const SHOTS = process.env.CI ? undefined : process.env.E2E_CMS_SHOTS

const schema = readContentSchema(loadTypeDefs())
let cms: CmsSite
let page: Page

test.describe.configure({ mode: "serial", timeout: 150_000 })
// Decap's bundle is 5 MB: bounds for a busy 2-core machine, not a measure of speed.
test.use({ actionTimeout: 20_000, navigationTimeout: 60_000 })

test.beforeAll(async ({ browser }) => {
  cms = await startCmsSite()
  page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: "es-AR" })
  await page.context().route(
    (url) => url.hostname !== "127.0.0.1",
    (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<title>Externo</title>" }),
  )
})

test.afterAll(async () => {
  await page?.close()
  await cms?.stop()
})

async function shot(name: string) {
  if (!SHOTS) return
  fs.mkdirSync(SHOTS, { recursive: true })
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) })
}

function contentFile(relative: string): string {
  return path.join(cms.root, "content", relative)
}

const read = (relative: string) => fs.readFileSync(contentFile(relative), "utf8")

/** An entry, in a fresh load of /admin: Decap mixes two entries' data when only the address's hash changes. */
async function openEntry(hash: string) {
  await page.goto("about:blank")
  await page.goto(`${cms.url}/admin#${hash}`)
  // decap-server asks for no password, but Decap shows its login once per browser context.
  const login = page.getByRole("button", { name: "Iniciar sesión" })
  const editor = page.getByText(/Editando en/)
  await expect(login.or(editor)).toBeVisible({ timeout: 30_000 })
  if (await login.isVisible()) await login.click()
  await expect(editor).toBeVisible({ timeout: 30_000 })
}

/**
 * Types over a field's text as a person does (select all, type). Playwright's `fill` selects first and Decap's
 * text field, on its focus, puts the caret back where the last typing left it, so a second `fill` would append.
 */
async function retype(label: string, text: string) {
  const field = page.getByLabel(label, { exact: true })
  await field.click()
  await field.press("ControlOrMeta+a")
  await page.keyboard.insertText(text)
}

async function publish() {
  await page.getByRole("button", { name: "Publicar", exact: true }).click()
  await page.getByRole("menuitem", { name: "Publicar ahora" }).click()
}

async function published() {
  await expect(page.getByText("Entrada guardada")).toBeVisible({ timeout: 20_000 })
}

/** A saved file: JSON the build's schema check accepts, in the repository's Prettier formatting. */
function expectValidContent(relative: string, type: string) {
  const text = read(relative)
  const entry: unknown = JSON.parse(text)
  expect(validateEntry(schema, type, entry)).toEqual([])
  expect(text).toBe(formatJson(entry))
  execFileSync(path.join(__dirname, "..", "node_modules", ".bin", "prettier"), ["--check", contentFile(relative)], {
    cwd: cms.root,
  })
  return entry as Record<string, unknown>
}

/** The lines of `after` that differ from `before`'s (both the same length: nothing added or removed). */
function changedLines(before: string, after: string): string[] {
  const old = before.split("\n")
  return after.split("\n").filter((line, index) => line !== old[index])
}

test("the clerk changes phone and hours, a line's figure and adds a question: only those lines change", async () => {
  const siteBefore = read("site.json")
  await openEntry("/collections/empresa/entries/site")
  expect(await englishOnScreen(page)).toEqual([])
  await page.getByLabel("Teléfono", { exact: true }).fill(NEW_PHONE)
  await page.getByLabel("Horario de atención", { exact: true }).fill(NEW_HOURS)
  await publish()
  await published()
  await expect.poll(() => read("site.json")).toContain(NEW_PHONE)
  expect(expectValidContent("site.json", "SiteJson")).toMatchObject({ phone: NEW_PHONE, businessHours: NEW_HOURS })
  expect(changedLines(siteBefore, read("site.json"))).toEqual([
    `  "phone": "${NEW_PHONE}",`,
    `  "businessHours": "${NEW_HOURS}",`,
  ])

  const lineBefore = read(LINE_FILE)
  await openEntry(LINE_ENTRY)
  // "Ver en el sitio" opens the line's own page on the site (preview_path), not the home page.
  await expect(page.getByRole("link", { name: "Ver en el sitio" })).toHaveAttribute(
    "href",
    "https://www.vigiaseguridad.com.ar/productos/deteccion-de-gases/detectores-multigas",
  )
  await page.getByLabel("Valor", { exact: true }).first().fill(NEW_SPEC_VALUE)
  await publish()
  await published()
  await expect.poll(() => read(LINE_FILE)).toContain(NEW_SPEC_VALUE)
  expect(changedLines(lineBefore, read(LINE_FILE))).toEqual([`      "value": "${NEW_SPEC_VALUE}"`])
  expectValidContent(LINE_FILE, "EquipmentLinesJson")

  await openEntry("/collections/faqs/new")
  await page.getByLabel("Pregunta", { exact: true }).fill(NEW_QUESTION)
  await page
    .getByLabel("Respuesta", { exact: true })
    .fill("Sí: cada detector sale calibrado, con su certificado y el registro de la prueba de respuesta.")
  // The relation's select (react-select): a combobox named by its label; typing filters its options.
  await page.getByRole("combobox", { name: "Categoría" }).pressSequentially("Detección")
  await page.getByRole("option", { name: "Detección de gases", exact: true }).click()
  await page.getByLabel("Orden", { exact: true }).fill("50")
  await publish()
  await published()
  const faq = "faqs/entregan-el-detector-con-el-informe-de-calibracion.json"
  await expect.poll(() => fs.existsSync(contentFile(faq))).toBe(true)
  expect(expectValidContent(faq, "FaqsJson")).toMatchObject({ category: "deteccion-de-gases", order: 50 })
})

test("a page's first save changes only the line edited; an edit taken back saves nothing", async () => {
  // Every file is already as the editor writes it (gatsby/cms/config.test.ts saves each unchanged, byte for byte).
  const before = read("home.json")
  await openEntry("/collections/paginas/entries/home")
  const title = page.getByLabel("Título", { exact: true }).first()
  const original = await title.inputValue()
  await title.fill(`${original}.`)
  await title.fill(original)
  // Decap compares with the file: nothing to publish.
  await expect(page.getByText("Cambios guardados")).toBeVisible()
  await expect(page.getByRole("button", { name: "Publicar", exact: true })).toHaveCount(0)
  await title.fill(`${original}, hoy`)
  await publish()
  await published()
  await expect.poll(() => read("home.json")).toContain(`${original}, hoy`)
  expect(changedLines(before, read("home.json"))).toEqual([`    "title": "${original}, hoy",`])
})

test("the clerk adds a photo to a line: the preview shows it in place of the drawing; saved, with no CSP violation", async () => {
  const violations = await watchViolations(page)
  await openEntry(LINE_ENTRY)
  const preview = page.frameLocator("iframe").first()
  await expect(preview.getByRole("heading", { level: 1, name: "Detectores portátiles de 4 gases" })).toBeVisible()
  await page.getByRole("button", { name: "Agregar foto", exact: true }).click()
  await page.getByRole("button", { name: "Elegir una foto" }).click()
  // Decap's media library: the file is uploaded from its own input, then chosen.
  await page.locator('input[type="file"]').setInputFiles({
    name: NEW_PHOTO.file,
    mimeType: "image/jpeg",
    buffer: await generatedPhoto({ width: 2400, height: 1600 }),
  })
  await expect(englishOnScreen(page)).resolves.toEqual([])
  await shot("editor-media-1280")
  await page.getByRole("button", { name: "Usar la elegida" }).click()
  await page.getByLabel("Texto alternativo", { exact: true }).fill(NEW_PHOTO.alt)
  // The preview's title band (the h1's heading block's parent) shows the photo being edited where the drawing
  // was, as the site will.
  const band = preview.locator("h1").locator("xpath=../..")
  const previewPhoto = band.getByRole("img", { name: NEW_PHOTO.alt })
  await expect(previewPhoto).toBeVisible()
  await expect.poll(() => previewPhoto.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(2400)
  await expect(band.locator("svg use")).toHaveCount(0)
  await shot("editor-photo-1280")
  await publish()
  await published()
  expect(await violations()).toEqual([])
  await expect.poll(() => fs.existsSync(contentFile(`photos/${NEW_PHOTO.file}`))).toBe(true)
  await expect.poll(() => read(LINE_FILE)).toContain(NEW_PHOTO.file)
  expect(expectValidContent(LINE_FILE, "EquipmentLinesJson").photos).toEqual([
    { image: `../photos/${NEW_PHOTO.file}`, alt: NEW_PHOTO.alt },
  ])
})

test("the editor refuses what the build refuses, in its words, and shows the first refusal off-screen", async () => {
  const siteBefore = read("site.json")
  await openEntry("/collections/empresa/entries/site")
  // The CUIT's check digit (20-12345678-0 has the wrong one) and a tagline of spaces.
  await page.getByLabel("CUIT (opcional)", { exact: true }).fill("20-12345678-0")
  await page.getByLabel("Lema", { exact: true }).fill("   ")
  // The form scrolled to its end, far from the first field in error.
  await page.getByLabel("Aviso legal", { exact: true }).scrollIntoViewIfNeeded()
  await expect(page.getByLabel("Lema", { exact: true })).not.toBeInViewport()
  await publish()
  await expect(page.getByRole("alert")).toHaveText(
    "No se publicó: corregí los campos marcados en rojo, cada uno dice por qué. El primero: «Lema».",
  )
  await expect(page.getByLabel("Lema", { exact: true })).toBeInViewport()
  await expect(page.getByLabel("Lema", { exact: true })).toBeFocused()
  await expect(page.getByText("Escribí el texto: solo espacios no cuenta como texto.")).toBeVisible()
  await expect(page.getByText(/^El CUIT no es válido: revisá los once números/)).toBeVisible()
  await shot("editor-refusals-1280")
  expect(read("site.json")).toBe(siteBefore)

  // Coordinates typed the Argentine way are read as the number meant; a text that is no number is refused.
  await retype("CUIT (opcional)", "30-71234567-1")
  await retype("Lema", TAGLINE)
  await page.getByLabel("Latitud (opcional)", { exact: true }).fill("34°36′")
  await page.getByLabel("Longitud (opcional)", { exact: true }).fill("-58,3816")
  await publish()
  await expect(page.getByText(/^Escribí los grados como número, con coma o punto/)).toBeVisible()
  await retype("Latitud (opcional)", "-34,6037")
  await publish()
  await published()
  expect(expectValidContent("site.json", "SiteJson")).toMatchObject({
    cuit: "30-71234567-1",
    coordinates: { latitude: -34.6037, longitude: -58.3816 },
  })

  // A description longer than the line's sheet holds, a phone written out, an identifier that cannot change.
  const lineBefore = read(LINE_FILE)
  await openEntry(LINE_ENTRY)
  await page.getByLabel("Descripción", { exact: true }).fill("Un detector para cada tarea. ".repeat(40))
  await page.getByLabel("Resumen", { exact: true }).fill("Consultas al +54 11 5263-4810.")
  await expect(page.getByLabel("Identificador (slug)", { exact: true })).toHaveAttribute("readonly", "")
  await expect(page.getByText(/^No se cambia: es parte de la dirección de la página/)).toBeVisible()
  await publish()
  await expect(page.getByText(/^Tiene 1160 caracteres y entran hasta 600/)).toBeVisible()
  await expect(page.getByText(/^Tiene el teléfono escrito a mano .*: escribí \{telefono\}/)).toBeVisible()
  expect(read(LINE_FILE)).toBe(lineBefore)
})

test("Decap's interface is in Argentine Spanish: no English phrase on its screens, none missing", async () => {
  // From the line's entry the last test left open (the site's entry was walked in the first test), then
  // collections, search, the "Agregar" menu and the media library, moving within the page as the clerk does.
  expect(await missingPhrases(page)).toEqual([])
  expect(await englishOnScreen(page)).toEqual([])
  // Leaving the refused entry asks first, in Spanish too.
  const questions: string[] = []
  page.once("dialog", (dialog) => {
    questions.push(dialog.message())
    void dialog.accept()
  })
  const screens: Array<[string, string]> = [
    ["/collections/equipment-lines", "Detectores portátiles de 4 gases"],
    ["/collections/faqs", "Preguntas frecuentes"],
    ["/search/detector", "Resultados de «detector»"],
  ]
  for (const [hash, sign] of screens) {
    await page.evaluate((next) => (window.location.hash = next), hash)
    await expect(page.getByText(sign).first()).toBeVisible()
    expect({ hash, english: await englishOnScreen(page) }).toEqual({ hash, english: [] })
  }
  expect(questions).toEqual(["¿Seguro que querés salir de esta página? Lo que no guardaste se pierde."])
  await page.getByRole("button", { name: "Agregar", exact: true }).click()
  expect(await englishOnScreen(page)).toEqual([])
  await page.keyboard.press("Escape")
  await page.getByRole("button", { name: "Fotos y archivos" }).click()
  await expect(page.getByText("Subir una foto")).toBeVisible()
  expect(await englishOnScreen(page)).toEqual([])
  await shot("editor-media-library-1280")
})

test("on a phone, the admin page says plainly that the editor needs a wider screen and what to use", async () => {
  const notice = page.getByRole("note")
  await openEntry(LINE_ENTRY)
  await expect(notice).toBeHidden()
  await shot("editor-entry-1280")
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(notice).toBeVisible()
  await expect(notice).toContainText("entrá desde una computadora o una tablet")
  await expect(notice).toBeInViewport()
  await shot("editor-entry-390")
  await page.setViewportSize({ width: 1280, height: 800 })
})

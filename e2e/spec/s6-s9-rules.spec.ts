/**
 * SPEC §6 (roles), §7 (calls), §8 (the buttons the prototype left unimplemented) and §9 (business constants):
 * one test per statement. The texts are read from the pre-rendered pages, as a visitor without JavaScript and a
 * search engine get them.
 */
import type { APIRequestContext, Page } from "@playwright/test"
import chat from "../../content/chat.json"
import resources from "../../content/resources.json"
import { SPEC_PATHS } from "../support/routes"
import { ONE_WIDTH, expect, test } from "../support/test"
import { visit } from "../support/visit"
import { closeSharedPage, openSharedPage } from "./shared-page"

test.describe.configure({ mode: "default" })

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " }

/** A page's text as its HTML gives it: tags, scripts and styles out, entities decoded, spaces collapsed. */
async function pageText(request: APIRequestContext, path: string): Promise<string> {
  const html = await (await request.get(path)).text()
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_match, name: string) => ENTITIES[name])
    .replace(/\s+/g, " ")
}

test.describe("SPEC §6 and §7", ONE_WIDTH, () => {
  test("§6 no login and no roles: all pages and the chat are public", async ({ request }) => {
    for (const path of SPEC_PATHS) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(200)
      const html = await response.text()
      expect(html, path).not.toMatch(/type="password"|iniciar sesión|ingresá a tu cuenta/i)
      expect(html, path).toContain(`aria-label="${chat.launcherLabel} ${chat.launcherOpenLabel}"`)
    }
  })

  test("§7 external links only: WhatsApp, opened in a new tab (the maps embed: s3-s8-contact-form)", async ({
    request,
  }) => {
    for (const path of SPEC_PATHS) {
      const html = await (await request.get(path)).text()
      const external = [...html.matchAll(/<a\b[^>]*\bhref="(https?:[^"]+)"[^>]*>/g)]
      for (const [tag, href] of external) {
        // The directions to a street address, once content gives one, are the map's own link.
        expect(href, path).toMatch(/^https:\/\/(wa\.me\/|www\.google\.com\/maps\/dir\/)/)
        expect(tag, `${path}: ${href}`).toMatch(/target="_blank"/)
        expect(tag, `${path}: ${href}`).toMatch(/rel="noopener noreferrer"/)
      }
    }
  })

  test("§7 download links on /recursos (placeholders in the SPEC's prototype, PDFs since issue #17)", async ({
    page,
  }) => {
    await visit(page, "/recursos")
    const links = page.locator("#recursos-descargas").locator("xpath=ancestor::section[1]").locator("a[download]")
    await expect(links).toHaveCount(resources.downloads.length)
    for (const href of await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")!))) {
      const response = await page.request.get(href)
      expect(response.status(), href).toBe(200)
      expect(response.headers()["content-type"], href).toContain("application/pdf")
    }
  })
})

test.describe("SPEC §8 the prototype's unimplemented buttons", ONE_WIDTH, () => {
  let shared: Page | undefined
  const page = () => shared!
  test.beforeAll(async ({ browser }, testInfo) => {
    shared = await openSharedPage(browser, testInfo)
    await visit(shared, "/productos/deteccion-de-gases")
  })
  test.afterAll(() => closeSharedPage(shared))

  const cards = () => page().locator("#categoria-equipos").locator("xpath=ancestor::section[1]").locator("article")

  test("§8 gas detection quote, availability, relevamiento and demo buttons open their request forms (issue #16), never «Funcionalidad no implementada»", async () => {
    for (const label of [
      "Solicitar cotización",
      "Consultar alquiler",
      "Solicitar relevamiento",
      "Solicitar demostración",
    ]) {
      await cards().getByRole("button", { name: label }).first().click()
      const dialog = page().getByRole("dialog", { name: new RegExp(`^${label}`) })
      await expect(dialog, label).toBeVisible()
      await dialog.getByRole("button", { name: "Cerrar" }).click()
      await expect(dialog).toBeHidden()
    }
    await expect(page().getByText("Funcionalidad no implementada")).toHaveCount(0)
  })

  test("§8 alcohol and drugs quote opens its request form; personal protection catalog downloads the catalog", async () => {
    await visit(page(), "/productos/alcohol-y-drogas")
    await cards().getByRole("button", { name: "Solicitar cotización" }).first().click()
    await expect(page().getByRole("dialog", { name: /^Solicitar cotización/ })).toBeVisible()
    await visit(page(), "/productos/proteccion-personal")
    await expect(
      page()
        .getByRole("link", { name: /catálogo general/i })
        .first(),
    ).toHaveAttribute("href", /\.pdf$/)
    await expect(page().getByText("Funcionalidad no implementada")).toHaveCount(0)
  })
})

test.describe("SPEC §9 business constants", ONE_WIDTH, () => {
  test("§9 business hours shown: Monday to Friday, 9 to 18", async ({ request }) => {
    for (const path of ["/", "/contacto"])
      expect(await pageText(request, path), path).toMatch(/[Ll]unes a viernes de 9 a 18/)
  })

  test("§9 in-stock delivery in CABA and GBA: 24-48 h (resources FAQ) or 48-72 business hours (chat)", async ({
    page,
    request,
  }) => {
    expect(await pageText(request, "/recursos")).toMatch(/24-48 h en CABA y GBA/)
    await visit(page, "/recursos")
    await page.locator("button[aria-expanded][aria-label$='asistente']").click()
    const panel = page.getByRole("dialog", { name: chat.title })
    await panel.locator("[data-chat-option]").filter({ hasText: "Preguntas frecuentes" }).click()
    await panel.locator("[data-chat-option]").filter({ hasText: "Productos (stock y demostraciones)" }).click()
    await expect(panel.getByRole("log")).toContainText("48 a 72 horas hábiles en CABA y GBA")
  })

  test("§9 shipping to all of Argentina", async ({ request }) => {
    expect(await pageText(request, "/recursos")).toMatch(/enviamos a todo el país/)
  })

  test("§9 returns within 10 days if unused and in original packaging", async ({ request }) => {
    expect(await pageText(request, "/recursos")).toMatch(/dentro de los 10 días .*no se haya usado .*embalaje original/)
  })

  test("§9 manufacturer warranty: 1 to 2 years", async ({ request }) => {
    expect(await pageText(request, "/recursos")).toMatch(/garantía del fabricante, de 1 a 2 años/)
  })

  test("§9 calibration recommended every 6 months, with a bump test before each use", async ({ request }) => {
    for (const path of ["/recursos", "/productos/deteccion-de-gases"]) {
      expect(await pageText(request, path), path).toMatch(/cada 6 meses .*\(bump test\) antes de cada uso/)
    }
  })

  test("§9 contact response promised within the business day", async ({ request }) => {
    expect(await pageText(request, "/contacto")).toMatch(/Respondemos dentro del día hábil/)
  })

  test("§9 rentals by day, week or month", async ({ request }) => {
    expect(await pageText(request, "/alquiler")).toMatch(/por día, semana o mes/)
  })

  test("§9 payment: bank transfer, credit cards, company financing", async ({ request }) => {
    expect(await pageText(request, "/recursos")).toMatch(
      /transferencia bancaria y tarjetas de crédito, y ofrecemos financiación para empresas/,
    )
  })
})

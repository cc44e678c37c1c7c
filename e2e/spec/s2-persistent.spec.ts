/**
 * SPEC §2, "Persistent elements" (header, menu entries, footer, closing call-to-action, chat widget, toast area),
 * with §1's floating chat and §9's header constants: one test per statement, named after its words.
 */
import type { Page } from "@playwright/test"
import chat from "../../content/chat.json"
import { ROUTES, SPEC_PATHS } from "../support/routes"
import { site } from "../support/site"
import { ONE_WIDTH, expect, test } from "../support/test"
import { visit } from "../support/visit"
import { closeSharedPage, openSharedPage, twoFrames } from "./shared-page"

test.describe.configure({ mode: "default" })

/** SPEC §2's menu entries and footer navigation, in its words and order. */
const SPEC_MENU = [
  "Inicio",
  "Productos",
  "Alquiler",
  "Servicio Técnico",
  "Industrias",
  "Nosotros",
  "Recursos",
  "Contacto",
]
/** SPEC §2's five product sub-pages, in its table's order. */
const SPEC_CATEGORY_PATHS = SPEC_PATHS.filter((path) => path.startsWith("/productos/"))

const launcherOf = (page: Page) => page.locator("button[aria-expanded][aria-label$='asistente']")

test.describe("SPEC §2 header and footer", ONE_WIDTH, () => {
  let shared: Page | undefined
  const page = () => shared!
  test.beforeAll(async ({ browser }, testInfo) => {
    shared = await openSharedPage(browser, testInfo)
    await visit(shared, "/nosotros")
  })
  test.afterAll(() => closeSharedPage(shared))

  const header = () => page().getByRole("banner")
  const footer = () => page().getByRole("contentinfo")

  test("§2 sticky header: logo linking home; a Contactar button links to /contacto", async () => {
    await expect(header().getByRole("link", { name: /Vigía Seguridad Industrial/ })).toHaveAttribute("href", "/")
    await expect(header().getByRole("link", { name: "Contactar" })).toHaveAttribute("href", "/contacto")
    await page().evaluate(() => window.scrollTo(0, 600))
    await twoFrames(page())
    expect((await header().boundingBox())?.y).toBe(0)
    await page().evaluate(() => window.scrollTo(0, 0))
  })

  test("§2/§9 from 1024 pixels of width the desktop layout applies and a different logo image is used", async () => {
    const logo = header()
      .getByRole("link", { name: /Vigía Seguridad Industrial/ })
      .locator("img")
    const desktopMenu = page().getByRole("navigation", { name: "Principal", exact: true })
    const toggle = header().getByRole("button", { name: "Abrir menú" })
    await page().setViewportSize({ width: 1023, height: 800 })
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/logo-compact\.svg$/)
    await expect(toggle).toBeVisible()
    await expect(desktopMenu).toBeHidden()
    await page().setViewportSize({ width: 1024, height: 800 })
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/logo-full\.svg$/)
    await expect(toggle).toBeHidden()
    await expect(desktopMenu).toBeVisible()
  })

  test("§9 header height 20 units (80 px) at every width", async () => {
    for (const width of [320, 390, 1024, 1280]) {
      await page().setViewportSize({ width, height: 800 })
      expect((await header().boundingBox())?.height, `${width} px`).toBe(80)
    }
    await page().setViewportSize({ width: 390, height: 844 })
  })

  test("§2 menu entries: Inicio; Productos with its five sub-pages; Alquiler (multigas, ERA, breathalysers) to /alquiler; Servicio Técnico (Calibración y Mantenimiento, Certificación, Repuestos) to /servicio-tecnico; Industrias; Nosotros; Recursos; Contacto", async () => {
    // Both menus as the pre-rendered page has them: the desktop one (hidden on phones) and the toggle's, opened.
    const read = (nav: Element) =>
      [...nav.querySelectorAll(":scope > ul > li")].map((item) => ({
        // The entry's own link comes first (the mobile menu wraps it with its sub-list's toggle).
        name: item.querySelector("a")!.textContent!.trim(),
        path: item.querySelector("a")!.getAttribute("href"),
        subItems: [...item.querySelectorAll(":scope ul a")].map((link) => ({
          name: link.textContent!.trim(),
          path: link.getAttribute("href")!.split("#")[0],
        })),
      }))
    const desktop = await page().locator('header nav[aria-label="Principal"]').evaluate(read)
    await page().getByRole("button", { name: "Abrir menú" }).click()
    const mobile = await page().getByRole("navigation", { name: "Menú principal" }).evaluate(read)
    await page().getByRole("button", { name: "Cerrar menú" }).click()
    for (const menu of [desktop, mobile]) {
      expect(menu.map((entry) => [entry.name, entry.path])).toEqual([
        ["Inicio", "/"],
        ["Productos", "/productos"],
        ["Alquiler", "/alquiler"],
        ["Servicio Técnico", "/servicio-tecnico"],
        ["Industrias", "/industrias"],
        ["Nosotros", "/nosotros"],
        ["Recursos", "/recursos"],
        ["Contacto", "/contacto"],
      ])
      expect(menu[1].subItems.map((item) => item.path)).toEqual(SPEC_CATEGORY_PATHS)
      const rental = menu[2].subItems
      expect(rental).toHaveLength(3)
      expect(rental[0].name).toMatch(/multigas/)
      expect(rental[1].name).toMatch(/\bERA\b/)
      expect(rental[2].name).toMatch(/alcoholímetros/)
      expect(rental.map((item) => item.path)).toEqual(["/alquiler", "/alquiler", "/alquiler"])
      expect(menu[3].subItems).toEqual([
        { name: "Calibración y Mantenimiento", path: "/servicio-tecnico" },
        { name: "Certificación", path: "/servicio-tecnico" },
        { name: "Repuestos", path: "/servicio-tecnico" },
      ])
      expect(menu.filter((entry) => entry.subItems.length > 0).map((entry) => entry.name)).toEqual([
        "Productos",
        "Alquiler",
        "Servicio Técnico",
      ])
    }
  })

  test("§2 from 1024 pixels (at 1024, 1100 and 1280 px) the desktop menu shows all eight entries on one line, Contacto among them, beside the Contactar button", async () => {
    const menu = page().getByRole("navigation", { name: "Principal", exact: true })
    for (const width of [1024, 1100, 1280]) {
      await page().setViewportSize({ width, height: 800 })
      const at = `${width} px`
      const entries = menu.locator(":scope > ul > li > a")
      await expect(entries, at).toHaveText(SPEC_MENU)
      const boxes = await entries.evaluateAll((links) =>
        links.map((link) => {
          const { x, y, width: w, height } = link.getBoundingClientRect()
          return { x, y, right: x + w, height, visible: link.checkVisibility() }
        }),
      )
      expect(
        boxes.every((box) => box.visible),
        at,
      ).toBe(true)
      // One line: every entry on the same row.
      expect(new Set(boxes.map((box) => Math.round(box.y))).size, at).toBe(1)
      const contactar = (await header().getByRole("link", { name: "Contactar" }).boundingBox())!
      expect(boxes.at(-1)!.right, at).toBeLessThan(contactar.x)
      expect(contactar.x + contactar.width, at).toBeLessThanOrEqual(width)
      expect(await page().evaluate(() => document.documentElement.scrollWidth), at).toBe(width)
    }
    await page().setViewportSize({ width: 390, height: 844 })
  })

  test("§2 footer column 1: brand and tagline «Protección y seguridad que cuidan lo más importante: tu equipo humano»", async () => {
    await expect(footer().getByRole("img", { name: site.name })).toBeAttached()
    await expect(
      footer().getByText("Protección y seguridad que cuidan lo más importante: tu equipo humano", { exact: true }),
    ).toBeAttached()
  })

  test("§2 footer column 1: «three social icons whose links are empty» (placeholders in the SPEC's prototype; the site shows a network once content gives its address, issue #26), never an empty link", async () => {
    // The three networks wait in content/site.json for their addresses; each shows once it has one.
    expect(site.socials).toHaveLength(3)
    const withAddress = site.socials.filter((network) => network.url)
    const profiles = footer().locator('a[href^="https://"]:not([href^="https://wa.me/"])')
    await expect(profiles).toHaveCount(withAddress.length)
    for (const network of withAddress) await expect(profiles.filter({ hasText: network.label })).toHaveCount(1)
    await expect(footer().locator('a[href=""], a[href="#"], a:not([href])')).toHaveCount(0)
  })

  test("§2 footer column 2: Navegación: Inicio, Productos, Alquiler, Servicio Técnico, Industrias, Nosotros, Recursos, Contacto", async () => {
    await expect(footer().getByRole("navigation", { name: "Navegación" }).getByRole("link")).toHaveText(SPEC_MENU)
  })

  test("§2 footer column 3: Contacto: an e-mail, a phone, the address «Buenos Aires Argentina», and a WhatsApp button opening a chat in a new tab", async () => {
    await expect(footer().getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`)
    await expect(footer().getByRole("link", { name: site.phone })).toHaveAttribute(
      "href",
      `tel:${site.phone.replace(/[^\d+]/g, "")}`,
    )
    await expect(footer().getByText("Buenos Aires Argentina", { exact: true })).toBeAttached()
    const whatsapp = footer().getByRole("link", { name: /WhatsApp/ })
    await expect(whatsapp).toHaveAttribute("href", new RegExp(`^https://wa\\.me/${site.whatsappNumber}`))
    await expect(whatsapp).toHaveAttribute("target", "_blank")
  })

  test("§2 footer column 4: Legales: terms and privacy", async () => {
    const links = footer().getByRole("navigation", { name: "Legales" }).getByRole("link")
    await expect(links).toHaveText(["Términos y condiciones", "Política de privacidad"])
    expect(await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")))).toEqual([
      "/terminos-y-condiciones",
      "/politica-de-privacidad",
    ])
  })

  test("§2 footer: a disclaimer (specifications may vary, check availability and regulation, brands belong to their owners) and a copyright line with the current year", async () => {
    const disclaimer = footer().getByText(site.disclaimer)
    await expect(disclaimer).toContainText(/especificaciones técnicas pueden variar/)
    await expect(disclaimer).toContainText(/disponibilidad y la normativa/)
    await expect(disclaimer).toContainText(/marcas mencionadas pertenecen a sus respectivos titulares/)
    await expect(footer().getByTestId("copyright-year")).toHaveText(String(new Date().getFullYear()))
  })
})

test.describe("SPEC §1/§2 the chat widget and the toast area", ONE_WIDTH, () => {
  test("§1/§2 a floating chat widget and a toast area on every route", async ({ page }) => {
    for (const route of ROUTES) {
      // As the page arrives: the launcher is in its HTML, placed by its pre-rendered styles.
      await page.goto(route.path, { waitUntil: "domcontentloaded" })
      await expect(page.getByRole("region", { name: "Notificaciones" }), route.path).toBeAttached()
      const launcher = launcherOf(page)
      await expect(launcher, route.path).toHaveAccessibleName(`${chat.launcherLabel} ${chat.launcherOpenLabel}`)
      // Not a button of the header: it floats over the page, in its bottom-right corner (its widths and its
      // panel: e2e/chat-launcher.spec.ts).
      await expect(page.getByRole("banner").locator("button[aria-label$='asistente']"), route.path).toHaveCount(0)
      expect(await launcher.evaluate((button) => getComputedStyle(button).position), route.path).toBe("fixed")
      const round = (await launcher.locator("[data-round]").boundingBox())!
      expect(390 - (round.x + round.width), route.path).toBeLessThanOrEqual(32)
      expect(844 - (round.y + round.height), route.path).toBeLessThanOrEqual(32)
    }
  })
})

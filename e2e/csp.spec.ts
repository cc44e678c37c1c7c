import chat from "../content/chat.json"
import { watchViolations } from "./support/csp-violations"
import { ONE_WIDTH, expect, test } from "./support/test"
import { visit } from "./support/visit"

/**
 * The build as the production server serves it, public/_headers applied (CSP included), clicked through like a
 * visitor would. Any Content-Security-Policy violation fails the run.
 */
test("the pages are served with the security headers", ONE_WIDTH, async ({ request }) => {
  const response = await request.get("/contacto")
  const headers = response.headers()
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'")
  expect(headers["x-content-type-options"]).toBe("nosniff")
  expect(headers["strict-transport-security"]).toContain("max-age=")
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin")
  expect(headers["permissions-policy"]).toContain("camera=()")
})

test(
  "each page's own policy is in force: an inline script it does not list is refused",
  ONE_WIDTH,
  async ({ page }) => {
    await visit(page, "/contacto")
    const refused = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          document.addEventListener("securitypolicyviolation", (event) => resolve(event.effectiveDirective), {
            once: true,
          })
          const script = document.createElement("script")
          script.textContent = "window.injected = true"
          document.body.append(script)
        }),
    )
    expect(refused).toBe("script-src-elem")
    expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined()
  },
)

test("header, accordions, contact form and chat run under the CSP with no violation", async ({ page, layout }) => {
  const violations = await watchViolations(page)

  await visit(page, "/")
  if (layout === "desktop") {
    await page
      .getByRole("navigation", { name: "Principal", exact: true })
      .getByRole("link", { name: "Productos", exact: true })
      .hover()
    await page.getByRole("link", { name: "Detección de gases", exact: true }).click()
  } else {
    await page.getByRole("button", { name: "Abrir menú" }).click()
    await page.locator("#menu-movil").getByRole("button", { name: "Submenú de Productos" }).click()
    await page.locator("#menu-movil").getByRole("link", { name: "Detección de gases" }).click()
  }
  await expect(page).toHaveURL(/\/productos\/deteccion-de-gases$/)
  await page.locator("button[aria-controls][id*='-pregunta-']").first().click()
  await expect(page.locator("[data-faq-answer]").first()).toBeVisible()
  await page
    .locator('section[aria-labelledby="categoria-equipos"]')
    .getByRole("button", { name: "Solicitar cotización" })
    .first()
    .click()
  await expect(page.getByRole("dialog")).toBeVisible()
  await page.keyboard.press("Escape")
  await expect(page.getByRole("dialog")).toBeHidden()

  await page.getByRole("banner").getByRole("link", { name: "Contactar" }).click()
  await expect(page).toHaveURL(/\/contacto$/)
  await page.getByRole("button", { name: "Enviar consulta" }).click()
  await expect(page.getByRole("region", { name: "Notificaciones" })).toContainText("Error de validación")
  await page.getByRole("textbox", { name: /Nombre y apellido/ }).fill("Ana Pérez")
  await page.getByRole("textbox", { name: /Correo electrónico/ }).fill("ana@empresa.com.ar")
  await page.getByRole("textbox", { name: /Teléfono/ }).fill("11 4000 0000")
  await page.getByRole("combobox", { name: /Provincia/ }).selectOption("Salta")
  await page.getByRole("checkbox", { name: "Compra", exact: true }).check()
  await page.getByRole("textbox", { name: /Mensaje/ }).fill("Consulta para probar la política de seguridad.")
  await page.getByRole("checkbox", { name: /política de privacidad/ }).check()
  await page.getByRole("button", { name: "Enviar consulta" }).click()
  await expect(page.getByRole("region", { name: "Notificaciones" })).toContainText("¡Gracias!")

  await page.locator("button[aria-label$='asistente']").click()
  const panel = page.getByRole("dialog", { name: chat.title })
  await panel
    .locator("[data-chat-option]")
    .filter({ hasText: /^Preguntas frecuentes$/ })
    .click()
  await expect(panel.locator("[data-chat-option]").filter({ hasText: /^Garantía$/ })).toBeVisible()
  await panel.getByRole("button", { name: chat.leaveDataLabel }).click()
  await expect(panel.getByRole("textbox", { name: chat.inputLabel })).toBeVisible()

  expect(await violations()).toEqual([])
})

test(
  "/admin loads Decap CMS under its own policy: Spanish login, no violation, framing refused, not indexed",
  ONE_WIDTH,
  async ({ page }) => {
    // Decap's bundle is 5 MB: bounds for a busy 2-core machine.
    test.setTimeout(180_000)
    const violations = await watchViolations(page)
    const response = await page.goto("/admin", { waitUntil: "commit" })
    expect(response?.headers()["content-security-policy"]).toContain("frame-ancestors 'none'")
    // Decap checks the generated configuration against its own schema before it shows the login.
    await expect(page.getByRole("button", { name: "Iniciar sesión" })).toBeVisible({ timeout: 150_000 })
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow")
    await expect(page.getByText(/error/i)).toHaveCount(0)
    expect(await violations()).toEqual([])
  },
)

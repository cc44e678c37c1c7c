import { expectNoAxeViolations } from "./support/axe"
import { contactForm } from "./support/contact-form"
import { expect, test } from "./support/test"
import { visit } from "./support/visit"

/**
 * axe-core on the states a page only reaches when the visitor acts (the route audit checks every route as it
 * loads): a desktop dropdown, the mobile menu, the contact form's errors. The chat's, the request
 * dialogs' and the finder's open states are checked in their own specs.
 */
test("from 1024 px, a desktop dropdown open is clean for axe", async ({ page, layout }) => {
  test.skip(layout !== "desktop", "the desktop menu applies from 1024 px")
  await visit(page, "/")
  const menu = page.getByRole("navigation", { name: "Principal", exact: true })
  await menu.getByRole("button", { name: "Submenú de Servicio Técnico" }).click()
  await expect(menu.getByRole("link", { name: "Repuestos" })).toBeVisible()
  await expectNoAxeViolations(page, "dropdown open")
})

test("on a phone, the menu open with a sub-list, and the contact form's errors are clean for axe", async ({
  page,
  layout,
}) => {
  test.skip(layout !== "mobile", "the toggle menu applies below 1024 px")
  await visit(page, "/productos")
  await page.getByRole("button", { name: "Abrir menú" }).click()
  const panel = page.locator("#menu-movil")
  await panel.getByRole("button", { name: "Submenú de Servicio Técnico" }).click()
  await expect(panel.getByRole("link", { name: "Certificación" })).toBeVisible()
  await expectNoAxeViolations(page, "mobile menu open")
  await page.getByRole("button", { name: "Cerrar menú" }).click()

  await visit(page, "/contacto")
  await contactForm(page).submit.click()
  await expect(contactForm(page).name).toHaveAttribute("aria-invalid", "true")
  await expectNoAxeViolations(page, "the contact form's errors shown")
})

/**
 * @jest-environment jsdom
 */
import { act, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { emulateDesktopLayout } from "../../../test/desktop-layout"
import { setIntersecting } from "../../../test/intersection-observer"
import { renderWithProviders } from "../../../test/render"
import { Header, HEADER_SHADOW_THRESHOLD_PX } from "./Header"

/** The header watches a sentinel as tall as the threshold at the top of the page: scrolled once it is out of view. */
function sentinelInView(inView: boolean) {
  const sentinel = screen.getByRole("banner").previousElementSibling!
  act(() => setIntersecting(sentinel, inView))
}

const desktopNav = () => screen.getByRole("navigation", { name: "Principal" })
const inDesktop = () => within(desktopNav())
/** The mobile menu's panel, or null while it is closed (it is rendered only while open). */
const mobilePanel = () => document.getElementById("menu-movil")
/** The open menu's panel, once its lazily loaded code has arrived (fetched on the first opening). */
const openedPanel = () => screen.findByRole("navigation", { name: "Menú principal" }).then(() => mobilePanel()!)

describe("Header", () => {
  it("links the logo home and offers Contactar towards /contacto", () => {
    renderWithProviders(<Header pathname="/" />)
    expect(screen.getByRole("link", { name: /Vigía Seguridad Industrial/ })).toHaveAttribute("href", "/")
    expect(screen.getByRole("link", { name: "Contactar" })).toHaveAttribute("href", "/contacto")
  })

  it("lists the SPEC's eight menu entries in order, Contacto among them from 1024 px", () => {
    const restore = emulateDesktopLayout()
    renderWithProviders(<Header pathname="/" />)
    const topLinks = (options?: { hidden: boolean }) =>
      within(desktopNav())
        .getAllByRole("link", options)
        .filter((link) => link.closest("ul")?.parentElement === desktopNav())
        .map((link) => link.textContent)
    const entries = [
      "Inicio",
      "Productos",
      "Alquiler",
      "Servicio Técnico",
      "Industrias",
      "Nosotros",
      "Recursos",
      "Contacto",
    ]
    // jsdom applies the mobile-first rules and the 1024 px layout, not the 1280 px one.
    expect(topLinks()).toEqual(entries)
    expect(screen.getByRole("link", { name: "Contactar" })).toHaveAttribute("href", "/contacto")
    restore()
  })

  it(`gains its shadow once the top ${HEADER_SHADOW_THRESHOLD_PX} px are scrolled out of view, and loses it after`, () => {
    renderWithProviders(<Header pathname="/" />)
    const banner = screen.getByRole("banner")
    const sentinel = banner.previousElementSibling as HTMLElement
    expect(sentinel).toHaveAttribute("aria-hidden", "true")
    expect(banner).toHaveAttribute("data-scrolled", "false")
    sentinelInView(false)
    expect(banner).toHaveAttribute("data-scrolled", "true")
    sentinelInView(true)
    expect(banner).toHaveAttribute("data-scrolled", "false")
  })

  describe("mobile menu", () => {
    it("opens and closes with the toggle, whose name and state follow", async () => {
      const user = userEvent.setup()
      renderWithProviders(<Header pathname="/" />)
      const toggle = screen.getByRole("button", { name: "Abrir menú" })
      expect(toggle).toHaveAttribute("aria-expanded", "false")
      expect(toggle).not.toHaveAttribute("aria-controls")
      expect(mobilePanel()).toBeNull()

      await user.click(toggle)
      expect(toggle).toHaveAccessibleName("Cerrar menú")
      expect(toggle).toHaveAttribute("aria-expanded", "true")
      expect(toggle).toHaveAttribute("aria-controls", "menu-movil")
      expect(await openedPanel()).toBeVisible()

      await user.click(toggle)
      expect(toggle).toHaveAccessibleName("Abrir menú")
      expect(mobilePanel()).toBeNull()
    })

    it("expands and collapses a sub-list on click", async () => {
      const user = userEvent.setup()
      renderWithProviders(<Header pathname="/" />)
      await user.click(screen.getByRole("button", { name: "Abrir menú" }))
      const panel = within(await openedPanel())
      const subToggle = panel.getByRole("button", { name: "Submenú de Productos" })
      expect(panel.queryByRole("link", { name: "Detección de gases" })).not.toBeInTheDocument()

      await user.click(subToggle)
      expect(subToggle).toHaveAttribute("aria-expanded", "true")
      expect(panel.getByRole("link", { name: "Detección de gases" })).toHaveAttribute(
        "href",
        "/productos/deteccion-de-gases",
      )

      await user.click(subToggle)
      expect(subToggle).toHaveAttribute("aria-expanded", "false")
      expect(panel.queryByRole("link", { name: "Detección de gases" })).not.toBeInTheDocument()
    })

    it("closes when the route changes", async () => {
      const user = userEvent.setup()
      const { rerender } = renderWithProviders(<Header pathname="/" />)
      await user.click(screen.getByRole("button", { name: "Abrir menú" }))
      expect(await openedPanel()).toBeVisible()
      rerender(<Header pathname="/alquiler" />)
      expect(mobilePanel()).toBeNull()
      expect(screen.getByRole("button", { name: "Abrir menú" })).toHaveAttribute("aria-expanded", "false")
    })

    it("closes when one of its links is followed, even to the current page", async () => {
      const user = userEvent.setup()
      renderWithProviders(<Header pathname="/" />)
      await user.click(screen.getByRole("button", { name: "Abrir menú" }))
      await user.click(within(await openedPanel()).getByRole("link", { name: "Inicio" }))
      expect(mobilePanel()).toBeNull()
    })

    it("closes on Escape and gives focus back to the toggle", async () => {
      const user = userEvent.setup()
      renderWithProviders(<Header pathname="/" />)
      const toggle = screen.getByRole("button", { name: "Abrir menú" })
      await user.click(toggle)
      const panel = await openedPanel()
      act(() => within(panel).getByRole("link", { name: "Industrias" }).focus())
      await user.keyboard("{Escape}")
      expect(mobilePanel()).toBeNull()
      expect(toggle).toHaveFocus()
    })
  })

  it("holds no chat launcher: the chat floats apart (SPEC §1), the Contactar button stays", () => {
    renderWithProviders(<Header pathname="/" />)
    const banner = within(screen.getByRole("banner"))
    expect(banner.queryByRole("button", { name: /asistente/ })).toBeNull()
    expect(banner.getByRole("link", { name: "Contactar" })).toHaveAttribute("href", "/contacto")
  })

  describe("desktop dropdowns", () => {
    let restoreLayout: () => void
    beforeEach(() => {
      restoreLayout = emulateDesktopLayout()
    })
    afterEach(() => restoreLayout())

    const productos = () => inDesktop().getByRole("link", { name: "Productos" })
    const productosItem = () => productos().closest("li")!
    const productosToggle = () => inDesktop().getByRole("button", { name: "Submenú de Productos" })
    const productosPanel = () => document.getElementById(productosToggle().getAttribute("aria-controls")!)!

    it("open on hover and close when the pointer leaves", async () => {
      const user = userEvent.setup()
      renderWithProviders(<Header pathname="/" />)
      expect(productosToggle()).toHaveAttribute("aria-expanded", "false")
      await user.hover(productosItem())
      expect(productosToggle()).toHaveAttribute("aria-expanded", "true")
      expect(productosPanel()).toBeVisible()
      expect(inDesktop().getByRole("link", { name: "Protección personal" })).toBeVisible()
      await user.unhover(productosItem())
      expect(productosToggle()).toHaveAttribute("aria-expanded", "false")
      expect(productosPanel()).not.toBeVisible()
    })

    it("keep their sub-links out of the tab order while closed", async () => {
      const user = userEvent.setup()
      renderWithProviders(<Header pathname="/" />)
      await user.tab() // logo
      await user.tab() // Inicio
      await user.tab() // Productos
      expect(productos()).toHaveFocus()
      expect(productosToggle()).toHaveAttribute("aria-expanded", "false")
      await user.tab()
      expect(productosToggle()).toHaveFocus()
      await user.tab()
      expect(inDesktop().getByRole("link", { name: "Alquiler" })).toHaveFocus()
      expect(productosToggle()).toHaveAttribute("aria-expanded", "false")
    })

    it("toggle with Enter and Space on their button, and close on Escape with focus back on it", async () => {
      const user = userEvent.setup()
      renderWithProviders(<Header pathname="/" />)
      act(() => productosToggle().focus())
      expect(productosToggle()).toHaveAttribute("aria-expanded", "false")
      await user.keyboard("{Enter}")
      expect(productosToggle()).toHaveAttribute("aria-expanded", "true")
      await user.keyboard("{Enter}")
      expect(productosToggle()).toHaveAttribute("aria-expanded", "false")
      await user.keyboard(" ")
      expect(productosToggle()).toHaveAttribute("aria-expanded", "true")

      await user.tab()
      expect(inDesktop().getByRole("link", { name: "Detección de gases" })).toHaveFocus()
      await user.keyboard("{Escape}")
      expect(productosToggle()).toHaveAttribute("aria-expanded", "false")
      expect(productosToggle()).toHaveFocus()
    })

    it("close when focus leaves them", async () => {
      const user = userEvent.setup()
      renderWithProviders(<Header pathname="/" />)
      await user.click(productosToggle())
      expect(productosToggle()).toHaveAttribute("aria-expanded", "true")
      act(() => inDesktop().getByRole("link", { name: "Industrias" }).focus())
      expect(productosToggle()).toHaveAttribute("aria-expanded", "false")
    })

    it("open on a tap of their button on touch screens, and close on a second tap", async () => {
      const user = userEvent.setup()
      renderWithProviders(<Header pathname="/" />)
      await user.pointer({ keys: "[TouchA]", target: productosToggle() })
      expect(productosToggle()).toHaveAttribute("aria-expanded", "true")
      await user.pointer({ keys: "[TouchA]", target: productosToggle() })
      expect(productosToggle()).toHaveAttribute("aria-expanded", "false")
    })

    it("stay open on a click of their button after the hover opened them, until a second click", async () => {
      const user = userEvent.setup()
      renderWithProviders(<Header pathname="/" />)
      await user.hover(productosItem())
      expect(productosToggle()).toHaveAttribute("aria-expanded", "true")
      await user.click(productosToggle())
      expect(productosToggle()).toHaveAttribute("aria-expanded", "true")
      // Pinned by the click: the pointer leaving no longer closes it.
      await user.unhover(productosItem())
      expect(productosToggle()).toHaveAttribute("aria-expanded", "true")
      await user.click(productosToggle())
      expect(productosToggle()).toHaveAttribute("aria-expanded", "false")
    })

    it("close on a press outside the menu and when one of their links is followed", async () => {
      const user = userEvent.setup()
      renderWithProviders(<Header pathname="/" />)
      await user.click(productosToggle())
      await user.click(screen.getByRole("banner"))
      expect(productosToggle()).toHaveAttribute("aria-expanded", "false")

      const servicioToggle = inDesktop().getByRole("button", { name: "Submenú de Servicio Técnico" })
      await user.click(servicioToggle)
      const repuestos = inDesktop().getByRole("link", { name: "Repuestos" })
      expect(repuestos).toHaveAttribute("href", "/servicio-tecnico#repuestos")
      await user.click(repuestos)
      expect(servicioToggle).toHaveAttribute("aria-expanded", "false")
    })

    it("show one dropdown at a time", async () => {
      const user = userEvent.setup()
      renderWithProviders(<Header pathname="/" />)
      const alquilerToggle = inDesktop().getByRole("button", { name: "Submenú de Alquiler" })
      await user.click(productosToggle())
      await user.click(alquilerToggle)
      expect(alquilerToggle).toHaveAttribute("aria-expanded", "true")
      expect(productosToggle()).toHaveAttribute("aria-expanded", "false")
    })

    it("link each Alquiler and Servicio Técnico sub-item to its own section", () => {
      renderWithProviders(<Header pathname="/" />)
      const hrefs = (names: string[]) =>
        names.map((name) => inDesktop().getByRole("link", { name, hidden: true }).getAttribute("href"))
      expect(
        hrefs(["Alquiler de detectores multigas", "Alquiler de equipos ERA", "Alquiler de alcoholímetros"]),
      ).toEqual(["/alquiler#detectores-multigas", "/alquiler#era", "/alquiler#alcoholimetros"])
      expect(hrefs(["Calibración y Mantenimiento", "Certificación", "Repuestos"])).toEqual([
        "/servicio-tecnico#calibracion-mantenimiento",
        "/servicio-tecnico#certificacion",
        "/servicio-tecnico#repuestos",
      ])
    })

    it("mark the current section", () => {
      renderWithProviders(<Header pathname="/productos/deteccion-de-gases" />)
      expect(productos()).toHaveAttribute("data-active", "true")
      expect(inDesktop().getByRole("link", { name: "Inicio" })).toHaveAttribute("data-active", "false")
    })
  })
})

/**
 * @jest-environment jsdom
 */
import { screen } from "@testing-library/react"
import cta from "../../content/cta.json"
import site from "../../content/site.json"
import { renderWithProviders } from "../../test/render"
import { HandoffButtons } from "./HandoffButtons"

describe("HandoffButtons", () => {
  it("opens WhatsApp with the site's message in a new tab, then offers the contact form", () => {
    renderWithProviders(<HandoffButtons contactVariant="secondary" />)
    const whatsapp = screen.getByRole("link", { name: new RegExp(cta.whatsappLabel) })
    const address = new URL(whatsapp.getAttribute("href") ?? "")
    expect(address.origin + address.pathname).toBe(`https://wa.me/${site.whatsappNumber}`)
    expect(address.searchParams.get("text")).toBe(site.whatsappMessage)
    expect(whatsapp).toHaveAttribute("target", "_blank")
    expect(whatsapp).toHaveAttribute("rel", "noopener noreferrer")
    expect(screen.getByRole("link", { name: cta.contactLabel })).toHaveAttribute("href", "/contacto")
    expect(screen.getAllByRole("link").map((link) => link.textContent)).toEqual([
      expect.stringContaining(cta.whatsappLabel),
      cta.contactLabel,
    ])
  })
})

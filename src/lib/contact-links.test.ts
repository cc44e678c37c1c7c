import { mailtoHref, telHref, toE164, whatsappHref } from "./contact-links"

describe("contact links", () => {
  it("turns the displayed phone into E.164 and a tel: link", () => {
    expect(toE164("+54 11 5263-4810")).toBe("+541152634810")
    expect(telHref("+54 11 5263-4810")).toBe("tel:+541152634810")
  })

  it("builds a wa.me link with the message encoded, or without one", () => {
    expect(whatsappHref("5491152634810")).toBe("https://wa.me/5491152634810")
    expect(whatsappHref("+54 9 11 5263-4810", "Hola, ¿tienen stock?")).toBe(
      "https://wa.me/5491152634810?text=Hola%2C%20%C2%BFtienen%20stock%3F",
    )
    expect(whatsappHref("5491152634810", "   ")).toBe("https://wa.me/5491152634810")
  })

  it("builds mailto links with an optional encoded subject", () => {
    expect(mailtoHref("ventas@example.com")).toBe("mailto:ventas@example.com")
    expect(mailtoHref("ventas@example.com", "Cotización & alquiler")).toBe(
      "mailto:ventas@example.com?subject=Cotizaci%C3%B3n%20%26%20alquiler",
    )
  })
})

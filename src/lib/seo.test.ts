import { canonicalUrl, documentTitle, lineTitle } from "./seo"

describe("canonicalUrl", () => {
  const origin = "https://www.example.com.ar"

  it("keeps the root with its slash and drops trailing slashes elsewhere", () => {
    expect(canonicalUrl(origin, "/")).toBe("https://www.example.com.ar/")
    expect(canonicalUrl(origin, "/productos/")).toBe("https://www.example.com.ar/productos")
    expect(canonicalUrl(`${origin}/`, "productos/deteccion-de-gases")).toBe(
      "https://www.example.com.ar/productos/deteccion-de-gases",
    )
  })

  it("ignores query strings and fragments", () => {
    expect(canonicalUrl(origin, "/contacto?interes=compra#formulario")).toBe("https://www.example.com.ar/contacto")
  })
})

describe("documentTitle", () => {
  it("appends the brand unless the title already names it", () => {
    expect(documentTitle("Alquiler", "Vigía")).toBe("Alquiler | Vigía")
    expect(documentTitle("Vigía Seguridad Industrial", "Vigía")).toBe("Vigía Seguridad Industrial")
  })
})

describe("lineTitle", () => {
  it("names the line and how it is offered, as a Spanish list", () => {
    expect(lineTitle("Detectores portátiles de 4 gases", ["Venta", "Alquiler", "Servicio técnico"])).toBe(
      "Detectores portátiles de 4 gases: venta, alquiler y servicio técnico",
    )
    expect(lineTitle("Boquillas descartables", ["Venta"])).toBe("Boquillas descartables: venta")
  })
})

import leads from "../../../content/leads.json"
import site from "../../../content/site.json"
import { handoffLinks } from "./handoff"

const texts = leads
const values = {
  name: "Ana Pérez",
  company: "Acme & Cía",
  email: "ana@empresa.com.ar",
  phone: "+54 11 4000-0000",
  province: "Neuquén",
  productName: "Detector multigas",
  quantity: "3",
  period: "semana",
  from: "2026-12-01",
  to: "2026-12-07",
  deliveryPlace: "Planta Añelo",
  certificates: false,
  message: "",
  privacy: true,
}

describe("handoffLinks", () => {
  const links = handoffLinks({ kind: "alquiler", values, texts }, site)

  it("writes the lead for WhatsApp, one labelled line per filled field", () => {
    const url = new URL(links.whatsapp)
    expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${site.whatsappNumber}`)
    expect(url.searchParams.get("text")).toBe(
      [
        leads.handoff.whatsappIntro,
        "",
        "Producto: Detector multigas",
        "Cantidad: 3",
        "Período de alquiler: Por semana",
        "Desde: 2026-12-01",
        "Hasta: 2026-12-07",
        "Lugar de entrega: Planta Añelo",
        "Necesita certificados de calibración: No",
        "Nombre y apellido: Ana Pérez",
        "Empresa: Acme & Cía",
        "Correo electrónico: ana@empresa.com.ar",
        "Teléfono: +54 11 4000-0000",
        "Provincia: Neuquén",
      ].join("\n"),
    )
  })

  it("writes a mailto: with the kind in the subject and CR LF lines", () => {
    expect(links.mailto.startsWith(`mailto:${site.email}?subject=`)).toBe(true)
    const query = new URLSearchParams(links.mailto.slice(links.mailto.indexOf("?") + 1))
    expect(query.get("subject")).toBe("Consulta de alquiler desde el sitio web")
    expect(query.get("body")).toContain("\r\nEmpresa: Acme & Cía\r\n")
    expect(links.mailto).not.toMatch(/[\s&]Cía/)
  })

  it("asks to attach the file by hand when there was one", () => {
    const { mailto } = handoffLinks(
      { kind: "contacto", values: { ...values, interests: ["compra"] }, texts, hasAttachment: true },
      site,
    )
    const body = new URLSearchParams(mailto.slice(mailto.indexOf("?") + 1)).get("body")
    expect(body).toContain("Le interesa: Compra")
    expect(body).toContain(leads.handoff.attachmentNote)
  })
})

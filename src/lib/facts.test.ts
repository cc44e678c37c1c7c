import site from "../../content/site.json"
import { copiedFacts, fillFacts, withFacts } from "./facts"

const located = { ...site, streetAddress: "Av. Ejemplo 1234", postalCode: "C1043AAZ", cuit: "30-71234567-1" }

describe("the company's facts in texts", () => {
  it("fills each placeholder with site.json's value, leaving the others for later", () => {
    expect(fillFacts("Llamanos al {telefono} o escribinos a {email}. Pedido {reference}.", site)).toBe(
      `Llamanos al ${site.phone} o escribinos a ${site.email}. Pedido {reference}.`,
    )
    expect(fillFacts("Con domicilio en {direccion}, CUIT {cuit}.", located)).toBe(
      "Con domicilio en Av. Ejemplo 1234, C1043AAZ Buenos Aires Argentina, CUIT 30-71234567-1.",
    )
  })

  it("writes the hours in lower case inside a sentence and as written at its start", () => {
    const hours = { ...site, businessHours: "Lunes a viernes de 8 a 17" }
    expect(fillFacts("Respondemos {respuesta}, de {horario}.", hours)).toBe(
      "Respondemos dentro del día hábil, de lunes a viernes de 8 a 17.",
    )
    expect(fillFacts("{horario}. Sábados: cerrado.", hours)).toBe("Lunes a viernes de 8 a 17. Sábados: cerrado.")
  })

  it("fills every text of a value, keeping its shape", () => {
    const value = { a: ["{telefono}", 3, null], b: { c: "{email}" } }
    expect(withFacts(value, site)).toEqual({ a: [site.phone, 3, null], b: { c: site.email } })
  })

  it("names a fact written out instead of its placeholder, whatever its case", () => {
    expect(copiedFacts(`Llamá al ${site.phone} de Lunes a viernes de 9 a 18.`, site)).toEqual([
      `Tiene el teléfono escrito a mano («${site.phone}»): escribí {telefono} y el sitio pone el de «Empresa».`,
      `Tiene el horario de atención escrito a mano («${site.businessHours}»): escribí {horario} y el sitio pone el de «Empresa».`,
    ])
    expect(copiedFacts("Llamanos al {telefono}.", site)).toEqual([])
    // A fact the company has not given yet (the CUIT) is never "copied".
    expect(copiedFacts("Sin CUIT todavía.", site)).toEqual([])
  })
})

import { fillTemplate, joinSpanish, lowerFirst } from "./text-template"

describe("fillTemplate", () => {
  it("fills known placeholders and leaves unknown ones", () => {
    expect(fillTemplate("{count} de {max} caracteres", { count: 12, max: 1000 })).toBe("12 de 1000 caracteres")
    expect(fillTemplate("Hola, {nombre}. {otro}", { nombre: "Ana" })).toBe("Hola, Ana. {otro}")
  })
})

describe("lowerFirst", () => {
  it("writes a name as it reads mid-sentence", () => {
    expect(lowerFirst("Detección de gases")).toBe("detección de gases")
    expect(lowerFirst("Ángulo")).toBe("ángulo")
  })
})

describe("joinSpanish", () => {
  it("joins a list as a sentence reads it", () => {
    expect(joinSpanish([])).toBe("")
    expect(joinSpanish(["venta"])).toBe("venta")
    expect(joinSpanish(["venta", "alquiler"])).toBe("venta y alquiler")
    expect(joinSpanish(["venta", "alquiler", "servicio técnico"])).toBe("venta, alquiler y servicio técnico")
  })

  it("writes «e» before the sound «i», and «y» before «hie»", () => {
    expect(joinSpanish(["venta", "instalación"])).toBe("venta e instalación")
    expect(joinSpanish(["cascos", "higiene"])).toBe("cascos e higiene")
    expect(joinSpanish(["acero", "hierro"])).toBe("acero y hierro")
  })
})

import { joinSpanish } from "./join-spanish"

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

import { fillTemplate, lowerFirst } from "./text-template"

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

import { requestDraftKey, requestValues } from "./values"

const product = { slug: "detectores-multigas", name: "Detectores portátiles de 4 gases" }

describe("requestValues", () => {
  it("starts a quote's and a rental's quantity at 1, as the quote list starts a line", () => {
    expect(requestValues("cotizacion", product, null, null)).toEqual({ productName: product.name, quantity: "1" })
    expect(requestValues("alquiler", product, null, null).quantity).toBe("1")
    expect(requestValues("demo", product, null, null)).not.toHaveProperty("quantity")
  })

  it("gives back what the visitor typed, an emptied quantity included", () => {
    expect(requestValues("cotizacion", product, { quantity: "12" }, null).quantity).toBe("12")
    expect(requestValues("cotizacion", product, { quantity: "" }, null).quantity).toBe("")
    expect(requestValues("cotizacion", product, { productName: "Otro equipo" }, null).productName).toBe("Otro equipo")
  })

  it("offers the contact details given before, behind the dialog's own draft", () => {
    const contact = { name: "Ana Pérez", email: "ana@example.com", message: "no viaja" }
    expect(requestValues("demo", product, { email: "otra@example.com" }, contact)).toEqual({
      productName: product.name,
      name: "Ana Pérez",
      email: "otra@example.com",
    })
  })
})

describe("requestDraftKey", () => {
  it("keeps one draft per kind and product", () => {
    expect(requestDraftKey("cotizacion", product.slug)).toBe("vigia:solicitud:cotizacion:detectores-multigas")
  })
})

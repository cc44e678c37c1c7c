import {
  draftHasContent,
  draftList,
  draftText,
  errorTextsOf,
  firstInvalidField,
  union,
  withFieldError,
} from "./lead-form"

describe("lead form helpers", () => {
  it("reads text and lists from a draft, ignoring values of the wrong shape", () => {
    const draft = { name: "Ana", services: ["calibracion", "otro"], quantity: ["3"], certificates: true }
    expect(draftText(draft, "name")).toBe("Ana")
    expect(draftText(draft, "quantity")).toBe("")
    expect(draftText(null, "name")).toBe("")
    expect(draftList(draft, "services", ["calibracion", "repuestos"])).toEqual(["calibracion"])
    expect(draftList(draft, "name", ["Ana"])).toEqual([])
  })

  it("tells a draft with something typed from one holding only its idempotency key or blanks", () => {
    expect(draftHasContent({ idempotencyKey: "k" }, ["name"])).toBe(false)
    expect(draftHasContent({ name: "   ", interests: [] }, ["name", "interests"])).toBe(false)
    expect(draftHasContent({ interests: ["compra"] }, ["name", "interests"])).toBe(true)
    expect(draftHasContent(null, ["name"])).toBe(false)
  })

  it("turns a validation's errors into texts and finds the first wrong field in screen order", () => {
    const texts = errorTextsOf(
      { email: { code: "invalidEmail" }, name: { code: "required" } },
      (field, error) => `${field}:${error.code}`,
    )
    expect(texts).toEqual({ email: "email:invalidEmail", name: "name:required" })
    expect(firstInvalidField(["name", "email", "privacy"], texts)).toBe("name")
    expect(firstInvalidField(["privacy"], texts)).toBeUndefined()
  })

  it("replaces or removes one field's error, leaving the others", () => {
    const errors = { name: "Escribí tu nombre.", email: "Revisá el correo." }
    expect(withFieldError(errors, "name", undefined)).toEqual({ email: "Revisá el correo." })
    expect(withFieldError(errors, "email", "Otro")).toEqual({ name: "Escribí tu nombre.", email: "Otro" })
    expect(errors).toEqual({ name: "Escribí tu nombre.", email: "Revisá el correo." })
  })

  it("joins lists without repeats, in order of first appearance", () => {
    expect(union(["compra", "alquiler"], ["alquiler", "servicio-tecnico"])).toEqual([
      "compra",
      "alquiler",
      "servicio-tecnico",
    ])
  })
})

import { presetInterests } from "./preset"

describe("presetInterests", () => {
  it("reads interests from navigation state", () => {
    expect(presetInterests({ state: { interests: ["alquiler"] }, search: "" })).toEqual(["alquiler"])
  })

  it("reads interests from the query string, also repeated and in any case", () => {
    expect(presetInterests({ search: "?interes=compra" })).toEqual(["compra"])
    expect(presetInterests({ search: "?interes=Servicio-Tecnico&interes=alquiler" })).toEqual([
      "servicio-tecnico",
      "alquiler",
    ])
  })

  it("combines both without repeating", () => {
    expect(presetInterests({ state: { interests: ["compra"] }, search: "?interes=compra" })).toEqual(["compra"])
  })

  it("ignores unknown values and missing or odd state (build time, direct loads)", () => {
    expect(presetInterests(undefined)).toEqual([])
    expect(presetInterests({ state: null, search: "?interes=regalo&otro=1" })).toEqual([])
    expect(presetInterests({ state: { interests: "compra" } })).toEqual([])
    expect(presetInterests({ state: { key: "initial" } })).toEqual([])
  })
})

import provinces from "../../../content/provinces.json"
import { chatLeadInput, leadToContactDraft, matchProvince } from "./lead"

const PROVINCES = provinces.map((province) => province.name)

describe("matchProvince", () => {
  it.each([
    ["Córdoba", "Córdoba"],
    ["cordoba", "Córdoba"],
    ["  NEUQUEN ", "Neuquén"],
    ["tierra del fuego", "Tierra del Fuego"],
    ["Capital Federal", "CABA"],
    ["Ciudad Autónoma de Buenos Aires", "CABA"],
    ["caba", "CABA"],
    ["Buenos Aires", "Buenos Aires"],
    ["Provincia de Santa Fe", "Santa Fe"],
    ["Entre Rios", "Entre Ríos"],
  ])("reads %s as %s", (text, province) => expect(matchProvince(text, PROVINCES)).toBe(province))

  it.each(["", "Montevideo", "Patagonia", "Santa"])("finds no province in %p", (text) =>
    expect(matchProvince(text, PROVINCES)).toBeNull(),
  )
})

describe("leadToContactDraft", () => {
  it("fills the form fields the chat already asked for", () => {
    expect(
      leadToContactDraft(
        {
          name: "Ana",
          company: "Particular",
          email: "ana@x.com",
          phone: "11 4000",
          province: "neuquen",
          interest: "alquiler",
        },
        PROVINCES,
      ),
    ).toEqual({
      name: "Ana",
      company: "Particular",
      email: "ana@x.com",
      phone: "11 4000",
      province: "Neuquén",
      interests: ["alquiler"],
    })
  })

  it("leaves out what is missing or not a known province", () => {
    expect(leadToContactDraft({ name: "Ana", province: "Marte" }, PROVINCES)).toEqual({ name: "Ana" })
  })
})

describe("chatLeadInput", () => {
  it("sends every answer as the endpoint's field, empty where none was given, with the consent the chat asked for", () => {
    expect(chatLeadInput({ name: "Ana", email: "ana@x.com", interest: "compra" })).toEqual({
      name: "Ana",
      company: "",
      email: "ana@x.com",
      phone: "",
      province: "",
      interest: "compra",
      privacy: true,
    })
  })
})

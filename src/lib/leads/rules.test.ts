import {
  isIsoDate,
  todayInArgentina,
  utf8Length,
  validateCuit,
  validateDate,
  validateQuantity,
  validateTextLength,
} from "./rules"

describe("validateCuit", () => {
  it("accepts 11 digits with a valid check digit, with or without dashes", () => {
    expect(validateCuit("20-12345678-6")).toBeNull()
    expect(validateCuit("20123456786")).toBeNull()
    expect(validateCuit("30-71234567-1")).toBeNull()
  })
  it("refuses a wrong check digit, a wrong length or letters", () => {
    expect(validateCuit("20-12345678-5")).toEqual({ code: "invalidCuit" })
    expect(validateCuit("2012345678")).toEqual({ code: "invalidCuit" })
    expect(validateCuit("201234567860")).toEqual({ code: "invalidCuit" })
    expect(validateCuit("20-1234567A-6")).toEqual({ code: "invalidCuit" })
  })
})

describe("dates", () => {
  it("knows real calendar dates", () => {
    expect(isIsoDate("2028-02-29")).toBe(true)
    expect(isIsoDate("2026-02-29")).toBe(false)
    expect(isIsoDate("2026-1-05")).toBe(false)
  })
  it("compares with today at the boundary", () => {
    expect(validateDate("2026-11-23", "2026-11-23", "todayOrLater")).toBeNull()
    expect(validateDate("2026-11-22", "2026-11-23", "todayOrLater")).toEqual({ code: "datePast" })
    expect(validateDate("2026-11-23", "2026-11-23", "notFuture")).toBeNull()
    expect(validateDate("2026-11-24", "2026-11-23", "notFuture")).toEqual({ code: "dateFuture" })
  })
  it("takes today in Buenos Aires (UTC−3)", () => {
    expect(todayInArgentina(new Date("2026-11-24T02:59:00Z"))).toBe("2026-11-23")
    expect(todayInArgentina(new Date("2026-11-24T03:00:00Z"))).toBe("2026-11-24")
  })
})

describe("lengths and quantities", () => {
  it("counts characters as seen", () => {
    expect(validateTextLength("ñ".repeat(5), 5)).toBeNull()
    expect(validateTextLength("👍".repeat(6), 5)).toEqual({ code: "tooLong", count: 6, max: 5 })
  })
  it("caps the bytes at four a character: a short name heavy with combining marks is too long", () => {
    // 100 characters as seen, each a letter under 300 combining marks: about 60 KB.
    const heavy = ("e" + "\u0301".repeat(300)).repeat(100)
    expect(utf8Length(heavy)).toBe(60_100)
    expect(validateTextLength(heavy, 120)).toEqual({ code: "tooLong", count: 30_100, max: 120 })
    // Four bytes a character is any emoji of one code point: 120 of them fit a cap of 120.
    expect(validateTextLength("🧯".repeat(120), 120)).toBeNull()
    expect(validateTextLength("🧯".repeat(121), 120)).toEqual({ code: "tooLong", count: 121, max: 120 })
  })
  it("counts UTF-8 bytes as an encoder does", () => {
    for (const text of ["", "Ana", "ñandú", "€", "🇦🇷", "👩‍🔧", "a\ud800b", "\udc00"]) {
      expect(utf8Length(text)).toBe(Buffer.byteLength(text, "utf8"))
    }
  })
  it("takes integers only", () => {
    expect(validateQuantity("", 1, 9)).toEqual({ code: "required" })
    expect(validateQuantity("1e3", 1, 9999)).toEqual({ code: "invalidQuantity", min: 1, max: 9999 })
  })
})

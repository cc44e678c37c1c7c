import provinces from "../../../content/provinces.json"
import {
  ATTACHMENT_MAX_BYTES,
  countCharacters,
  MESSAGE_MAX_LENGTH,
  MESSAGE_MIN_LENGTH,
  validateAttachment,
  validateEmail,
  validateMessage,
  validateProvince,
} from "./rules"

const PROVINCES = provinces.map((province) => province.name)

describe("countCharacters", () => {
  it("counts what the visitor sees: trimmed, one per emoji", () => {
    expect(countCharacters("  hola  ")).toBe(4)
    expect(countCharacters("👍")).toBe(1)
    expect(countCharacters("👨‍👩‍👧‍👦")).toBe(1)
    expect(countCharacters("🇦🇷 Argentina")).toBe(11)
    expect(countCharacters("año ñandú")).toBe(9)
    expect(countCharacters("\n\t ")).toBe(0)
  })

  it("counts a CR LF line break once, as the segmenter does", () => {
    expect(countCharacters("Hola\r\nequipo")).toBe(11)
    expect(countCharacters("Hola\nequipo")).toBe(11)
    expect(countCharacters("¿Tienen stock?\r\n👍")).toBe(16)
  })

  it("agrees with the grapheme segmenter on Spanish text, accents and all", () => {
    const segmenter = new Intl.Segmenter("es", { granularity: "grapheme" })
    for (const text of ["Necesito calibrar 3 detectores H2S.", "¿Alquilan equipos en Neuquén? ¡Gracias!", "año"]) {
      expect(countCharacters(text)).toBe(Array.from(segmenter.segment(text)).length)
    }
  })

  it("makes a segmenter only for text beyond Latin-1, and only once", () => {
    const Segmenter = Intl.Segmenter
    const intl = Intl as { Segmenter: typeof Intl.Segmenter }
    let made = 0
    intl.Segmenter = class extends Segmenter {
      constructor(...args: ConstructorParameters<typeof Intl.Segmenter>) {
        super(...args)
        made += 1
      }
    }
    try {
      jest.isolateModules(() => {
        const { countCharacters: count } = require("./rules") as typeof import("./rules")
        expect(count("")).toBe(0)
        expect(count("Consulta por alcoholímetros en Córdoba")).toBe(38)
        expect(made).toBe(0)
        expect(count("Gracias 🙌")).toBe(9)
        expect(count("👨‍👩‍👧‍👦")).toBe(1)
        expect(made).toBe(1)
      })
    } finally {
      intl.Segmenter = Segmenter
    }
  })
})

describe("message", () => {
  const text = (length: number) => "a".repeat(length)

  it("is required", () => {
    expect(validateMessage("")).toEqual({ code: "required" })
    expect(validateMessage("     ")).toEqual({ code: "required" })
  })

  it(`needs at least ${MESSAGE_MIN_LENGTH} characters: 9 fails, 10 passes`, () => {
    expect(validateMessage(text(9))).toEqual({ code: "tooShort", count: 9 })
    expect(validateMessage(text(10))).toBeNull()
  })

  it(`allows at most ${MESSAGE_MAX_LENGTH} characters: 1000 passes, 1001 fails`, () => {
    expect(validateMessage(text(1000))).toBeNull()
    expect(validateMessage(text(1001))).toEqual({ code: "tooLong", count: 1001 })
  })

  it("does not count surrounding spaces", () => {
    expect(validateMessage(`   ${text(9)}   `)).toEqual({ code: "tooShort", count: 9 })
    expect(validateMessage(`  ${text(1000)}\n\n`)).toBeNull()
  })

  it("counts an emoji as one character", () => {
    expect(validateMessage("👷".repeat(10))).toBeNull()
    expect(validateMessage("👷".repeat(9))).toEqual({ code: "tooShort", count: 9 })
    // "👩‍🔧" is three code points, 11 bytes: 300 of them and 700 letters are 1000 characters in 4000 bytes.
    expect(validateMessage("👩‍🔧".repeat(300) + "a".repeat(700))).toBeNull()
    expect(validateMessage("👩‍🔧".repeat(300) + "a".repeat(701))).toEqual({ code: "tooLong", count: 1001 })
  })

  it("caps the bytes too: a few characters heavy with combining marks are too long", () => {
    // 100 letters, each under 150 combining marks: 100 characters as seen, 30 100 bytes.
    const flood = ("a" + "\u0301".repeat(150)).repeat(100)
    expect(validateMessage(flood)).toEqual({ code: "tooLong", count: 15_100 })
  })

  it("handles a pasted 100 000-character text", () => {
    expect(validateMessage(text(100_000))).toEqual({ code: "tooLong", count: 100_000 })
  })
})

describe("e-mail", () => {
  it("is required", () => {
    expect(validateEmail("")).toEqual({ code: "required" })
    expect(validateEmail("   ")).toEqual({ code: "required" })
  })

  it.each(["ana@empresa.com", "ana.perez+ventas@sub.empresa.com.ar", "  ana@empresa.com.ar  ", "a@b.co"])(
    "accepts %s",
    (email) => expect(validateEmail(email)).toBeNull(),
  )

  it.each([
    "ana",
    "ana@",
    "@empresa.com",
    "ana@empresa",
    "ana@@empresa.com",
    "ana perez@empresa.com",
    "ana@empresa..com",
    "ana@.com",
  ])("rejects %s", (email) => expect(validateEmail(email)).toEqual({ code: "invalidEmail" }))

  it("rejects an address longer than 254 characters", () => {
    expect(validateEmail(`${"a".repeat(250)}@x.com`)).toEqual({ code: "invalidEmail" })
  })
})

describe("province", () => {
  it("is required and must be one of the 24", () => {
    expect(PROVINCES).toHaveLength(24)
    expect(validateProvince("", PROVINCES)).toEqual({ code: "required" })
    expect(validateProvince("Tierra del Fuego", PROVINCES)).toBeNull()
    expect(validateProvince("Montevideo", PROVINCES)).toEqual({ code: "unknownProvince" })
  })
})

describe("attachment", () => {
  const file = (name: string, type: string, size = 1000) => ({ name, type, size })

  it("is optional", () => expect(validateAttachment(null)).toBeNull())

  it.each([
    ["pliego.pdf", "application/pdf"],
    ["FOTO.JPG", "image/jpeg"],
    ["foto.jpeg", "image/jpeg"],
    ["detector.png", "image/png"],
    ["nota.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
    ["planilla.xlsx", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
    ["sin-tipo.docx", ""],
  ])("accepts %s", (name, type) => expect(validateAttachment(file(name, type))).toBeNull())

  it.each([
    ["programa.exe", "application/x-msdownload"],
    ["pagina.html", "text/html"],
    ["comprimido.zip", "application/zip"],
    ["sin-extension", ""],
    // Word and Excel before 2007: the server checks a file's bytes and takes only DOCX and XLSX.
    ["nota.doc", "application/msword"],
    ["planilla.xls", "application/vnd.ms-excel"],
    ["disfrazado.pdf", "application/x-msdownload"],
  ])("refuses %s", (name, type) => expect(validateAttachment(file(name, type))).toEqual({ code: "attachmentType" }))

  it("accepts exactly 10 MB and refuses one byte more", () => {
    expect(validateAttachment(file("a.pdf", "application/pdf", ATTACHMENT_MAX_BYTES))).toBeNull()
    expect(validateAttachment(file("a.pdf", "application/pdf", ATTACHMENT_MAX_BYTES + 1))).toEqual({
      code: "attachmentSize",
    })
  })

  it("refuses an empty file", () => {
    expect(validateAttachment(file("a.pdf", "application/pdf", 0))).toEqual({ code: "attachmentEmpty" })
  })
})

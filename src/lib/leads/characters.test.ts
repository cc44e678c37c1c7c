import { MAX_MARKS_PER_CHARACTER, validateCharacters } from "./characters"
import type { CharacterSet } from "./characters"
import { validateLead } from "./validate"

const refused = { code: "invalidCharacters" }
const SETS: readonly CharacterSet[] = ["message", "text", "identifier"]

/** Every invisible issue #42 names, and their kin: format characters, default-ignorables, blanks. */
const INVISIBLES: ReadonlyArray<[string, string]> = [
  ["zero-width space U+200B", "\u200b"],
  ["zero-width non-joiner U+200C", "\u200c"],
  ["zero-width joiner U+200D", "\u200d"],
  ["word joiner U+2060", "\u2060"],
  ["invisible times U+2062", "\u2062"],
  ["byte order mark U+FEFF", "\ufeff"],
  ["soft hyphen U+00AD", "\u00ad"],
  ["Mongolian vowel separator U+180E", "\u180e"],
  ["interlinear annotation anchor U+FFF9", "\ufff9"],
  ["interlinear annotation terminator U+FFFB", "\ufffb"],
  ["language tag U+E0001", "\u{e0001}"],
  ["tag letter A U+E0041", "\u{e0041}"],
  ["cancel tag U+E007F", "\u{e007f}"],
  ["musical symbol begin beam U+1D173", "\u{1d173}"],
  ["musical symbol end phrase U+1D17A", "\u{1d17a}"],
  ["Hangul filler U+3164", "\u3164"],
  ["Hangul choseong filler U+115F", "\u115f"],
  ["Hangul jungseong filler U+1160", "\u1160"],
  ["halfwidth Hangul filler U+FFA0", "\uffa0"],
  ["braille blank U+2800", "\u2800"],
  ["combining grapheme joiner U+034F", "\u034f"],
  ["variation selector U+FE0F after a letter", "\ufe0f"],
  ["Arabic letter mark U+061C", "\u061c"],
  ["left-to-right mark U+200E", "\u200e"],
  ["right-to-left mark U+200F", "\u200f"],
  ["right-to-left override U+202E", "\u202e"],
  ["first strong isolate U+2068", "\u2068"],
  ["line separator U+2028", "\u2028"],
  ["paragraph separator U+2029", "\u2029"],
  ["noncharacter U+FFFF", "\uffff"],
]

/** Spanish as buyers write it: accents, ñ, ü, ¿¡, quotes, a no-break space pasted from Word, numbers. */
const SPANISH = [
  "José María Ñúñez Güemes",
  "Metalúrgica Pingüino S.A.",
  "¿Tienen stock del detector de 4 gases? ¡Lo necesitamos para el lunes!",
  "Ing. Agustina O'Higgins — Jefa de Higiene y Seguridad",
  "Av. Córdoba 1234, 5.º piso «A»",
  "Cañuelas, Bahía Blanca, Neuquén",
  "Precio:\u00a0$ 1.250.000,50",
]

/** Emoji as phones write them: with joiners, skin tones, presentation selectors, keycaps, flags. */
const EMOJI = ["👩🏽‍🔧", "👨‍👩‍👧‍👦", "🏳️‍🌈", "🏃‍♀️", "👁️‍🗨️", "❤️", "1️⃣", "#️⃣", "🇦🇷", "🏴󠁧󠁢󠁳󠁣󠁴󠁿", "🏴󠁧󠁢󠁥󠁮󠁧󠁿", "🏴󠁧󠁢󠁷󠁬󠁳󠁿", "*️⃣", "🙏🏻", "🧑🏿‍🤝‍🧑🏻"]

describe("validateCharacters", () => {
  it.each(INVISIBLES)("refuses %s in every field, the message included", (_name, invisible) => {
    for (const set of SETS) {
      for (const text of [`Ana${invisible}Pérez`, `${invisible}Ana`, `Ana${invisible}`]) {
        expect(validateCharacters(text, set)).toEqual(refused)
      }
    }
  })
  it("accepts real Spanish text in every field", () => {
    for (const text of SPANISH) for (const set of SETS) expect(validateCharacters(text, set)).toBeNull()
    expect(validateCharacters("Hola,\r\nnecesitamos cotizar:\n\t- 3 equipos", "message")).toBeNull()
  })
  it("accepts what people write elsewhere: accents of other languages, Hebrew points, Vietnamese", () => {
    for (const text of ["Nguyễn Văn", "Zürich", "Ærøskøbing", "עִבְרִית", "Þórður", "Çağrı", "Łódź"]) {
      expect(validateCharacters(text)).toBeNull()
    }
  })
  it("keeps the invisibles an emoji needs in the message and in free text, never in an identifier", () => {
    for (const emoji of EMOJI) {
      expect(validateCharacters(`Gracias ${emoji} por la ayuda`, "message")).toBeNull()
      expect(validateCharacters(`${emoji} Ana`, "text")).toBeNull()
    }
    expect(validateCharacters("ana👩‍🔧@example.com", "identifier")).toEqual(refused)
    expect(validateCharacters("+54 11 ❤️", "identifier")).toEqual(refused)
  })
  it("refuses a joiner that joins no emoji, tags outside the three subdivision flags, a selector outside a keycap", () => {
    for (const text of [
      "a\u200db",
      "👩\u200db",
      "a\u200d👩",
      "👩\u200d",
      "🏴\u{e0067}\u{e0062}",
      "x\u{e0067}\u{e007f}",
      // Text hidden in tags inside a black flag: "ignore" spelt in tag letters.
      "🏴\u{e0069}\u{e0067}\u{e006e}\u{e006f}\u{e0072}\u{e0065}\u{e007f}",
      // A subdivision that is not one of the three of Unicode's emoji list.
      "🏴\u{e0075}\u{e0073}\u{e0074}\u{e0078}\u{e007f}",
      // A selector after a digit, # or * outside a keycap.
      "1\ufe0f",
      "Llamar al 11\ufe0f 4000",
      "#\ufe0fx",
      "2\ufe0e\u20e3",
    ]) {
      expect(validateCharacters(text, "message")).toEqual(refused)
    }
  })
  it("refuses C0 and C1 controls and DEL everywhere", () => {
    for (const text of ["Eve\u001b[2J", "a\u0000b", "bell\u0007", "a\u007f", "a\u0085", "a\u009b31m"]) {
      for (const set of SETS) expect(validateCharacters(text, set)).toEqual(refused)
    }
  })
  it("allows tab, LF and CR only in the message", () => {
    for (const text of ["a\tb", "a\nb", "a\r\nb", "a\rb"]) {
      expect(validateCharacters(text, "text")).toEqual(refused)
      expect(validateCharacters(text, "identifier")).toEqual(refused)
      expect(validateCharacters(text, "message")).toBeNull()
    }
    expect(validateCharacters("a\u000bb", "message")).toEqual(refused)
  })
  it("refuses a surrogate without its pair", () => {
    expect(validateCharacters("a\ud83db")).toEqual(refused)
    expect(validateCharacters("a\ude00", "message")).toEqual(refused)
  })
  it(`bounds the combining marks of one character as seen at ${MAX_MARKS_PER_CHARACTER}`, () => {
    expect(validateCharacters("a" + "\u0301".repeat(4))).toBeNull()
    expect(validateCharacters("a" + "\u0301".repeat(5))).toEqual(refused)
    // Many marks in a text, few on each letter: ordinary decomposed Spanish.
    expect(validateCharacters("Me\u0301xico Espan\u0303a ".repeat(200), "message")).toBeNull()
  })
  it("refuses a mark flood split by joiners (issue #42: 'Z' + 40 × five marks and a ZWJ)", () => {
    const zalgo = "Z" + "\u0301\u0300\u0302\u0303\u200d".repeat(40)
    for (const set of SETS) expect(validateCharacters(zalgo, set)).toEqual(refused)
    // 600 marks in a message, four on each of 150 letters: within the bound.
    expect(validateCharacters("a\u0301\u0300\u0302\u0303".repeat(150), "message")).toBeNull()
    expect(validateCharacters("a" + "\u0301\u0300\u0302\u0303\u0304".repeat(120), "message")).toEqual(refused)
  })
})

describe("the lead's fields", () => {
  const chat = (fields: Record<string, unknown>) =>
    validateLead("chat", {
      name: "Ana",
      email: "ana@example.com",
      phone: "+54 11 4000-0000",
      province: "CABA",
      interest: "compra",
      privacy: true,
      ...fields,
    })
  it("never accepts an invisible in the e-mail, the phone or the CUIT, nor an emoji's joiner", () => {
    for (const [, invisible] of INVISIBLES) {
      const result = chat({ email: `ana${invisible}@example.com`, phone: `+54 11${invisible} 4000-0000` })
      expect(!result.ok && result.errors).toEqual({ email: refused, phone: refused })
    }
    const joined = chat({ phone: "+54 11 4000-0000 👩‍🔧" })
    expect(!joined.ok && joined.errors.phone).toEqual(refused)
    const quote = validateLead("cotizacion", { cuit: "20-12345678-6\u200b", privacy: true })
    expect(!quote.ok && quote.errors.cuit).toEqual(refused)
  })
  it("accepts a Spanish contact lead whose message holds emoji with joiners", () => {
    const result = validateLead("contacto", {
      name: "María José Ñandú",
      company: "Pingüino Servicios Petroleros",
      email: "maria.nandu@pinguino.com.ar",
      phone: "+54 9 299 400-0000",
      province: "Neuquén",
      interests: ["compra"],
      message: "Buen día 👋🏽, necesitamos 12 detectores para la cuadrilla 👷‍♀️👷‍♂️. ¿Hay stock? ¡Gracias! 🇦🇷",
      privacy: true,
    })
    expect(result.ok).toBe(true)
  })
})

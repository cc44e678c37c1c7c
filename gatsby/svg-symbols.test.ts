import fs from "fs"
import path from "path"
import { carriesSvgSymbols, inlineSvgSymbols, spriteReader } from "./svg-symbols"

const STATIC_DIR = path.join(__dirname, "..", "static")
const readSprite = spriteReader(STATIC_DIR)
const page = (body: string) => `<html><head></head><body><div id="___gatsby">${body}</div></body></html>`
const use = (id: string) => `<svg viewBox="0 0 24 24"><use href="#${id}"/></svg>`
const carried = (html: string) => /<svg data-svg-symbols[^>]*>([\s\S]*)<\/svg><\/body>/.exec(html)?.[1] ?? ""

describe("inlineSvgSymbols", () => {
  it("copies each icon a page uses, once, from static/icons.svg under its page id, before </body>", () => {
    const html = inlineSvgSymbols(page(use("svg--icons--phone") + use("svg--icons--phone")), readSprite)
    const phone = /<symbol id="phone"([^>]*)>([\s\S]*?)<\/symbol>/.exec(
      fs.readFileSync(path.join(STATIC_DIR, "icons.svg"), "utf8"),
    )!
    expect(carried(html)).toBe(`<symbol id="svg--icons--phone"${phone[1]}>${phone[2].trim()}</symbol>`)
    expect(html).toMatch(/^<html><head><\/head><body><div id="___gatsby">.*<\/div><svg data-svg-symbols/)
  })

  it("brings along the symbols a drawing uses, its references pointing at their copies", () => {
    const html = inlineSvgSymbols(page(use("svg--illustrations--deteccion-de-gases--detectores-multigas")), readSprite)
    const symbols = carried(html)
    const ids = Array.from(symbols.matchAll(/<symbol id="([^"]+)"/g), (match) => match[1])
    const prefix = "svg--illustrations--deteccion-de-gases--"
    expect(ids).toEqual(expect.arrayContaining([`${prefix}detectores-multigas`, `${prefix}detectores-multigas-art`]))
    for (const [, target] of symbols.matchAll(/href="#([^"]+)"/g)) expect(ids).toContain(target)
  })

  it("leaves a page without copied references as it is, and gives a page once the same copies", () => {
    const plain = page('<a href="#arriba">Subir</a>')
    expect(inlineSvgSymbols(plain, readSprite)).toBe(plain)
    const once = inlineSvgSymbols(page(use("svg--icons--mail")), readSprite)
    expect(inlineSvgSymbols(once, readSprite)).toBe(once)
    expect(once.match(/data-svg-symbols/g)).toHaveLength(1)
    expect(carriesSvgSymbols(once)).toBe(true)
    expect(carriesSvgSymbols(plain)).toBe(false)
  })

  it("copies again what an earlier build copied, from the sprite as it is now", () => {
    // A build that renders no page anew keeps the HTML files it wrote; the sprite may have changed since.
    const earlier = inlineSvgSymbols(
      page(use("svg--icons--mail")),
      () => new Map([["mail", { attributes: ' viewBox="0 0 1 1"', body: '<path d="M0 0"/>' }]]),
    )
    expect(carried(earlier)).toContain('viewBox="0 0 1 1"')
    expect(inlineSvgSymbols(earlier, readSprite)).toBe(inlineSvgSymbols(page(use("svg--icons--mail")), readSprite))
  })

  it("fails on a symbol its sprite lacks", () => {
    expect(() => inlineSvgSymbols(page(use("svg--icons--no-such-icon")), readSprite)).toThrow(
      '<use href="#svg--icons--no-such-icon">',
    )
  })
})

/**
 * @jest-environment jsdom
 */
import { inlineSymbolId, spriteHrefOfInlineId, symbolHref } from "./svg-symbols"

describe("inline symbol ids", () => {
  it.each([
    ["/icons.svg#chevron-down", "svg--icons--chevron-down"],
    [
      "/illustrations/deteccion-de-gases.svg#detectores-multigas",
      "svg--illustrations--deteccion-de-gases--detectores-multigas",
    ],
  ])("%s is inlined as #%s and read back", (href, id) => {
    expect(inlineSymbolId(href)).toBe(id)
    expect(spriteHrefOfInlineId(id)).toBe(href)
  })

  it("refuses an address that is not a sprite's symbol, and reads no sprite from another id", () => {
    expect(() => inlineSymbolId("/icons.svg")).toThrow(/Not a sprite/)
    expect(() => inlineSymbolId("https://example.com/a.svg#b")).toThrow(/Not a sprite/)
    // "--" separates the parts of an id, so no name may hold it.
    expect(() => inlineSymbolId("/icons.svg#a--b")).toThrow(/Not a sprite/)
    expect(spriteHrefOfInlineId("fin-de-la-banda")).toBeNull()
    expect(spriteHrefOfInlineId("svg--icons")).toBeNull()
  })
})

describe("symbolHref in the browser", () => {
  afterEach(() => document.body.replaceChildren())

  it("points into the sprite when the document does not carry the symbol (a page reached in the app)", () => {
    expect(symbolHref("/icons.svg#phone")).toBe("/icons.svg#phone")
  })

  it("points at the page's inline copy when the document carries it (a pre-rendered page's first load)", () => {
    document.body.innerHTML = '<svg><symbol id="svg--icons--phone" viewBox="0 0 24 24"></symbol></svg>'
    expect(symbolHref("/icons.svg#phone")).toBe("#svg--icons--phone")
    expect(symbolHref("/icons.svg#mail")).toBe("/icons.svg#mail")
  })
})

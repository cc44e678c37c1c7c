import { LOGO_COMPACT, LOGO_ON_DARK, parseLogo } from "./logo"

describe("the logo", () => {
  it("reads the shield, the V, the dot and the wordmark of the site's SVGs", () => {
    expect(LOGO_ON_DARK.width).toBe(194)
    expect(LOGO_ON_DARK.shapes.map((shape) => shape.kind)).toEqual(["path", "path", "circle", "path", "path"])
    expect(LOGO_ON_DARK.shapes[0]).toMatchObject({ fill: "#ffc629", dx: 0, dy: 1 })
    expect(LOGO_ON_DARK.shapes[3]).toMatchObject({ dx: 0, dy: 0 })
    expect(LOGO_COMPACT.width).toBe(117)
  })

  it("fails loudly on an SVG feature it does not draw", () => {
    expect(() => parseLogo('<svg viewBox="0 0 10 10"><g transform="rotate(45)"><path d="M0 0"/></g></svg>')).toThrow(
      "unsupported transform",
    )
  })
})

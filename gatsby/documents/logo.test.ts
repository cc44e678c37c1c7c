import { LOGO_COMPACT, LOGO_ON_DARK } from "./logo"
import type { SvgNode } from "./svg"

const shapes = (node: SvgNode): string[] =>
  node.children.flatMap((child) => (["path", "circle"].includes(child.name) ? [child.name] : shapes(child)))

describe("the logos, read by the PDFs' one SVG reader (svg.ts)", () => {
  it("reads the shield, the V, the dot and the wordmark of the site's SVGs, at their viewBox's size", () => {
    expect([LOGO_ON_DARK.width, LOGO_ON_DARK.height]).toEqual([194, 42])
    expect(shapes(LOGO_ON_DARK.root)).toEqual(["path", "path", "circle", "path", "path"])
    expect(LOGO_COMPACT.width).toBe(117)
    expect(shapes(LOGO_COMPACT.root)).toEqual(["path", "path", "circle", "path"])
  })
})

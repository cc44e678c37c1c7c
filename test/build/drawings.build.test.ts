/**
 * The drawings of the production build: every icon and drawing a page uses is in its sprite, with a fixed size,
 * and drawn from a symbol the page carries; each category page shows its lines with drawing and specifications.
 */
import { categories } from "../content-lists"
import fs from "fs"
import { JSDOM } from "jsdom"
import path from "path"
import { spriteHrefOfInlineId } from "../../src/lib/svg-symbols"
import { MIN_LINES_PER_CATEGORY, spriteSymbols } from "../equipment-content"
import { pages } from "./built-routes"
import { checkEquipmentSection, checkIllustrations } from "./illustrations"

const staticSprites = new Map<string, Document>()
/** A symbol of a sprite in static/ ("/icons.svg", "phone"), as the file has it. */
function spriteSymbolMarkup(file: string, id: string): Element | null {
  let sprite = staticSprites.get(file)
  if (!sprite) {
    const text = fs.readFileSync(path.join(process.cwd(), "static", file), "utf8")
    sprite = new JSDOM(text, { contentType: "image/svg+xml" }).window.document
    staticSprites.set(file, sprite)
  }
  return sprite.getElementById(id)
}

describe("the production build's drawings", () => {
  it.each(pages.map((page) => [page.route, page] as const))(
    "%s: its drawings exist in the sprites, with fixed sizes, and inner pages open with one",
    (_route, page) => {
      expect(checkIllustrations(page, (sprite, symbol) => spriteSymbols(sprite)?.has(symbol) ?? false)).toEqual([])
    },
  )

  it.each(pages.map((page) => [page.route, page] as const))(
    "%s: every icon and drawing is drawn from a symbol the page carries, as in its sprite",
    (_route, page) => {
      const { document } = page
      const problems: string[] = []
      for (const use of document.querySelectorAll("use")) {
        const href = use.getAttribute("href") ?? ""
        const symbol = href.startsWith("#") ? document.getElementById(href.slice(1)) : null
        if (symbol?.tagName.toLowerCase() !== "symbol") problems.push(`<use href="${href}"> draws from no symbol here`)
      }
      for (const symbol of document.querySelectorAll("symbol[id]")) {
        const spriteHref = spriteHrefOfInlineId(symbol.id)
        const [file, id] = spriteHref?.split("#") ?? []
        const original = file ? spriteSymbolMarkup(file, id) : null
        if (
          !original ||
          symbol.getAttribute("viewBox") !== original.getAttribute("viewBox") ||
          symbol.children.length !== original.children.length
        ) {
          problems.push(`symbol ${symbol.id} is not a copy of a sprite's symbol`)
        }
      }
      expect(problems).toEqual([])
    },
  )

  it.each(categories.map((category) => [`/productos/${category.slug}`] as const))(
    "%s: its equipment lines are in the HTML, each with its drawing and a specifications table",
    (route) => {
      const page = pages.find((entry) => entry.route === route)!
      expect(checkEquipmentSection(page, MIN_LINES_PER_CATEGORY)).toEqual([])
    },
  )
})

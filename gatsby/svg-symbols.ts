import fs from "fs"
import path from "path"
import { spriteHrefOfInlineId } from "../src/lib/svg-symbols"

interface SpriteSymbol {
  /** The symbol's attributes but its id (` viewBox="…"`). */
  attributes: string
  body: string
}

const SYMBOL = /<symbol\s+id="([a-z0-9-]+)"([^>]*)>([\s\S]*?)<\/symbol>/g
const COPY_REFERENCE = /href="#(svg--[a-z0-9-]+)"/g
const SPRITE_REFERENCE = /href="#([a-z0-9-]+)"/g

/** The hidden element that carries a page's symbols, at the end of its body. */
const CARRIER_OPEN =
  '<svg data-svg-symbols="" aria-hidden="true" focusable="false" style="position:absolute;width:0;height:0;overflow:hidden">'

/** Reads the sprites of a static directory, each once. */
export function spriteReader(staticDir: string): (file: string) => Map<string, SpriteSymbol> {
  const sprites = new Map<string, Map<string, SpriteSymbol>>()
  return (file) => {
    let symbols = sprites.get(file)
    if (!symbols) {
      const text = fs.readFileSync(path.join(staticDir, file), "utf8")
      symbols = new Map(
        Array.from(text.matchAll(SYMBOL), ([, id, attributes, body]) => [id, { attributes, body: body.trim() }]),
      )
      sprites.set(file, symbols)
    }
    return symbols
  }
}

/** Whether a built page carries copied symbols. */
export function carriesSvgSymbols(html: string): boolean {
  return html.includes(CARRIER_OPEN)
}

/** The page without the carrier an earlier build wrote (it ends with the `</svg>` right before `</body>`). */
function withoutEarlierCarrier(html: string): string {
  const start = html.indexOf(CARRIER_OPEN)
  if (start < 0) return html
  const end = html.indexOf("</svg></body>", start)
  if (end < 0) throw new Error("An SVG symbols carrier that does not end right before </body>")
  return html.slice(0, start) + html.slice(end + "</svg>".length)
}

/**
 * A built page with the sprite symbols its `<use>` elements point at (`#svg--…`, `src/lib/svg-symbols.ts`)
 * copied into one hidden `<svg>` before `</body>`, with the symbols those use in turn (a drawing's shared
 * rings), their own references rewritten to the copies. A reference to a symbol its sprite lacks throws.
 * The copies an earlier build left are made again: a build that renders no page anew keeps the HTML files it
 * wrote, while the sprites in static/ may have changed.
 */
export function inlineSvgSymbols(html: string, readSprite: (file: string) => Map<string, SpriteSymbol>): string {
  const bare = withoutEarlierCarrier(html)
  const pending = Array.from(bare.matchAll(COPY_REFERENCE), (match) => match[1])
  if (!pending.length) return bare
  const copied = new Map<string, string>()
  while (pending.length) {
    const id = pending.shift()!
    if (copied.has(id)) continue
    const [file, name] = spriteHrefOfInlineId(id)?.split("#") ?? []
    const symbol = file ? readSprite(file).get(name) : undefined
    if (!symbol) throw new Error(`No symbol for <use href="#${id}">`)
    const body = symbol.body.replace(SPRITE_REFERENCE, (_, target: string) => {
      const copy = `${id.slice(0, id.length - name.length)}${target}`
      pending.push(copy)
      return `href="#${copy}"`
    })
    copied.set(id, `<symbol id="${id}"${symbol.attributes}>${body}</symbol>`)
  }
  const carrier = `${CARRIER_OPEN}${[...copied.values()].join("")}</svg>`
  return bare.replace("</body>", `${carrier}</body>`)
}

/**
 * The site's drawings live in SVG sprites under static/illustrations/, one `<symbol>` per drawing: one sprite
 * per product category (a symbol per equipment line, plus `band` for its title band) and `pages.svg` for the
 * other inner pages. Content names a drawing as `<sprite>#<symbol>` ("deteccion-de-gases#band"); an equipment
 * line names only its symbol, in its category's sprite.
 */
const ILLUSTRATIONS_PATH = "/illustrations"

/** The drawing of a title band: 320 × 200 units. */
export const BAND_VIEWBOX = { width: 320, height: 200 } as const
/** The drawing of an equipment line: 240 × 160 units. */
export const LINE_VIEWBOX = { width: 240, height: 160 } as const

export interface IllustrationRef {
  sprite: string
  symbol: string
}

const REFERENCE = /^([a-z0-9-]+)#([a-z0-9-]+)$/

/** "pages#alquiler" → { sprite: "pages", symbol: "alquiler" }; null when the text is not such a reference. */
export function parseIllustrationRef(reference: string): IllustrationRef | null {
  const match = REFERENCE.exec(reference)
  return match ? { sprite: match[1], symbol: match[2] } : null
}

/** The URL an SVG `<use>` points at: "/illustrations/pages.svg#alquiler". */
export function illustrationHref({ sprite, symbol }: IllustrationRef): string {
  return `${ILLUSTRATIONS_PATH}/${sprite}.svg#${symbol}`
}

/** An equipment line's drawing: its symbol in the sprite of its category. */
export function lineIllustration(line: { category: string; illustration: string }): IllustrationRef {
  return { sprite: line.category, symbol: line.illustration }
}

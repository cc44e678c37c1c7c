/**
 * Icons and drawings are `<symbol>`s in SVG sprites under static/ (`/icons.svg`, `/illustrations/<name>.svg`).
 * A `<use>` that points into another file makes the browser load that file as an SVG document of its own, on
 * the page's main thread (10–38 ms a sprite on a first load, measured in Lighthouse traces). So a pre-rendered
 * page carries the symbols it uses in its own HTML (copied there after the build, `gatsby/svg-symbols.ts`) and
 * its `<use>` elements point at them; a page reached by client-side navigation points into the sprite for any
 * symbol the document does not carry.
 */

/** A sprite's symbol: names of lowercase words joined by single hyphens, so "--" can separate them in an id. */
const SPRITE_HREF = /^\/((?:[a-z0-9]+(?:-[a-z0-9]+)*\/)*[a-z0-9]+(?:-[a-z0-9]+)*)\.svg#([a-z0-9]+(?:-[a-z0-9]+)*)$/

/** The id of a sprite's symbol copied into a page: "/illustrations/pages.svg#alquiler" → "svg--illustrations--pages--alquiler". */
export function inlineSymbolId(spriteHref: string): string {
  const match = SPRITE_HREF.exec(spriteHref)
  if (!match) throw new Error(`Not a sprite symbol's address: ${spriteHref}`)
  return `svg--${match[1].split("/").join("--")}--${match[2]}`
}

/** The sprite address a copied symbol's id stands for (the inverse of `inlineSymbolId`); null for another id. */
export function spriteHrefOfInlineId(id: string): string | null {
  const parts = /^svg--([a-z0-9-]+)$/.exec(id)?.[1].split("--")
  if (!parts || parts.length < 2 || parts.some((part) => !part)) return null
  const symbol = parts.pop()
  return `/${parts.join("/")}.svg#${symbol}`
}

/**
 * What a `<use href>` points at for a sprite's symbol ("/icons.svg#phone"): on the server, the page's own copy;
 * in the browser, the copy when the document carries it (a pre-rendered page's first load, hydrated as it was
 * rendered), the sprite otherwise.
 */
export function symbolHref(spriteHref: string): string {
  const id = inlineSymbolId(spriteHref)
  if (typeof document === "undefined") return `#${id}`
  return document.getElementById(id) ? `#${id}` : spriteHref
}

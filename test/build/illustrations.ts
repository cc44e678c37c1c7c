import { spriteHrefOfInlineId } from "../../src/lib/svg-symbols"
import type { BuiltPage } from "./built-site"

const DRAWING_SPRITE = /^\/illustrations\/([a-z0-9-]+)\.svg#([a-z0-9-]+)$/

/**
 * The sprite address a `<use>` draws from: its own href, or for a symbol inlined in the page
 * ("#svg--illustrations--pages--alquiler") the address it was copied from, when the page carries that symbol.
 */
export function spriteHrefOfUse(use: Element): string {
  const href = use.getAttribute("href") ?? ""
  if (!href.startsWith("#")) return href
  const symbol = use.ownerDocument.getElementById(href.slice(1))
  return (symbol?.tagName.toLowerCase() === "symbol" && spriteHrefOfInlineId(href.slice(1))) || href
}

/**
 * The `<use>` elements under `root` that show a drawing of static/illustrations (from the page's copy or the
 * sprite), not those inside a copied symbol (a drawing's shared rings).
 */
export function drawingUses(root: ParentNode): Element[] {
  return Array.from(
    root.querySelectorAll('svg use[href^="/illustrations/"], svg use[href^="#svg--illustrations--"]'),
  ).filter((use) => !use.closest("symbol"))
}

/** Does the sprite `/illustrations/<sprite>.svg` have a symbol with this id? */
export type SymbolLookup = (sprite: string, symbol: string) => boolean

/**
 * Every drawing a page shows from static/illustrations exists (sprite and symbol), and every page but the home
 * page opens with one: a drawing in <main> before its h1, so phones show it above the title.
 */
export function checkIllustrations(page: BuiltPage, hasSymbol: SymbolLookup): string[] {
  const { document, route } = page
  const problems: string[] = []
  for (const use of drawingUses(document)) {
    const href = spriteHrefOfUse(use)
    const match = DRAWING_SPRITE.exec(href)
    if (!match || !hasSymbol(match[1], match[2])) problems.push(`${route}: no drawing at ${href}`)
    const svg = use.closest("svg")
    if (!svg?.getAttribute("width") || !svg.getAttribute("height") || !svg.getAttribute("viewBox")) {
      problems.push(`${route}: the drawing ${href} has no fixed width, height and viewBox`)
    }
  }
  if (route !== "/") {
    const h1 = document.querySelector("main h1")
    const band = drawingUses(document.querySelector("main") ?? document)[0]
    if (
      !h1 ||
      !band ||
      !(band.compareDocumentPosition(h1) & band.ownerDocument.defaultView!.Node.DOCUMENT_POSITION_FOLLOWING)
    ) {
      problems.push(`${route}: no title-band drawing before the h1`)
    }
  }
  return problems
}

/**
 * A category page's "Equipos" section, as pre-rendered: at least `minimum` lines, each a card with its drawing
 * and a specifications table (caption, a row header per figure, its value).
 */
export function checkEquipmentSection(page: BuiltPage, minimum: number): string[] {
  const { document, route } = page
  const section = document.getElementById("categoria-equipos")?.closest("section")
  if (!section) return [`${route}: no equipment section (#categoria-equipos)`]
  const cards = Array.from(section.querySelectorAll("article"))
  const problems: string[] = []
  if (cards.length < minimum) problems.push(`${route}: ${cards.length} equipment lines (at least ${minimum})`)
  for (const card of cards) {
    const name = card.querySelector("h3")?.textContent?.trim() || "(sin nombre)"
    if (!drawingUses(card).length) problems.push(`${route}: "${name}" has no drawing`)
    const table = card.querySelector("table")
    const rows = Array.from(table?.querySelectorAll("tbody > tr") ?? [])
    if (!table?.querySelector("caption")?.textContent?.trim()) {
      problems.push(`${route}: "${name}" has no specifications table with a caption`)
    } else if (!rows.length || rows.some((row) => !row.querySelector('th[scope="row"]') || !row.querySelector("td"))) {
      problems.push(`${route}: "${name}" has a specifications row without a row header and a value`)
    }
  }
  return problems
}

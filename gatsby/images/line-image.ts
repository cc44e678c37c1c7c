import fs from "fs"
import path from "path"
import sharp from "sharp"
import { theme } from "../../src/styles/theme"
import type { SvgNode, Style } from "../documents/svg"
import { ILLUSTRATIONS_DIR, INITIAL_STYLE, loadSprite, number, styleOf, textRuns } from "../documents/svg"
import { outline, wrap } from "./outlines"

const { colors } = theme

/** Open Graph's recommended size (Facebook, LinkedIn, WhatsApp crop nothing of it). */
export const LINE_IMAGE_SIZE = { width: 1200, height: 630 } as const

/** The logo for light backgrounds (navy wordmark), without its outer <svg> and title. */
const LOGO = (() => {
  const svg = fs.readFileSync(path.join(__dirname, "..", "..", "static", "images", "logo-light.svg"), "utf8")
  const viewBox = /viewBox="([^"]+)"/.exec(svg)?.[1].split(/\s+/).map(Number)
  if (!viewBox) throw new Error("static/images/logo-light.svg has no viewBox")
  const body = svg
    .replace(/^[\s\S]*?<svg[^>]*>/, "")
    .replace(/<\/svg>\s*$/, "")
    .replace(/<title[^>]*>[\s\S]*?<\/title>/, "")
  return { width: viewBox[2], height: viewBox[3], body }
})()

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;")

/** Attributes that do not reach the image: ids, what <use> and <symbol> place, and text's (now outlines). */
const DROPPED = new Set(["id", "viewBox", "x", "y", "href", "xlink:href"])
const TEXT_ONLY = /^(font-|text-anchor|baseline-shift)/
const DRAWN = new Set(["g", "rect", "circle", "ellipse", "path"])

function attributes(node: SvgNode, keep: (name: string) => boolean): string {
  return Object.entries(node.attrs)
    .filter(([name]) => keep(name))
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join("")
}

/** A text element as its glyphs' outlines, placed as gatsby/documents/svg.ts places it in the PDFs. */
function textAsPaths(node: SvgNode, style: Style): string {
  const runs = textRuns(node, style).filter((run) => run.text.length > 0)
  const widths = runs.map((run) => outline(run.text, run.font, run.size, 0, 0).width)
  const total = widths.reduce((sum, width) => sum + width, 0)
  const shift = style.textAnchor === "middle" ? total / 2 : style.textAnchor === "end" ? total : 0
  let x = number(node.attrs.x) - shift
  const y = number(node.attrs.y)
  const paths = runs.map((run, index) => {
    const d = outline(run.text, run.font, run.size, x, y + run.drop).d
    x += widths[index]
    return `<path d="${d}"/>`
  })
  const own = attributes(node, (name) => ["fill", "opacity", "transform"].includes(name))
  return `<g${own}>${paths.join("")}</g>`
}

/** A symbol's drawing as plain SVG: its <use> references inlined, its text turned into outlines. */
function serialize(node: SvgNode, inherited: Style, sprite: Map<string, SvgNode>): string {
  const style = styleOf(node, inherited)
  const children = () => node.children.map((child) => serialize(child, style, sprite)).join("")
  switch (node.name) {
    case "symbol":
      return `<g${attributes(node, (name) => !DROPPED.has(name) && !TEXT_ONLY.test(name))}>${children()}</g>`
    case "use": {
      const target = sprite.get((node.attrs.href ?? node.attrs["xlink:href"] ?? "").replace(/^#/, ""))
      if (!target) throw new Error(`illustration: <use> names no element ("${node.attrs.href}")`)
      const own = attributes(
        node,
        (name) => !DROPPED.has(name) && !TEXT_ONLY.test(name) && name !== "width" && name !== "height",
      )
      const offset = `translate(${number(node.attrs.x)} ${number(node.attrs.y)})`
      return `<g transform="${offset}"><g${own}>${serialize(target, style, sprite)}</g></g>`
    }
    case "text":
      return textAsPaths(node, style)
    case "title":
    case "desc":
    case "#text":
      return ""
    default:
      if (!DRAWN.has(node.name)) throw new Error(`illustration: <${node.name}> is not drawn in the line images`)
      return `<${node.name}${attributes(node, (name) => name !== "id" && !TEXT_ONLY.test(name))}>${children()}</${node.name}>`
  }
}

export interface LineImageContent {
  name: string
  /** Its category's name, above its own. */
  categoryName: string
  /** Its sprite, static/illustrations/<category>.svg, and its symbol there. */
  category: string
  illustration: string
}

/**
 * A line's Open Graph image as SVG: the site's light surface, the logo and the line's category and name at the
 * left, its drawing large on the navy of the site's cards at the right, the accent band at the foot. Every
 * text is drawn as outlines (gatsby/images/outlines.ts).
 */
export function lineImageSvg(line: LineImageContent): string {
  const { width, height } = LINE_IMAGE_SIZE
  const sprite = loadSprite(path.join(ILLUSTRATIONS_DIR, `${line.category}.svg`))
  const symbol = sprite.get(line.illustration)
  if (!symbol) throw new Error(`illustration: no symbol "${line.illustration}" in ${line.category}.svg`)
  const [, , viewWidth, viewHeight] = (symbol.attrs.viewBox ?? "0 0 240 160").split(/[\s,]+/).map(Number)

  const band = 22
  const panel = { x: 560, width: 584, height: (584 * viewHeight) / viewWidth }
  const panelY = (height - band - panel.height) / 2
  const left = 72
  const columnWidth = panel.x - left - 48

  const logoWidth = 270
  const logoY = 64
  const logoHeight = (logoWidth * LOGO.height) / LOGO.width

  // The name as large as fits in three lines of the column.
  let size = 58
  let lines = wrap(line.name, "bold", size, columnWidth)
  while (lines.length > 3 && size > 36) {
    size -= 4
    lines = wrap(line.name, "bold", size, columnWidth)
  }
  const leading = size * 1.16
  const eyebrowSize = 20
  const blockHeight = eyebrowSize + 22 + lines.length * leading
  const textTop = logoY + logoHeight + (height - band - logoY - logoHeight - blockHeight) / 2
  const eyebrow = outline(line.categoryName.toUpperCase(), "semibold", eyebrowSize, left, textTop + eyebrowSize, 2.4)
  const name = lines.map(
    (text, index) => outline(text, "bold", size, left, textTop + eyebrowSize + 22 + size * 0.96 + index * leading).d,
  )

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="${colors.surface}"/>`,
    `<rect y="${height - band}" width="${width}" height="${band}" fill="${colors.accent}"/>`,
    `<g transform="translate(${left} ${logoY}) scale(${logoWidth / LOGO.width})">${LOGO.body}</g>`,
    `<path d="${eyebrow.d}" fill="${colors.textMuted}"/>`,
    `<path d="${name.join("")}" fill="${colors.navy}"/>`,
    `<rect x="${panel.x}" y="${panelY}" width="${panel.width}" height="${panel.height}" rx="28" fill="${colors.navy}"/>`,
    `<g transform="translate(${panel.x} ${panelY}) scale(${panel.width / viewWidth})">`,
    serialize(symbol, INITIAL_STYLE, sprite),
    "</g>",
    "</svg>",
  ].join("")
}

/** The PNG of a line's Open Graph image: the same content always gives the same bytes. */
export async function renderLineImage(line: LineImageContent): Promise<Buffer> {
  return (
    sharp(Buffer.from(lineImageSvg(line)))
      // Opaque: the image fills its canvas, an alpha channel would only add weight.
      .removeAlpha()
      // Full colour: quantising to a palette would halve the files (about 25 KB each) and take five times longer.
      .png({ compressionLevel: 9 })
      .toBuffer()
  )
}

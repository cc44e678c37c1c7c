import fs from "fs"
import path from "path"

/** One filled or stroked shape of the logo, in the SVG's own units. */
export interface LogoShape {
  kind: "path" | "circle"
  /** SVG path data, or the circle's centre and radius. */
  d?: string
  cx?: number
  cy?: number
  r?: number
  fill?: string
  stroke?: string
  strokeWidth?: number
  /** Translation of the enclosing <g>. */
  dx: number
  dy: number
}

export interface Logo {
  width: number
  height: number
  shapes: LogoShape[]
}

const STATIC_IMAGES = path.join(__dirname, "..", "..", "static", "images")

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]
}

/**
 * Reads the site's logo SVG (static/images): its paths and circles, with the translation of their group.
 * The logos are simple by design (a shield, a "V", a dot and the wordmark in outlines), so this reader
 * handles exactly what they use and fails loudly on anything else.
 */
export function parseLogo(svg: string): Logo {
  const viewBox = attribute(svg.slice(0, svg.indexOf(">")), "viewBox")
    ?.split(/\s+/)
    .map(Number)
  if (!viewBox || viewBox.length !== 4) throw new Error("logo SVG without a viewBox")
  const shapes: LogoShape[] = []
  const offsets: Array<[number, number]> = [[0, 0]]
  for (const match of svg.matchAll(/<(\/?)(g|path|circle)\b([^>]*?)(\/?)>/g)) {
    const [tag, closing, name, , selfClosing] = match
    const [dx, dy] = offsets[offsets.length - 1]
    if (name === "g") {
      if (closing) offsets.pop()
      else {
        const transform = attribute(tag, "transform") ?? ""
        const translate = /translate\(([-\d.]+)[ ,]+([-\d.]+)\)/.exec(transform)
        if (transform && !/^translate\([^)]*\)( scale\(1\))?$/.test(transform)) {
          throw new Error(`logo SVG: unsupported transform "${transform}"`)
        }
        offsets.push([dx + Number(translate?.[1] ?? 0), dy + Number(translate?.[2] ?? 0)])
        if (selfClosing) offsets.pop()
      }
      continue
    }
    const strokeWidth = attribute(tag, "stroke-width")
    shapes.push({
      kind: name as "path" | "circle",
      d: attribute(tag, "d"),
      cx: name === "circle" ? Number(attribute(tag, "cx")) : undefined,
      cy: name === "circle" ? Number(attribute(tag, "cy")) : undefined,
      r: name === "circle" ? Number(attribute(tag, "r")) : undefined,
      fill: attribute(tag, "fill"),
      stroke: attribute(tag, "stroke"),
      strokeWidth: strokeWidth ? Number(strokeWidth) : undefined,
      dx,
      dy,
    })
  }
  return { width: viewBox[2], height: viewBox[3], shapes }
}

/** The full logo with a white wordmark, for the navy cover band. */
export const LOGO_ON_DARK = parseLogo(fs.readFileSync(path.join(STATIC_IMAGES, "logo-full.svg"), "utf8"))
/**
 * The compact logo (shield and "Vigía"), for the header of every inner page: drawn on each page, the full
 * wordmark's outlines would add about 4 KB per page.
 */
export const LOGO_COMPACT = parseLogo(fs.readFileSync(path.join(STATIC_IMAGES, "logo-compact.svg"), "utf8"))

/**
 * Draws the logo as vector shapes with its top-left corner at (x, y), `width` points wide. `recolor` maps
 * a colour of the SVG to another one (the compact logo's white wordmark to navy, on white paper).
 */
export function drawLogo(
  doc: PDFKit.PDFDocument,
  logo: Logo,
  x: number,
  y: number,
  width: number,
  recolor: Record<string, string> = {},
): void {
  const scale = width / logo.width
  for (const shape of logo.shapes) {
    doc.save()
    doc.translate(x, y).scale(scale).translate(shape.dx, shape.dy)
    if (shape.kind === "circle") doc.circle(shape.cx ?? 0, shape.cy ?? 0, shape.r ?? 0)
    else doc.path(shape.d ?? "")
    if (shape.stroke && shape.stroke !== "none") {
      doc
        .lineWidth(shape.strokeWidth ?? 1)
        .lineCap("round")
        .lineJoin("round")
        .stroke(recolor[shape.stroke] ?? shape.stroke)
    } else if (shape.fill && shape.fill !== "none") {
      doc.fill(recolor[shape.fill] ?? shape.fill)
    }
    doc.restore()
  }
}

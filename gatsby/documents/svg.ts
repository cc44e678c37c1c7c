import fs from "fs"
import path from "path"
import type { FontName } from "./fonts"

/**
 * The site's SVGs drawn into a PDF as vectors: the equipment drawings of static/illustrations/ and the logos of
 * static/images/. They use a small part of SVG (symbol, use, g, rect, circle, ellipse, path, text with tspan;
 * fill, stroke, opacity, dashes, translate / scale / rotate / skewX): this reads that part and draws it with
 * pdfkit's own operators, so a drawing is the same on the site and in the PDFs. An element it does not know
 * stops the build, naming it.
 */
export interface SvgNode {
  name: string
  attrs: Record<string, string>
  children: SvgNode[]
  text: string
}

const ATTRIBUTE = /([:\w-]+)="([^"]*)"/g

/** A well-formed SVG file (the sprites are written by hand, without CDATA or entities beyond &amp;). */
export function parseSvg(source: string): SvgNode {
  const root: SvgNode = { name: "#root", attrs: {}, children: [], text: "" }
  const stack: SvgNode[] = [root]
  const tokens = source.replace(/<!--[\s\S]*?-->/g, "").split(/(<[^>]+>)/)
  for (const token of tokens) {
    if (!token) continue
    const parent = stack[stack.length - 1]
    if (token.startsWith("</")) {
      stack.pop()
    } else if (token.startsWith("<")) {
      const name = /^<([\w:-]+)/.exec(token)?.[1]
      if (!name || name.startsWith("?") || name.startsWith("!")) continue
      const attrs: Record<string, string> = {}
      for (const match of token.matchAll(ATTRIBUTE)) attrs[match[1]] = match[2].replace(/&amp;/g, "&")
      const node: SvgNode = { name, attrs, children: [], text: "" }
      parent.children.push(node)
      if (!token.endsWith("/>")) stack.push(node)
    } else if (token.trim()) {
      parent.children.push({ name: "#text", attrs: {}, children: [], text: token.replace(/&amp;/g, "&") })
    }
  }
  return root
}

/** Every element with an id in a sprite, for `<use href="#id">` and for drawing a symbol by name. */
function indexById(root: SvgNode): Map<string, SvgNode> {
  const index = new Map<string, SvgNode>()
  const visit = (node: SvgNode) => {
    if (node.attrs.id) index.set(node.attrs.id, node)
    node.children.forEach(visit)
  }
  visit(root)
  return index
}

const spriteCache = new Map<string, Map<string, SvgNode>>()

/** A sprite of static/illustrations, read once per build. */
export function loadSprite(file: string): Map<string, SvgNode> {
  const cached = spriteCache.get(file)
  if (cached) return cached
  const index = indexById(parseSvg(fs.readFileSync(file, "utf8")))
  spriteCache.set(file, index)
  return index
}

export const ILLUSTRATIONS_DIR = path.join(__dirname, "..", "..", "static", "illustrations")

export interface Style {
  fill: string
  stroke: string
  strokeWidth: number
  opacity: number
  lineCap: "butt" | "round" | "square"
  lineJoin: "miter" | "round" | "bevel"
  dash: number[] | null
  fontSize: number
  fontWeight: string
  textAnchor: "start" | "middle" | "end"
}

export const INITIAL_STYLE: Style = {
  fill: "#000000",
  stroke: "none",
  strokeWidth: 1,
  opacity: 1,
  lineCap: "butt",
  lineJoin: "miter",
  dash: null,
  fontSize: 16,
  fontWeight: "400",
  textAnchor: "start",
}

export function number(value: string | undefined, fallback = 0): number {
  const parsed = value === undefined ? NaN : Number.parseFloat(value)
  return Number.isFinite(parsed) ? parsed : fallback
}

export function styleOf(node: SvgNode, inherited: Style): Style {
  const { attrs } = node
  return {
    fill: attrs.fill ?? inherited.fill,
    stroke: attrs.stroke ?? inherited.stroke,
    strokeWidth: attrs["stroke-width"] ? number(attrs["stroke-width"], 1) : inherited.strokeWidth,
    // opacity multiplies down the tree, as in SVG for a single shape's paint.
    opacity: inherited.opacity * (attrs.opacity ? number(attrs.opacity, 1) : 1),
    lineCap: (attrs["stroke-linecap"] as Style["lineCap"]) ?? inherited.lineCap,
    lineJoin: (attrs["stroke-linejoin"] as Style["lineJoin"]) ?? inherited.lineJoin,
    dash: attrs["stroke-dasharray"]
      ? attrs["stroke-dasharray"].split(/[\s,]+/).map((part) => number(part))
      : inherited.dash,
    fontSize: attrs["font-size"] ? number(attrs["font-size"], inherited.fontSize) : inherited.fontSize,
    fontWeight: attrs["font-weight"] ?? inherited.fontWeight,
    textAnchor: (attrs["text-anchor"] as Style["textAnchor"]) ?? inherited.textAnchor,
  }
}

/** Applies an SVG transform list (translate, scale, rotate, skewX, skewY, matrix) to the current matrix. */
function applyTransform(doc: PDFKit.PDFDocument, transform: string | undefined): void {
  if (!transform) return
  for (const match of transform.matchAll(/(\w+)\(([^)]*)\)/g)) {
    const values = match[2]
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number)
    switch (match[1]) {
      case "translate":
        doc.translate(values[0] ?? 0, values[1] ?? 0)
        break
      case "scale":
        doc.scale(values[0] ?? 1, values[1] ?? values[0] ?? 1)
        break
      case "rotate":
        doc.rotate(values[0] ?? 0, values.length >= 3 ? { origin: [values[1], values[2]] } : {})
        break
      case "skewX":
        doc.transform(1, 0, Math.tan(((values[0] ?? 0) * Math.PI) / 180), 1, 0, 0)
        break
      case "skewY":
        doc.transform(1, Math.tan(((values[0] ?? 0) * Math.PI) / 180), 0, 1, 0, 0)
        break
      case "matrix":
        doc.transform(values[0], values[1], values[2], values[3], values[4], values[5])
        break
      default:
        throw new Error(`illustration: unsupported transform "${match[1]}"`)
    }
  }
}

/** A colour of the SVG given another one where it is drawn (a logo's white wordmark in navy, on white paper). */
export type Recolor = Readonly<Record<string, string>>

/** Fills and strokes the path just built, as the style says. */
function paint(doc: PDFKit.PDFDocument, style: Style): void {
  const fill = style.fill !== "none"
  const stroke = style.stroke !== "none" && style.strokeWidth > 0
  if (!fill && !stroke) return
  doc.fillOpacity(style.opacity).strokeOpacity(style.opacity)
  if (stroke) {
    doc.lineWidth(style.strokeWidth).lineCap(style.lineCap).lineJoin(style.lineJoin)
    if (style.dash && style.dash.length > 0) doc.dash(style.dash[0], { space: style.dash[1] ?? style.dash[0] })
    else doc.undash()
  }
  if (fill && stroke) doc.fillAndStroke(style.fill, style.stroke)
  else if (fill) doc.fill(style.fill)
  else doc.stroke(style.stroke)
}

export interface TextRun {
  text: string
  size: number
  font: FontName
  /** Points to lower the run's baseline (a subscript). */
  drop: number
}

export function textRuns(node: SvgNode, style: Style): TextRun[] {
  const font = (weight: string): FontName => (Number(weight) >= 600 || weight === "bold" ? "bold" : "regular")
  return node.children.flatMap((child) => {
    if (child.name === "#text")
      return [{ text: child.text, size: style.fontSize, font: font(style.fontWeight), drop: 0 }]
    if (child.name !== "tspan") return []
    const childStyle = styleOf(child, style)
    const drop = child.attrs["baseline-shift"] === "sub" ? style.fontSize * 0.25 : 0
    return [
      {
        text: child.children.map((grandChild) => grandChild.text).join(""),
        size: childStyle.fontSize,
        font: font(childStyle.fontWeight),
        drop,
      },
    ]
  })
}

function drawText(doc: PDFKit.PDFDocument, node: SvgNode, style: Style): void {
  const runs = textRuns(node, style).filter((run) => run.text.length > 0)
  const widths = runs.map((run) => doc.font(run.font).fontSize(run.size).widthOfString(run.text))
  const total = widths.reduce((sum, width) => sum + width, 0)
  const shift = style.textAnchor === "middle" ? total / 2 : style.textAnchor === "end" ? total : 0
  let x = number(node.attrs.x) - shift
  const y = number(node.attrs.y)
  doc.fillOpacity(style.opacity).fillColor(style.fill === "none" ? "#000000" : style.fill)
  runs.forEach((run, index) => {
    doc
      .font(run.font)
      .fontSize(run.size)
      .text(run.text, x, y + run.drop, { lineBreak: false, baseline: "alphabetic" })
    x += widths[index]
  })
}

function drawNode(
  doc: PDFKit.PDFDocument,
  node: SvgNode,
  inherited: Style,
  sprite: Map<string, SvgNode>,
  recolor: Recolor = {},
): void {
  const own = styleOf(node, inherited)
  const style = { ...own, fill: recolor[own.fill] ?? own.fill, stroke: recolor[own.stroke] ?? own.stroke }
  const { attrs } = node
  doc.save()
  applyTransform(doc, attrs.transform)
  switch (node.name) {
    case "svg":
    case "symbol":
    case "g":
      for (const child of node.children) drawNode(doc, child, style, sprite, recolor)
      break
    case "use": {
      const target = sprite.get((attrs.href ?? attrs["xlink:href"] ?? "").replace(/^#/, ""))
      if (!target) throw new Error(`illustration: <use> names no element ("${attrs.href}")`)
      doc.translate(number(attrs.x), number(attrs.y))
      drawNode(doc, target, style, sprite, recolor)
      break
    }
    case "rect": {
      const width = number(attrs.width)
      const height = number(attrs.height)
      const radius = Math.min(number(attrs.rx, number(attrs.ry)), width / 2, height / 2)
      if (radius > 0) doc.roundedRect(number(attrs.x), number(attrs.y), width, height, radius)
      else doc.rect(number(attrs.x), number(attrs.y), width, height)
      paint(doc, style)
      break
    }
    case "circle":
      doc.circle(number(attrs.cx), number(attrs.cy), number(attrs.r))
      paint(doc, style)
      break
    case "ellipse":
      doc.ellipse(number(attrs.cx), number(attrs.cy), number(attrs.rx), number(attrs.ry))
      paint(doc, style)
      break
    case "path":
      doc.path(attrs.d ?? "")
      paint(doc, style)
      break
    case "text":
      drawText(doc, node, style)
      break
    case "title":
    case "desc":
    case "#text":
      break
    default:
      throw new Error(`illustration: <${node.name}> is not drawn in the PDFs (gatsby/documents/svg.ts)`)
  }
  doc.restore()
}

/**
 * Draws a symbol of a sprite with its viewBox fitted into the box at (x, y) of `width` points, as the artifact
 * it is (the heading beside it names the equipment).
 */
export function drawSymbol(
  doc: PDFKit.PDFDocument,
  sprite: Map<string, SvgNode>,
  id: string,
  box: { x: number; y: number; width: number },
): void {
  const symbol = sprite.get(id)
  if (!symbol) throw new Error(`illustration: no symbol "${id}"`)
  const [minX, minY, viewWidth] = (symbol.attrs.viewBox ?? "0 0 240 160").split(/[\s,]+/).map(Number)
  const scale = box.width / viewWidth
  doc.save()
  doc.translate(box.x, box.y).scale(scale).translate(-minX, -minY)
  drawNode(doc, symbol, INITIAL_STYLE, sprite)
  doc.restore()
}

/** An SVG file of the site (a logo): its root `<svg>` element, with the width and height of its viewBox. */
export interface SvgImage {
  root: SvgNode
  width: number
  height: number
}

export function readSvgImage(file: string): SvgImage {
  const root = parseSvg(fs.readFileSync(file, "utf8")).children.find((node) => node.name === "svg")
  const viewBox = root?.attrs.viewBox?.split(/[\s,]+/).map(Number)
  if (!root || !viewBox || viewBox.length !== 4) throw new Error(`${path.basename(file)}: an <svg> with a viewBox`)
  return { root, width: viewBox[2], height: viewBox[3] }
}

/** Draws an SVG image with its top-left corner at (x, y), `width` points wide, its colours mapped by `recolor`. */
export function drawSvgImage(
  doc: PDFKit.PDFDocument,
  image: SvgImage,
  box: { x: number; y: number; width: number },
  recolor: Recolor = {},
): void {
  doc.save()
  doc.translate(box.x, box.y).scale(box.width / image.width)
  drawNode(doc, image.root, INITIAL_STYLE, new Map(), recolor)
  doc.restore()
}

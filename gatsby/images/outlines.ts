import { fontFace as font } from "../documents/fonts"
import type { FontName } from "../documents/fonts"

export interface Outline {
  /** SVG path data of the glyphs, in the image's units. */
  d: string
  /** The advance of the whole text. */
  width: number
}

/**
 * A text as the outlines of its glyphs in Inter, the PDFs' font, with the start of its baseline at (x, y):
 * an image rendered at build time then looks the same on every machine, with or without fonts installed.
 * `tracking` adds space after every glyph (letter-spacing), in the image's units.
 */
export function outline(text: string, fontName: FontName, size: number, x: number, y: number, tracking = 0): Outline {
  const face = font(fontName)
  const scale = size / face.unitsPerEm
  const run = face.layout(text)
  let pen = 0
  const parts = run.glyphs.map((glyph, index) => {
    const position = run.positions[index]
    const d = glyph.path
      .scale(scale, -scale)
      .translate(x + pen + position.xOffset * scale, y - position.yOffset * scale)
      .toSVG()
    pen += position.xAdvance * scale + tracking
    return d
  })
  return { d: parts.filter(Boolean).join(""), width: pen - (run.glyphs.length > 0 ? tracking : 0) }
}

/** The advance of a text set in Inter at `size`. */
export function textWidth(text: string, fontName: FontName, size: number): number {
  const face = font(fontName)
  return (face.layout(text).advanceWidth * size) / face.unitsPerEm
}

/**
 * Words filled into lines no wider than `width`, greedily; a word longer than a line gets a line of its own. A
 * word of one or two letters stays with the next ("de 4 gases"), as Spanish typesetting keeps it.
 */
export function wrap(text: string, fontName: FontName, size: number, width: number): string[] {
  const units: string[] = []
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const previous = units[units.length - 1]
    if (previous !== undefined && previous.split(" ").pop()!.length <= 2)
      units[units.length - 1] = `${previous} ${word}`
    else units.push(word)
  }
  const lines: string[] = []
  for (const word of units) {
    const current = lines[lines.length - 1]
    if (current !== undefined && textWidth(`${current} ${word}`, fontName, size) <= width) {
      lines[lines.length - 1] = `${current} ${word}`
    } else {
      lines.push(word)
    }
  }
  return lines
}

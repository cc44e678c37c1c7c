/** The part of fontkit (a dependency of pdfkit, which ships no types) that gatsby/documents/fonts.ts and gatsby/images/outlines.ts use. */
declare module "fontkit" {
  export interface GlyphPath {
    scale(x: number, y: number): GlyphPath
    translate(x: number, y: number): GlyphPath
    toSVG(): string
  }
  export interface Glyph {
    path: GlyphPath
  }
  export interface GlyphPosition {
    xAdvance: number
    xOffset: number
    yOffset: number
  }
  export interface GlyphRun {
    glyphs: Glyph[]
    positions: GlyphPosition[]
    advanceWidth: number
  }
  export interface Font {
    unitsPerEm: number
    layout(text: string): GlyphRun
  }
  export function openSync(file: string): Font
}

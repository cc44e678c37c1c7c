import path from "path"
import { drawSvgImage, readSvgImage } from "./svg"
import type { Recolor, SvgImage } from "./svg"

const STATIC_IMAGES = path.join(__dirname, "..", "..", "static", "images")

/** The full logo with a white wordmark, for the navy cover band. */
export const LOGO_ON_DARK = readSvgImage(path.join(STATIC_IMAGES, "logo-full.svg"))
/**
 * The compact logo (shield and "Vigía"), for the header of every inner page: drawn on each page, the full
 * wordmark's outlines would add about 4 KB per page.
 */
export const LOGO_COMPACT = readSvgImage(path.join(STATIC_IMAGES, "logo-compact.svg"))

/** Draws a logo (the site's own SVG, through svg.ts) with its top-left corner at (x, y), `width` points wide. */
export function drawLogo(
  doc: PDFKit.PDFDocument,
  logo: SvgImage,
  x: number,
  y: number,
  width: number,
  recolor: Recolor = {},
): void {
  drawSvgImage(doc, logo, { x, y, width }, recolor)
}

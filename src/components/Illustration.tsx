import { illustrationHref } from "../lib/illustrations"
import { symbolHref } from "../lib/svg-symbols"
import type { IllustrationRef } from "../lib/illustrations"

interface IllustrationProps {
  drawing: IllustrationRef
  /** The drawing's own units (its symbol's viewBox); also the size it takes before any CSS applies. */
  viewBox: { readonly width: number; readonly height: number }
  className?: string
}

/**
 * One drawing from an SVG sprite under static/illustrations/, by reference: the paths stay out of every
 * JavaScript chunk (a pre-rendered page carries the symbols it uses in its HTML, `symbolHref`), and the fixed width and height reserve its box so nothing shifts.
 * Decorative: it always stands beside a heading that names what it shows.
 */
export function Illustration({ drawing, viewBox, className }: IllustrationProps) {
  return (
    <svg
      className={className}
      width={viewBox.width}
      height={viewBox.height}
      viewBox={`0 0 ${viewBox.width} ${viewBox.height}`}
      aria-hidden="true"
      focusable="false"
    >
      <use href={symbolHref(illustrationHref(drawing))} />
    </svg>
  )
}

import { breakpoints } from "./theme"
import type { Breakpoint } from "./theme"

/** The breakpoints as media queries, for `matchMedia`: `(min-width: …px)`. */
export const mediaQuery = Object.fromEntries(
  Object.entries(breakpoints).map(([name, width]) => [name, `(min-width: ${width}px)`]),
) as Record<Breakpoint, string>

/** Mobile-first media queries from the one breakpoint table: `${media.desktop} { ... }`. */
export const media = Object.fromEntries(
  Object.entries(mediaQuery).map(([name, query]) => [name, `@media ${query}`]),
) as Record<Breakpoint, string>

export const reducedMotion = "@media (prefers-reduced-motion: reduce)"

/** A pointer that hovers (mouse, trackpad): phones keep :hover on whatever was last tapped. */
export const canHover = "@media (hover: hover)"

import { breakpoints } from "./theme"
import type { Breakpoint } from "./theme"

/** Mobile-first media queries from the one breakpoint table: `${media.desktop} { ... }`. */
export const media = Object.fromEntries(
  Object.entries(breakpoints).map(([name, width]) => [name, `@media (min-width: ${width}px)`]),
) as Record<Breakpoint, string>

export const reducedMotion = "@media (prefers-reduced-motion: reduce)"

/** A pointer that hovers (mouse, trackpad): phones keep :hover on whatever was last tapped. */
export const canHover = "@media (hover: hover)"

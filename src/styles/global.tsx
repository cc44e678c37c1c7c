import { Global } from "@emotion/react"
import type { Interpolation } from "@emotion/react"
import { theme } from "./theme"
import { reducedMotion } from "./media"
import { STYLE_CACHE_KEY } from "./style-cache"

const globalStyles: Interpolation<unknown> = [
  {
    "*, *::before, *::after": { boxSizing: "border-box" },
    html: {
      WebkitTextSizeAdjust: "100%",
      // Anchored sections land below the sticky header.
      scrollPaddingTop: `calc(${theme.headerHeight} + 1rem)`,
      // Fields scrolled into view by focus stay clear of the floating chat launcher.
      scrollPaddingBottom: "6rem",
    },
    body: {
      margin: 0,
      fontFamily: theme.fonts.body,
      fontSize: theme.fontSizes.body,
      lineHeight: 1.6,
      color: theme.colors.text,
      background: theme.colors.background,
      WebkitFontSmoothing: "antialiased",
    },
    "h1, h2, h3, h4": { color: theme.colors.navy, lineHeight: 1.2, margin: "0 0 0.5em" },
    h1: { fontSize: theme.fontSizes.h1, letterSpacing: "-0.02em", textWrap: "balance" },
    h2: { fontSize: theme.fontSizes.h2, letterSpacing: "-0.01em" },
    h3: { fontSize: theme.fontSizes.h3 },
    p: { margin: "0 0 1em" },
    // Chemical formulas (FormulaText): the digit sits low without opening the line's spacing.
    sub: {
      fontSize: "0.75em",
      lineHeight: 0,
      position: "relative",
      bottom: "-0.25em",
      verticalAlign: "baseline",
    },
    a: { color: theme.colors.link, textUnderlineOffset: "0.15em" },
    "a:hover": { color: theme.colors.linkHover },
    "img, svg": { display: "block", maxWidth: "100%" },
    "button, input, select, textarea": { font: "inherit", color: "inherit" },
    ":focus-visible": { outline: `3px solid ${theme.colors.link}`, outlineOffset: "2px" },
    "::selection": { background: theme.colors.accent, color: theme.colors.navy },
  },
  `${reducedMotion} {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }`,
]

/** The <style> the server renders for <Global> (ssr-render.tsx): `data-emotion="css-global <name>"`. */
export const PRERENDERED_GLOBAL_STYLES = `style[data-emotion^="${STYLE_CACHE_KEY}-global "]`

/**
 * The page's element defaults. A pre-rendered page carries them in <head> already, and Emotion's <Global>
 * would adopt that <style> by moving it: a moved stylesheet is applied again, so the whole document's style,
 * layout and paint were redone right after hydration. These styles never change, so in the browser the
 * element is left where it stands and <Global> renders only where there is none (`gatsby develop` does not
 * pre-render). Emotion's own runtime <style> is marked `css-global` alone and never matches.
 */
export function GlobalStyles() {
  if (typeof document !== "undefined" && document.querySelector(PRERENDERED_GLOBAL_STYLES)) return null
  return <Global styles={globalStyles} />
}

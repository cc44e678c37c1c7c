/**
 * The one design theme: colours (every text/background pair used meets WCAG AA), spacing, type and the
 * breakpoint table. Components read it through Emotion's `theme` prop; nothing else defines a colour.
 */
export const breakpoints = {
  /** Two-column layouts for cards and forms. */
  tablet: 640,
  /** SPEC §2: the desktop header (menu, dropdowns, wide logo) applies from 1024 px. */
  desktop: 1024,
  wide: 1280,
} as const

export type Breakpoint = keyof typeof breakpoints

export const theme = {
  colors: {
    /** Header, footer, headings. White text on it: 17.4:1. */
    navy: "#0b1b2b",
    navyRaised: "#13293f",
    navyLine: "#2a4560",
    /** Safety accent, as on hazard signage: fills behind navy text only (12.3:1), never small text on white. */
    accent: "#ffc629",
    accentHover: "#f2b400",
    /** Body text on white 15.9:1, on surface 14.7:1. */
    text: "#1a2633",
    /** Secondary text on white 7.2:1, on surface 6.6:1. */
    textMuted: "#4a5868",
    /** Text on navy: 17.4:1; muted variant on navy 9.6:1. */
    textOnDark: "#ffffff",
    textOnDarkMuted: "#c3cedb",
    /** Links and focus rings on light backgrounds: 6.9:1 on white. */
    link: "#0a58a8",
    linkHover: "#07437f",
    background: "#ffffff",
    surface: "#f3f5f8",
    border: "#d3dae3",
    /** Border of form controls: 3.6:1 on white (WCAG 1.4.11). */
    control: "#6b7888",
    success: "#1b6e35",
    danger: "#b42318",
    dangerSurface: "#fdecea",
  },
  /** Spacing scale in rem: space(4) = 1rem. */
  space: [0, 0.25, 0.5, 0.75, 1, 1.5, 2, 3, 4, 6] as const,
  fonts: {
    // Arial's metrics as Linux names them first (Chromium there asks its browser process about every family
    // it tries, a few ms each on a first load), then each platform's UI font: nothing to download.
    body: '"Liberation Sans", -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Arial, sans-serif',
  },
  fontSizes: {
    small: "0.875rem",
    body: "1.0625rem",
    lead: "1.1875rem",
    h3: "1.25rem",
    h2: "clamp(1.625rem, 1.2rem + 1.6vw, 2.25rem)",
    h1: "clamp(2rem, 1.3rem + 2.8vw, 3.25rem)",
  },
  radii: { small: "6px", card: "12px", pill: "999px" },
  shadows: {
    header: "0 2px 12px rgba(11, 27, 43, 0.18)",
    card: "0 1px 2px rgba(11, 27, 43, 0.06), 0 4px 16px rgba(11, 27, 43, 0.06)",
    raised: "0 8px 28px rgba(11, 27, 43, 0.22)",
  },
  /** SPEC §9: the header is 20 units (5rem) high. */
  headerHeight: "5rem",
  /** Readable line length for running text. */
  measure: "68ch",
  /** The one content width: the header's logo and the page's content start at the same left edge. */
  contentWidth: "80rem",
  transition: "180ms ease",
  /**
   * The floating chat launcher: a round button this wide, this far from the window's bottom-right corner (from
   * 1024 px: `insetDesktop`). The page keeps `size` + 2 × inset of room at its end (`--chat-launcher-room`).
   */
  chatLauncher: { size: "3.5rem", inset: "1rem", insetDesktop: "1.5rem" },
  /** The header rises above an open chat panel while its mobile menu (and scrim) is open. */
  zIndex: { header: 40, chat: 50, menuOpen: 55, toast: 60 },
} as const

export type AppTheme = typeof theme

declare module "@emotion/react" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- Emotion's documented augmentation
  export interface Theme extends AppTheme {}
}

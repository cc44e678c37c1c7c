import { theme } from "./theme"

function luminance(hex: string): number {
  const channels = hex
    .replace("#", "")
    .match(/../g)!
    .map((pair) => parseInt(pair, 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
  return 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2]
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light + 0.05) / (dark + 0.05)
}

const { colors } = theme

/** Every text/background pair the components use, with the WCAG AA minimum it must meet. */
const pairs: Array<[string, string, string, number]> = [
  ["body text on white", colors.text, colors.background, 4.5],
  ["body text on surface", colors.text, colors.surface, 4.5],
  ["muted text on white", colors.textMuted, colors.background, 4.5],
  ["muted text on surface", colors.textMuted, colors.surface, 4.5],
  ["links on white", colors.link, colors.background, 4.5],
  ["links on surface", colors.link, colors.surface, 4.5],
  ["hovered links on white", colors.linkHover, colors.background, 4.5],
  ["headings on white", colors.navy, colors.background, 4.5],
  ["white on navy", colors.textOnDark, colors.navy, 4.5],
  ["muted white on navy", colors.textOnDarkMuted, colors.navy, 4.5],
  ["muted white on raised navy", colors.textOnDarkMuted, colors.navyRaised, 4.5],
  ["accent text on navy", colors.accent, colors.navy, 4.5],
  ["navy on accent buttons", colors.navy, colors.accent, 4.5],
  ["navy on hovered accent buttons", colors.navy, colors.accentHover, 4.5],
  ["white on success toasts", colors.textOnDark, colors.success, 4.5],
  ["white on destructive toasts", colors.textOnDark, colors.danger, 4.5],
  ["error text on white", colors.danger, colors.background, 4.5],
  ["error text on its surface", colors.danger, colors.dangerSurface, 4.5],
  ["form control borders on white", colors.control, colors.background, 3],
  ["focus ring on white", colors.link, colors.background, 3],
  ["focus ring on navy", colors.accent, colors.navy, 3],
]

describe("theme colours", () => {
  it.each(pairs)("%s meets WCAG AA", (_name, foreground, background, minimum) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(minimum)
  })
})

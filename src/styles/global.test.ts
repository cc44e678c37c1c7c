import { readFileSync } from "fs"
import path from "path"
import { theme } from "./theme"

const globalCss = readFileSync(path.join(__dirname, "global.css"), "utf8")

/** `navyRaised` → `--color-navy-raised`. */
const customProperty = (name: string) => `--color-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`

function declaredValue(property: string): string | undefined {
  return new RegExp(`${property}:\\s*([^;]+);`).exec(globalCss)?.[1].trim()
}

describe("global.css", () => {
  it.each(Object.entries(theme.colors))(
    "declares the theme's colour %s as a custom property of the same value",
    (name, value) => {
      expect(declaredValue(customProperty(name))).toBe(value)
    },
  )

  it("declares the theme's font stack and header height", () => {
    expect(declaredValue("--font-body")).toBe(theme.fonts.body)
    expect(declaredValue("--header-height")).toBe(theme.headerHeight)
  })

  it("keeps room for the floating chat launcher: its size and twice its inset, below and from 1024 px", () => {
    const { size, inset, insetDesktop } = theme.chatLauncher
    expect(declaredValue("--chat-launcher-room")).toBe(`calc(${size} + 2 * ${inset})`)
    expect(globalCss).toMatch(
      new RegExp(
        `@media \\(min-width: 1024px\\) \\{\\s*:root \\{\\s*--chat-launcher-room: calc\\(${size} \\+ 2 \\* ${insetDesktop}\\);`,
      ),
    )
    expect(globalCss).toContain("scroll-padding-bottom: var(--chat-launcher-room);")
  })

  it("sets the body and heading sizes of the theme's type scale", () => {
    expect(globalCss).toContain(`font-size: ${theme.fontSizes.body}`)
    expect(globalCss).toContain(`font-size: ${theme.fontSizes.h1}`)
    expect(globalCss).toContain(`font-size: ${theme.fontSizes.h2}`)
  })
  it("draws the chat launcher with the theme's size, insets, layer, radius, shadow and motion", () => {
    const { size, inset, insetDesktop } = theme.chatLauncher
    const rule = (selector: string) =>
      new RegExp(`(^|\\n)${selector.replace(/[.[\]]/g, "\\$&")} \\{([^}]*)\\}`).exec(globalCss)?.[2] ?? ""
    const launcher = rule(".chat-launcher")
    expect(launcher).toContain(`right: ${inset};`)
    expect(launcher).toContain(`bottom: ${inset};`)
    expect(launcher).toContain(`z-index: ${theme.zIndex.chat};`)
    const round = rule(".chat-launcher [data-round]")
    expect(round).toContain(`width: ${size};`)
    expect(round).toContain(`height: ${size};`)
    expect(round).toContain(`border-radius: ${theme.radii.pill};`)
    expect(round).toContain(`box-shadow: ${theme.shadows.raised};`)
    expect(round).toContain(`transition: transform ${theme.transition};`)
    expect(globalCss).toMatch(
      new RegExp(
        `@media \\(min-width: 1024px\\) \\{\\s*\\.chat-launcher \\{\\s*right: ${insetDesktop};\\s*bottom: ${insetDesktop};`,
      ),
    )
  })
})

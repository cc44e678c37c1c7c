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
})

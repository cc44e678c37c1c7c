import fs from "fs"
import path from "path"
import { ICON_NAMES, isIconName } from "./icons"

const ROOT = path.join(__dirname, "..", "..", "..")

/** Every `"icon": "…"` value (and social network) in content/ must name a drawn icon. */
function iconNamesInContent(): Array<[string, string]> {
  const dir = path.join(ROOT, "content")
  const found: Array<[string, string]> = []
  for (const file of fs.readdirSync(dir).filter((name) => name.endsWith(".json"))) {
    const text = fs.readFileSync(path.join(dir, file), "utf8")
    for (const match of text.matchAll(/"(?:icon|network)":\s*"([^"]+)"/g)) found.push([file, match[1]])
  }
  return found
}

describe("icons", () => {
  it("draws exactly the listed icons in static/icons.svg, each on the 24 × 24 grid", () => {
    const sprite = fs.readFileSync(path.join(ROOT, "static", "icons.svg"), "utf8")
    const symbols = Array.from(sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">/g), (match) => match[1])
    expect(symbols.sort()).toEqual([...ICON_NAMES].sort())
  })

  it.each(iconNamesInContent())("%s names the icon %s, which exists", (_file, name) => {
    expect(isIconName(name)).toBe(true)
  })
})

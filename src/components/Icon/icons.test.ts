import fs from "fs"
import path from "path"
import { isIconName } from "./icons"

/** Every `"icon": "…"` value (and social network) in content/ must name a drawn icon. */
function iconNamesInContent(): Array<[string, string]> {
  const dir = path.join(__dirname, "..", "..", "..", "content")
  const found: Array<[string, string]> = []
  for (const file of fs.readdirSync(dir).filter((name) => name.endsWith(".json"))) {
    const text = fs.readFileSync(path.join(dir, file), "utf8")
    for (const match of text.matchAll(/"(?:icon|network)":\s*"([^"]+)"/g)) found.push([file, match[1]])
  }
  return found
}

describe("icons named in content", () => {
  it.each(iconNamesInContent())("%s names the icon %s, which exists", (_file, name) => {
    expect(isIconName(name)).toBe(true)
  })
})

/**
 * The company's facts filled in wherever the build writes text (src/lib/facts.ts): no `{telefono}` or other fact
 * placeholder left in a page or a page's data. (The chat's and the dialogs' chunks carry their content files as
 * written, with site.json, and fill them once as they load: their unit tests read the filled texts.)
 */
import fs from "fs"
import path from "path"
import { FACTS } from "../../src/lib/facts"
import { PUBLIC_DIR } from "./built-site"

const PLACEHOLDER = new RegExp(`\\{(${FACTS.map((fact) => fact.key).join("|")})\\}`, "g")

function builtFiles(directory: string): string[] {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name)
    if (entry.isDirectory()) return entry.name === "admin" ? [] : builtFiles(full)
    return /\.(html|json)$/.test(entry.name) ? [full] : []
  })
}

describe("the company's facts in the build", () => {
  it("leaves no fact placeholder in any page or page data", () => {
    const files = builtFiles(PUBLIC_DIR)
    expect(files.length).toBeGreaterThan(50)
    const unfilled = files.flatMap((file) =>
      (fs.readFileSync(file, "utf8").match(PLACEHOLDER) ?? []).map(
        (found) => `${path.relative(PUBLIC_DIR, file)}: ${found}`,
      ),
    )
    expect(unfilled).toEqual([])
  })
})

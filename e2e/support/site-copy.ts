import fs from "fs"
import os from "os"
import path from "path"

const ROOT = path.resolve(__dirname, "..", "..")
/** What `gatsby build` and `gatsby develop` need of the repository: the site's code and content. */
const SITE = [
  "content",
  "gatsby",
  "src",
  "static",
  "package.json",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-browser.tsx",
  "gatsby-ssr.tsx",
  "tsconfig.json",
]

/**
 * A copy of the site in a new temporary folder named after `prefix` (or in `root`, made anew): its code and
 * content (and `extra` entries) copied, `node_modules` linked, the generated types left for Gatsby to write again.
 * The repository's content/, .cache/ and public/ are never touched by what runs there. Returns the copy's root.
 */
export function copySite(prefix: string, extra: readonly string[] = [], into?: string): string {
  if (into) fs.rmSync(into, { recursive: true, force: true })
  const root = into ?? fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  fs.mkdirSync(root, { recursive: true })
  for (const entry of [...SITE, ...extra]) {
    fs.cpSync(path.join(ROOT, entry), path.join(root, entry), { recursive: true })
  }
  fs.rmSync(path.join(root, "src", "gatsby-types.d.ts"), { force: true })
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(root, "node_modules"), "dir")
  return root
}

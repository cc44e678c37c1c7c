import fs from "fs"
import os from "os"
import path from "path"
import webpack from "webpack"
import { COMPILE_HINT, CompileHintsPlugin } from "./compile-hints"

/** A site in miniature: an entry, a page component loaded as Gatsby's loader does, and a lazy part. */
const SOURCES = {
  "entry.js": [
    `export const loadPage = () => import(/* webpackChunkName: "component---src-pages-contacto-tsx" */ "./page")`,
    `document.title = "entrada"`,
  ].join("\n"),
  "page.js": [
    `export const openDialog = () => import(/* webpackChunkName: "dialog" */ "./dialog")`,
    `export default function Page() { return "página" }`,
  ].join("\n"),
  "dialog.js": `export default function Dialog() { return "diálogo" }`,
}

let outDir: string
let files: Record<string, string>

beforeAll(async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "compile-hints-"))
  for (const [name, text] of Object.entries(SOURCES)) fs.writeFileSync(path.join(dir, name), text)
  outDir = path.join(dir, "public")
  const compiler = webpack({
    mode: "production",
    context: dir,
    entry: { app: "./entry.js" },
    devtool: "source-map",
    output: { path: outDir, filename: "[name].js", chunkFilename: "[name].js" },
    plugins: [new CompileHintsPlugin()],
  })
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) => {
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString()))
      else compiler.close(() => resolve())
    }),
  )
  files = Object.fromEntries(
    fs.readdirSync(outDir).map((name) => [name, fs.readFileSync(path.join(outDir, name), "utf8")]),
  )
})

describe("CompileHintsPlugin", () => {
  it("puts the hint first in the entry's script and in a page component's, after minifying", () => {
    for (const file of ["app.js", "component---src-pages-contacto-tsx.js"]) {
      expect(files[file].startsWith(COMPILE_HINT)).toBe(true)
      expect(files[file].split(COMPILE_HINT)).toHaveLength(2)
    }
    // Minified: the sources' line breaks are gone, the hint's is the one left before the code.
    expect(files["component---src-pages-contacto-tsx.js"].trimEnd().split("\n")).toHaveLength(3)
  })

  it("leaves a lazy part's chunk to V8's lazy compilation", () => {
    expect(files["dialog.js"]).not.toContain(COMPILE_HINT.trim())
    expect(files["dialog.js"]).toContain("diálogo")
  })

  it("keeps the source maps true: the hint's line maps to nothing, the code's still to its sources", () => {
    const map = JSON.parse(files["component---src-pages-contacto-tsx.js.map"]) as {
      mappings: string
      sources: string[]
    }
    const [hintLine, codeLine] = map.mappings.split(";")
    expect(hintLine).toBe("")
    expect(codeLine.length).toBeGreaterThan(0)
    expect(map.sources.some((source) => source.endsWith("page.js"))).toBe(true)
  })
})

/**
 * The README and docs/ run as written: every `npm run <script>` (and `npm test`, `npm start`) in their code names a
 * script of package.json, and every repository path in their code (src/…, gatsby/…, content/…) exists.
 * "Code" is both fenced blocks and inline `code`: the folder map and most commands are inline.
 * And docs/ says what holds today: no heading carries a date ("## 2026-11-26 (night)…"), so a diary of sessions
 * does not grow back; a date belongs in a decision's **Date** line or a figure's sentence, history in git.
 */
import fs from "fs"
import path from "path"
import packageJson from "../package.json"

const ROOT = path.join(__dirname, "..")
const DOCS = ["README.md", ...fs.readdirSync(path.join(ROOT, "docs")).map((name) => `docs/${name}`)].filter((file) =>
  file.endsWith(".md"),
)
const SCRIPTS = new Set(Object.keys(packageJson.scripts))

/** The top-level folders whose paths the docs name; anything else (public/, data/, URLs) is not checked. */
const FOLDERS = ["src", "gatsby", "content", "test", "e2e", "docs", "scripts", "bench", "static"]
/** Folders of src/ that the docs may name without it (`lib/leads/kinds.ts`). */
const SRC_FOLDERS = ["api", "components", "hooks", "lib", "pages", "server", "styles", "templates"]
const PATH = new RegExp(`(?<![\\w./-])((?:${[...FOLDERS, ...SRC_FOLDERS].join("|")})/[^\\s\`"'()|,;]*)`, "g")

/** What commands and builds write (.gitignore): the docs may name it before it exists. */
const OUTPUTS = fs
  .readFileSync(path.join(ROOT, ".gitignore"), "utf8")
  .split("\n")
  .map((line) => line.trim().replace(/^\//, ""))
  .filter((line) => line && !line.startsWith("#"))

interface Found {
  file: string
  line: number
  text: string
}

/** Every code span and fenced block of a Markdown file, with the line it starts on. */
function codeOf(file: string): Found[] {
  const markdown = fs.readFileSync(path.join(ROOT, file), "utf8")
  const found: Found[] = []
  const lineAt = (index: number) => markdown.slice(0, index).split("\n").length
  const fenced = /^```[^\n]*\n([\s\S]*?)^```/gm
  let rest = markdown
  for (const match of markdown.matchAll(fenced)) {
    found.push({ file, line: lineAt(match.index!), text: match[1] })
    rest = rest.replace(match[0], (block) => block.replace(/[^\n]/g, " "))
  }
  for (const match of rest.matchAll(/`([^`\n]+)`/g)) found.push({ file, line: lineAt(match.index!), text: match[1] })
  return found
}

const CODE = DOCS.flatMap(codeOf)

/** The scripts a code snippet runs: `npm run x`, `npm test`, `npm start`. */
function scriptsIn(text: string): string[] {
  const named = [...text.matchAll(/\bnpm run ([\w:.-]+)/g)].map((match) => match[1])
  const shorthand = [...text.matchAll(/\bnpm (test|start)\b/g)].map((match) => match[1])
  return [...named, ...shorthand]
}

/** Whether a path as the docs write it exists: a file or folder, a glob (`content/*.json`) that matches, or the
 * folder before a placeholder (`test/reliability/<area>.ts`, `docs/leads.md#benchmark`). */
function exists(written: string): boolean {
  const trimmed = written.replace(/#.*$/, "").replace(/[.:…]+$/, "")
  if (OUTPUTS.some((output) => trimmed === output || trimmed.startsWith(output.endsWith("/") ? output : `${output}/`)))
    return true
  const cleaned = SRC_FOLDERS.includes(trimmed.split("/")[0]) ? `src/${trimmed}` : trimmed
  const placeholder = cleaned.search(/[<{…]/)
  if (placeholder >= 0) return fs.existsSync(path.join(ROOT, cleaned.slice(0, placeholder).replace(/[^/]*$/, "")))
  if (cleaned.includes("*")) {
    const directory = cleaned.slice(0, cleaned.indexOf("*")).replace(/[^/]*$/, "")
    const pattern = new RegExp(`^${cleaned.replace(/[.+?^$()[\]\\]/g, "\\$&").replace(/\*/g, "[^/]*")}$`)
    const absolute = path.join(ROOT, directory)
    return fs.existsSync(absolute) && fs.readdirSync(absolute).some((name) => pattern.test(`${directory}${name}`))
  }
  return fs.existsSync(path.join(ROOT, cleaned))
}

/** A Markdown heading (outside fenced code) that names a date such as 2026-11-26, as `file:line heading`. */
function datedHeadings(file: string, markdown: string): string[] {
  const found: string[] = []
  let fenced = false
  markdown.split("\n").forEach((line, index) => {
    if (/^```/.test(line)) fenced = !fenced
    else if (!fenced && /^#{1,6}\s/.test(line) && /\b\d{4}-\d{2}(-\d{2})?\b/.test(line))
      found.push(`${file}:${index + 1} ${line}`)
  })
  return found
}

describe("the README and docs/", () => {
  it("are found", () => {
    expect(DOCS).toContain("README.md")
    expect(DOCS.length).toBeGreaterThan(3)
    expect(CODE.length).toBeGreaterThan(100)
  })

  it("run only scripts that package.json has", () => {
    const unknown = CODE.flatMap(({ file, line, text }) =>
      scriptsIn(text)
        .filter((script) => !SCRIPTS.has(script))
        .map((script) => `${file}:${line} npm run ${script}`),
    )
    expect(unknown).toEqual([])
  })

  it("name only paths that exist in the repository", () => {
    const missing = CODE.flatMap(({ file, line, text }) =>
      [...text.matchAll(PATH)]
        .map((match) => match[1])
        .filter((written) => !exists(written))
        .map((written) => `${file}:${line} ${written}`),
    )
    expect(missing).toEqual([])
  })

  it("link only to files that exist", () => {
    const broken = DOCS.flatMap((file) => {
      const markdown = fs.readFileSync(path.join(ROOT, file), "utf8")
      return [...markdown.matchAll(/\]\(([^)\s]+)\)/g)]
        .map((match) => match[1])
        .filter((target) => !/^[a-z]+:/.test(target) && !target.startsWith("#"))
        .filter((target) => !fs.existsSync(path.join(ROOT, path.dirname(file), target.replace(/#.*$/, ""))))
        .map((target) => `${file} → ${target}`)
    })
    expect(broken).toEqual([])
  })

  it("carry no dated heading: a diary section fails, the docs as they are pass", () => {
    const diary = "# Performance\n\n## The bench\n\n## 2026-11-26 (night, a new machine): the whole bench\n"
    expect(datedHeadings("docs/performance.md", diary)).toEqual([
      "docs/performance.md:5 ## 2026-11-26 (night, a new machine): the whole bench",
    ])
    expect(
      datedHeadings("docs/x.md", "## Levers\n\nMeasured on 2026-11-27.\n```\n# 2026-11-27 in code\n```\n"),
    ).toEqual([])
    const dated = DOCS.filter((file) => file.startsWith("docs/")).flatMap((file) =>
      datedHeadings(file, fs.readFileSync(path.join(ROOT, file), "utf8")),
    )
    expect(dated).toEqual([])
  })
})

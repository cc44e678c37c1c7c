import fs from "fs"
import path from "path"
import { spawnSync } from "child_process"
import { formatJson, inSchemaOrder } from "./json-format"

const CONTENT_DIR = path.join(__dirname, "../../content")

function contentFiles(directory = CONTENT_DIR): string[] {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name)
    if (entry.isDirectory()) return contentFiles(full)
    return entry.name.endsWith(".json") ? [full] : []
  })
}

/**
 * What the repository's Prettier makes of each value as the CMS serialises it. In a child process: Prettier 3
 * loads its parsers with a dynamic import, which Jest's module system refuses.
 */
function prettierOf(values: readonly unknown[]): string[] {
  const script = `
    import prettier from "prettier"
    const values = JSON.parse(await new Response(process.stdin).text())
    const options = { ...(await prettier.resolveConfig(${JSON.stringify(path.join(CONTENT_DIR, "site.json"))})), parser: "json" }
    const out = []
    for (const value of values) out.push(await prettier.format(JSON.stringify(value, null, 2), options))
    process.stdout.write(JSON.stringify(out))`
  const result = spawnSync(process.execPath, ["--input-type=module", "-e", script], {
    input: JSON.stringify(values),
    encoding: "utf8",
    cwd: path.join(__dirname, "../.."),
  })
  if (result.status !== 0) throw new Error(result.stderr)
  return JSON.parse(result.stdout) as string[]
}

describe("the CMS's JSON format", () => {
  const files = contentFiles().map((file) => path.relative(CONTENT_DIR, file))
  const values: unknown[] = files.map((file) => JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, file), "utf8")))
  const expected = prettierOf(values)

  it.each(files.map((file, index) => [file, index] as const))(
    "writes content/%s as Prettier formats what the CMS saves",
    (_file, index) => {
      expect(formatJson(values[index])).toBe(expected[index])
    },
  )

  it("puts a list of texts on one line only while it fits in 120 columns", () => {
    const short = { modes: ["venta", "alquiler"] }
    const long = { applications: Array.from({ length: 8 }, (_, index) => `Aplicación número ${index + 1}`) }
    expect(formatJson(short)).toBe('{\n  "modes": ["venta", "alquiler"]\n}\n')
    expect(formatJson(long).trimEnd().split("\n")).toHaveLength(12)
    const samples = [short, long, { a: [], b: {}, c: [[1, 2], { d: null }], e: '¿Qué? «sí» "no"' }]
    expect(samples.map(formatJson)).toEqual(prettierOf(samples))
  })

  it("keeps a file already in the repository's form unchanged", () => {
    const text = fs.readFileSync(path.join(CONTENT_DIR, "equipment-lines", "detectores-multigas.json"), "utf8")
    expect(formatJson(JSON.parse(text))).toBe(text)
  })
})

describe("inSchemaOrder", () => {
  it("puts an entry's keys back in the schema's order, nested groups and list items included", () => {
    const order = [
      { name: "name" },
      { name: "openingHours", fields: [{ name: "opens" }, { name: "closes" }] },
      { name: "specs", fields: [{ name: "label" }, { name: "value" }] },
    ]
    const scrambled = {
      specs: [{ value: "IP67", label: "Protección" }],
      extra: 1,
      openingHours: { closes: "18:00", opens: "09:00" },
      name: "Vigía",
    }
    expect(JSON.stringify(inSchemaOrder(scrambled, order))).toBe(
      '{"name":"Vigía","openingHours":{"opens":"09:00","closes":"18:00"},"specs":[{"label":"Protección","value":"IP67"}],"extra":1}',
    )
  })
})

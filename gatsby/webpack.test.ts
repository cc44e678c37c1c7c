import fs from "fs"
import os from "os"
import path from "path"
import webpack from "webpack"
import { MODULE_REPLACEMENTS, requestPattern } from "./webpack"

/** The package files `requiredBy` names (a `*` in the file name stands for a chunk's hash). */
function askers(requiredBy: string): string[] {
  const [name, ...rest] = requiredBy.split("/")
  const scope = name.startsWith("@") ? `${name}/${rest.shift()}` : name
  const file = path.join(path.dirname(require.resolve(`${scope}/package.json`)), ...rest)
  const pattern = new RegExp(`^${path.basename(file).replace(/[.]/g, "\\.").replace("*", "[^/]+")}$`)
  return fs
    .readdirSync(path.dirname(file))
    .filter((entry) => pattern.test(entry))
    .map((entry) => path.join(path.dirname(file), entry))
}

/** Compiles `entry` (a module's source) with webpack's replacements as gatsby/webpack.ts configures them. */
async function compile(entry: string): Promise<{ bundle: string; errors: string[] }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "module-replacements-"))
  fs.writeFileSync(path.join(dir, "entry.js"), entry)
  const compiler = webpack({
    mode: "production",
    context: dir,
    entry: "./entry.js",
    output: { path: path.join(dir, "public"), filename: "app.js" },
    plugins: MODULE_REPLACEMENTS.map(
      ({ request, stub }) => new webpack.NormalModuleReplacementPlugin(requestPattern(request), stub),
    ),
  })
  const stats = await new Promise<webpack.Stats>((resolve, reject) =>
    compiler.run((error, result) => (error || !result ? reject(error) : compiler.close(() => resolve(result)))),
  )
  const bundlePath = path.join(dir, "public", "app.js")
  return {
    bundle: fs.existsSync(bundlePath) ? fs.readFileSync(bundlePath, "utf8") : "",
    errors: stats.toJson({ errors: true }).errors?.map((error) => error.message) ?? [],
  }
}

describe("the packages still ask for each module the browser's bundle replaces", () => {
  it.each(MODULE_REPLACEMENTS.map((module) => [module.request, module.requiredBy]))(
    "%s is asked for by %s",
    (request, requiredBy) => {
      const files = askers(requiredBy)
      expect(files).not.toEqual([])
      const asked = new RegExp(`(require\\(|from ?)["'\`]${request.replace(/[./]/g, "\\$&")}["'\`]`)
      for (const file of files) expect(fs.readFileSync(file, "utf8")).toMatch(asked)
    },
  )
})

describe("the module replacements", () => {
  it("bundle each stand-in in its module's place, and nothing of the module", async () => {
    const { bundle, errors } = await compile(
      [
        `const integration = require("@builder.io/partytown/integration")`,
        `require("./register-service-worker")`,
        `window.snippet = integration.partytownSnippet()`,
      ].join("\n"),
    )
    expect(errors).toEqual([])
    // Partytown's real builder (3 KB) writes the path of its service worker under "~partytown".
    expect(bundle).not.toContain("~partytown")
    expect(bundle.length).toBeLessThan(500)
    expect(bundle).toContain("window.snippet")
  })

  it("match the exact request only", () => {
    expect(requestPattern("react-dom/server").test("react-dom/server")).toBe(true)
    expect(requestPattern("react-dom/server").test("react-dom/server.browser")).toBe(false)
    expect(requestPattern("./register-service-worker").test("./register-service-workers")).toBe(false)
  })
})

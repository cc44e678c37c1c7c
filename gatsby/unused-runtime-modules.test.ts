import fs from "fs"
import os from "os"
import path from "path"
import webpack from "webpack"
import { UNUSED_RUNTIME_MODULES, UnusedRuntimeModulesPlugin } from "./unused-runtime-modules"

const GATSBY_DIR = path.dirname(require.resolve("gatsby/package.json"))

/** Compiles `entry` (a module's source) with the plugin; the bundle's text and webpack's errors. */
async function compile(entry: string): Promise<{ bundle: string; errors: string[] }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "unused-runtime-modules-"))
  fs.writeFileSync(path.join(dir, "entry.js"), entry)
  const compiler = webpack({
    mode: "production",
    context: dir,
    entry: "./entry.js",
    output: { path: path.join(dir, "public"), filename: "app.js" },
    plugins: [new UnusedRuntimeModulesPlugin()],
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

describe("Gatsby's runtime still requires the modules the site leaves out", () => {
  it.each(UNUSED_RUNTIME_MODULES.map((module) => [module.request, module.requiredBy]))(
    "%s is required by gatsby/%s",
    (request, requiredBy) => {
      const source = fs.readFileSync(path.join(GATSBY_DIR, requiredBy), "utf8")
      expect(source).toMatch(new RegExp(`require\\(["'\`]${request.replace(/[./]/g, "\\$&")}["'\`]\\)`))
    },
  )
})

describe("UnusedRuntimeModulesPlugin", () => {
  it("bundles each module's stub in its place", async () => {
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

  it("fails the build, naming the module, when Gatsby no longer requests one", async () => {
    const { errors } = await compile(`require("@builder.io/partytown/integration")`)
    expect(errors).toHaveLength(1)
    expect(errors[0]).toContain('nothing requested "./register-service-worker"')
    expect(errors[0]).toContain("gatsby/cache-dir/production-app.js")
  })
})

import fs from "fs"
import path from "path"
import { onCreateWebpackConfig } from "./webpack"

type Args = Parameters<NonNullable<typeof onCreateWebpackConfig>>[0]

function configure(stage: string) {
  const setWebpackConfig = jest.fn()
  const normalModuleReplacement = jest.fn((pattern: RegExp, replacement: string) => ({ pattern, replacement }))
  const args = { stage, actions: { setWebpackConfig }, plugins: { normalModuleReplacement } } as unknown as Args
  onCreateWebpackConfig!(args, { plugins: [] }, () => undefined)
  return { setWebpackConfig, normalModuleReplacement }
}

const GATSBY_CACHE_DIR = path.join(path.dirname(require.resolve("gatsby/package.json")), "cache-dir")

describe("onCreateWebpackConfig", () => {
  it("swaps Gatsby's react-dom-utils for the lazy one in the browser bundle", () => {
    const { normalModuleReplacement } = configure("build-javascript")
    const [pattern, replacement] = normalModuleReplacement.mock.calls[0]
    expect(pattern.test(path.join("/site", ".cache", "react-dom-utils.js"))).toBe(true)
    expect(pattern.test(path.join("/site", ".cache", "production-app.js"))).toBe(false)
    expect(fs.existsSync(replacement)).toBe(true)
  })

  it("leaves the server bundle and gatsby develop alone", () => {
    for (const stage of ["build-html", "develop", "develop-html"]) {
      expect(configure(stage).setWebpackConfig).not.toHaveBeenCalled()
    }
  })

  // The swap matches a file by name: if a Gatsby upgrade renames or reshapes it, fail here instead of
  // silently shipping React DOM's start-up cost again.
  it("still matches the module Gatsby's runtime imports", () => {
    const productionApp = fs.readFileSync(path.join(GATSBY_CACHE_DIR, "production-app.js"), "utf8")
    expect(productionApp).toMatch(/import \{ reactDOMUtils \} from "\.\/react-dom-utils"/)
    expect(productionApp).toMatch(/const \{ render, hydrate \} = reactDOMUtils\(\)/)
    const original = fs.readFileSync(path.join(GATSBY_CACHE_DIR, "react-dom-utils.js"), "utf8")
    expect(original).toMatch(/export function reactDOMUtils\(\)/)
    expect(original).toMatch(/return \{ render, hydrate \}/)
  })
})

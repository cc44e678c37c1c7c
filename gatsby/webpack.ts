import path from "path"
import type { GatsbyNode } from "gatsby"
import { CompileHintsPlugin } from "./compile-hints"

/** A module of the browser's bundle given a stand-in of the site's own (gatsby/stubs/), by webpack's replacement. */
export interface ModuleReplacement {
  /** The request as the file that asks for it writes it. */
  request: string
  /** The package file that asks for it, as `<package>/<path>` (`*` in the file name: a hashed chunk). */
  requiredBy: string
  /** The stand-in, in gatsby/stubs/. */
  stub: string
  /** Why the stand-in is enough. */
  why: string
}

/**
 * The modules the browser's production bundle takes from gatsby/stubs/ instead of their packages. The first two
 * are Gatsby's runtime modules this site never runs, required unconditionally and so bundled into every page's
 * app chunk (together 1.2 KB gzip of every first load, measured 2026-11-27). Their guard is
 * gatsby/webpack.test.ts: it fails when the package file stops asking for the request (renamed, moved or
 * dropped), and for `react-dom/server`, gatsby/react-dom-server-stub.test.ts also when gatsby-plugin-image asks the
 * stand-in for a function it lacks.
 */
export const MODULE_REPLACEMENTS: readonly ModuleReplacement[] = [
  {
    request: "./register-service-worker",
    requiredBy: "gatsby/cache-dir/production-app.js",
    stub: path.join(__dirname, "stubs", "register-service-worker.js"),
    why: "required only when a plugin's registerServiceWorker returns true; no plugin of the site registers one",
  },
  {
    request: "@builder.io/partytown/integration",
    requiredBy: "gatsby/dist/internal-plugins/partytown/utils/inject-partytown-snippet.js",
    stub: path.join(__dirname, "stubs", "partytown-integration.js"),
    why: "Gatsby's Partytown plugin calls it only under `gatsby develop`; the site has no off-main-thread <Script>",
  },
  {
    request: "react-dom/server",
    requiredBy: "gatsby-plugin-image/dist/lazy-hydrate-*.js",
    stub: path.join(__dirname, "stubs", "react-dom-server.js"),
    why: "asked for only by gatsby-plugin-image's lazy hydration; the stand-in stays in that lazy chunk instead of the framework chunk of every page",
  },
]

/** The exact-request pattern webpack's NormalModuleReplacementPlugin matches a replacement's request with. */
export const requestPattern = (request: string): RegExp =>
  new RegExp(`^${request.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}$`)

/**
 * The browser's production bundle (the `build-javascript` stage only: `gatsby develop` and the server rendering
 * keep Gatsby's configuration), through Gatsby's own `setWebpackConfig`: V8's compile hints for the scripts of a
 * page's first load (compile-hints.ts), and the module replacements above, as webpack's own plugin.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins }) => {
  if (stage !== "build-javascript") return
  actions.setWebpackConfig({
    plugins: [
      new CompileHintsPlugin(),
      ...MODULE_REPLACEMENTS.map(({ request, stub }) => plugins.normalModuleReplacement(requestPattern(request), stub)),
    ],
  })
}

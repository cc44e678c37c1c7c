import path from "path"
import type { GatsbyNode } from "gatsby"
import { CompileHintsPlugin } from "./compile-hints"
import { UnusedRuntimeModulesPlugin } from "./unused-runtime-modules"

/**
 * The browser's production bundle (the `build-javascript` stage only: `gatsby develop` and the server rendering
 * keep Gatsby's configuration), through Gatsby's own `setWebpackConfig`:
 *
 * - asks V8 to compile the scripts of a page's first load on its streaming thread (compile-hints.ts);
 * - leaves out two modules of Gatsby's runtime the site never runs, failing the build if Gatsby stops
 *   requiring them under those names (unused-runtime-modules.ts);
 * - gives `react-dom/server` (asked for only by gatsby-plugin-image's lazy hydration) a module of the site's own
 *   (stubs/react-dom-server.js), so it stays in that lazy chunk instead of the framework chunk of every page.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins }) => {
  if (stage !== "build-javascript") return
  actions.setWebpackConfig({
    plugins: [
      new CompileHintsPlugin(),
      new UnusedRuntimeModulesPlugin(),
      plugins.normalModuleReplacement(/^react-dom\/server$/, path.join(__dirname, "stubs", "react-dom-server.js")),
    ],
  })
}

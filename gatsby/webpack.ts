import path from "path"
import type { GatsbyNode } from "gatsby"
import { CompileHintsPlugin } from "./compile-hints"

/**
 * The browser's production bundle (the `build-javascript` stage only: `gatsby develop` and the server rendering
 * keep Gatsby's configuration):
 *
 * - leaves out Gatsby's service-worker registration (1.1 KB, about 0.5 KB gzip): production-app requires it only
 *   when a plugin's `registerServiceWorker` returns true, and the site registers no service worker;
 * - leaves out Partytown's snippet builder (2.8 KB, about 1.2 KB gzip on every page's first load). Gatsby's
 *   internal partytown plugin requires it in its gatsby-browser, but calls it only under `gatsby develop`
 *   (`onInitialClientRender` returns first in production), and the site has no off-main-thread `<Script>`;
 * - is minified for the browsers it is built for: Gatsby's Terser settings write ES5 (`ecma: 5`), while Babel
 *   compiles for the browserslist, every one of which runs ES2019. Terser then keeps arrow functions and
 *   shorthand properties, and compresses in three passes;
 * - asks V8 to compile the scripts of a page's first load on its streaming thread (compile-hints.ts).
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins, getConfig }) => {
  if (stage !== "build-javascript") return
  actions.setWebpackConfig({
    plugins: [
      new CompileHintsPlugin(),
      plugins.normalModuleReplacement(
        /^\.\/register-service-worker$/,
        path.join(__dirname, "stubs", "register-service-worker.js"),
      ),
    ],
    resolve: {
      alias: {
        "@builder.io/partytown/integration$": path.join(__dirname, "stubs", "partytown-integration.js"),
      },
    },
  })
  const config = getConfig()
  config.optimization.minimizer = config.optimization.minimizer.map((minimizer: object) =>
    minimizer.constructor.name === "TerserPlugin"
      ? plugins.minifyJs({
          terserOptions: { parse: { ecma: 2019 }, compress: { ecma: 2019, passes: 3 }, output: { ecma: 2019 } },
        })
      : minimizer,
  )
  actions.replaceWebpackConfig(config)
}

import path from "path"
import type { GatsbyNode } from "gatsby"

/**
 * The browser's production bundle leaves out Partytown's snippet builder (2.8 KB, about 1.2 KB gzip on every
 * page's first load). Gatsby's internal partytown plugin requires it in its gatsby-browser, but calls it only
 * under `gatsby develop` (`onInitialClientRender` returns first in production), and the site has no
 * off-main-thread `<Script>`. Only the `build-javascript` stage is changed: `gatsby develop` and the server
 * rendering keep the real module.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions }) => {
  if (stage !== "build-javascript") return
  actions.setWebpackConfig({
    resolve: {
      alias: {
        "@builder.io/partytown/integration$": path.join(__dirname, "stubs", "partytown-integration.js"),
      },
    },
  })
}

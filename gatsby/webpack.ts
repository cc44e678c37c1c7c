import path from "path"
import type { GatsbyNode } from "gatsby"

const LAZY_REACT_DOM_UTILS = path.join(__dirname, "..", "src", "runtime", "react-dom-utils.ts")

/**
 * The browser bundle uses src/runtime/react-dom-utils.ts instead of Gatsby's `.cache/react-dom-utils.js`,
 * which initialises React DOM inside the app's start-up task (see that file). Only the production browser
 * build: the server bundle and `gatsby develop` keep Gatsby's own.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins }) => {
  if (stage !== "build-javascript") return
  actions.setWebpackConfig({
    plugins: [plugins.normalModuleReplacement(/[\\/]\.cache[\\/]react-dom-utils\.js$/, LAZY_REACT_DOM_UTILS)],
  })
}

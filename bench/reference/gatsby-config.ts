import type { GatsbyConfig } from "gatsby"

/** Gatsby's defaults and nothing else: the floor the site is measured against (bench/bench.ts). */
const config: GatsbyConfig = {
  jsxRuntime: "automatic",
  plugins: [],
}

export default config

import path from "path"
import type { GatsbyConfig } from "gatsby"
import { contentTypeName } from "./gatsby/content-type-name"

const config: GatsbyConfig = {
  siteMetadata: {
    // The canonical origin of the site: canonical URLs, Open Graph, sitemap and JSON-LD are built from it.
    siteUrl: "https://www.vigiaseguridad.com.ar",
  },
  // SPEC §2 lists routes without a trailing slash ("/productos"): links and canonicals follow it.
  trailingSlash: "never",
  jsxRuntime: "automatic",
  graphqlTypegen: {
    typesOutputPath: "src/gatsby-types.d.ts",
    generateOnBuild: true,
  },
  plugins: [
    "gatsby-plugin-react-helmet",
    "gatsby-plugin-image",
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "content", path: path.resolve(__dirname, "content") },
    },
    { resolve: "gatsby-transformer-json", options: { typeName: contentTypeName } },
  ],
}

export default config

import type { GatsbyConfig } from "gatsby"
import { developMiddleware } from "./gatsby/cms/develop-middleware"
import { contentDirectory } from "./gatsby/content-collections"
import { contentTypeName } from "./gatsby/content-type-name"
import site from "./content/site.json"
import { theme } from "./src/styles/theme"

const config: GatsbyConfig = {
  siteMetadata: {
    // The canonical origin of the site: canonical URLs, Open Graph, sitemap and JSON-LD are built from it.
    siteUrl: "https://www.vigiaseguridad.com.ar",
  },
  // SPEC §2 lists routes without a trailing slash ("/productos"): links and canonicals follow it.
  trailingSlash: "never",
  jsxRuntime: "automatic",
  // /admin, the CMS's page, under `gatsby develop` (npm run cms).
  developMiddleware,
  graphqlTypegen: {
    typesOutputPath: "src/gatsby-types.d.ts",
    generateOnBuild: true,
  },
  plugins: [
    // Preact in the browser, with React's API: the framework chunk is a quarter of React DOM's.
    "gatsby-plugin-preact",
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "content", path: contentDirectory() },
    },
    { resolve: "gatsby-transformer-json", options: { typeName: contentTypeName } },
    // The company's photos (content/photos/, uploaded in /admin): responsive AVIF, WebP and JPEG at build time,
    // rendered by gatsby-plugin-image's GatsbyImage (src/components/Photo). gatsby-ssr.tsx keeps the plugin's
    // inline style and script to the pages that show a photo.
    "gatsby-plugin-image",
    {
      resolve: "gatsby-plugin-sharp",
      options: {
        defaults: { formats: ["auto", "avif", "webp"], placeholder: "dominantColor", quality: 75 },
      },
    },
    "gatsby-transformer-sharp",
    {
      // sitemap-index.xml and sitemap-0.xml: every public route, not the not-found page.
      resolve: "gatsby-plugin-sitemap",
      options: { excludes: ["/404", "/404.html", "/dev-404-page"] },
    },
    {
      // The web manifest and its icons, named from content/site.json (the one place for the company's name).
      resolve: "gatsby-plugin-manifest",
      options: {
        name: site.name,
        short_name: site.shortName,
        description: site.description,
        lang: "es-AR",
        start_url: "/",
        display: "standalone",
        background_color: theme.colors.background,
        theme_color: theme.colors.navy,
        icon: "static/images/icon-512.png",
        include_favicon: false,
        legacy: false,
        theme_color_in_head: false,
        cache_busting_mode: "none",
      },
    },
  ],
}

export default config

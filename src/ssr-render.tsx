import { renderToString } from "react-dom/server"
import createCache from "@emotion/cache"
import { CacheProvider } from "@emotion/react"
import createEmotionServer from "@emotion/server/create-instance"
import type { GatsbySSR } from "gatsby"
import { Helmet } from "react-helmet"
import { SSR_STYLES_ATTRIBUTE, STYLE_CACHE_KEY } from "./styles/style-cache"

/**
 * Renders each page to static HTML and, in the same synchronous step, collects what goes into its <head>:
 *
 * - Emotion's critical CSS, as <style> elements in <head> (Emotion would otherwise leave them inside <body>,
 *   which is invalid HTML): one per global style, then one for the components, which lists the styles it
 *   holds for the browser's cache to adopt where it stands (styles/style-cache.ts); the global styles' element
 *   is left as it is (styles/global.tsx). Nothing is compiled again or moved.
 * - react-helmet's tags (title, description, canonical, JSON-LD...). Helmet keeps its server state in one
 *   process-wide variable and Gatsby renders two pages at once per worker, so the state must be read right
 *   after this page's render, before anything else can run; gatsby-plugin-react-helmet reads it later (in
 *   onRenderBody, after an await) and then picked up the other page's head.
 */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({
  bodyComponent,
  replaceBodyHTMLString,
  setHeadComponents,
  setHtmlAttributes,
  setBodyAttributes,
}) => {
  const cache = createCache({ key: STYLE_CACHE_KEY })
  const { extractCriticalToChunks } = createEmotionServer(cache)
  const { html, styles } = extractCriticalToChunks(
    renderToString(<CacheProvider value={cache}>{bodyComponent}</CacheProvider>),
  )
  const head = Helmet.renderStatic()

  replaceBodyHTMLString(html)
  setHtmlAttributes(head.htmlAttributes.toComponent())
  setBodyAttributes(head.bodyAttributes.toComponent())
  setHeadComponents([
    head.title.toComponent(),
    head.base.toComponent(),
    head.meta.toComponent(),
    head.link.toComponent(),
    head.script.toComponent(),
    ...styles.map((style) =>
      style.key === cache.key ? (
        <style
          key={style.key}
          {...{ [SSR_STYLES_ATTRIBUTE]: style.ids.join(" ") }}
          dangerouslySetInnerHTML={{ __html: style.css }}
        />
      ) : (
        // A global style: GlobalStyles finds it by data-emotion and leaves it in place; data-s keeps Emotion's
        // cache from moving it.
        <style
          key={`${style.key}-${style.ids.join("-")}`}
          data-emotion={`${style.key} ${style.ids.join(" ")}`}
          data-s=""
          dangerouslySetInnerHTML={{ __html: style.css }}
        />
      ),
    ),
  ])
}

import { renderToString } from "react-dom/server"
import createCache from "@emotion/cache"
import { CacheProvider } from "@emotion/react"
import createEmotionServer from "@emotion/server/create-instance"
import type { GatsbySSR } from "gatsby"
import { Helmet } from "react-helmet"
import { EMOTION_KEY, PRE_RENDERED_STYLES_ATTRIBUTE } from "./styles/pre-rendered-styles"

/**
 * Renders each page to static HTML and, in the same synchronous step, collects what goes into its <head>:
 *
 * - Emotion's critical CSS, as one <style> in <head> with the names of its styles, which the browser's cache
 *   reads (styles/pre-rendered-styles.ts; Emotion would otherwise leave its <style> elements inside <body>,
 *   which is invalid HTML).
 * - react-helmet's tags (title, description, canonical, JSON-LD...). Helmet keeps its server state in one
 *   process-wide variable and Gatsby renders two pages at once per worker, so the state must be read right
 *   after this page's render, before anything else can run; gatsby-plugin-react-helmet reads it later (in
 *   onRenderBody, after an await) and then picked up the other page's head. A build check compares every
 *   page's head with its own content.
 */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({
  bodyComponent,
  replaceBodyHTMLString,
  setHeadComponents,
  setHtmlAttributes,
  setBodyAttributes,
}) => {
  const cache = createCache({ key: EMOTION_KEY })
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
    ...styles.map((style) => (
      <style
        key={style.key}
        {...{ [PRE_RENDERED_STYLES_ATTRIBUTE]: style.ids.join(" ") }}
        dangerouslySetInnerHTML={{ __html: style.css }}
      />
    )),
  ])
}

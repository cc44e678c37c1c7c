import { renderToString } from "react-dom/server"
import createCache from "@emotion/cache"
import { CacheProvider } from "@emotion/react"
import createEmotionServer from "@emotion/server/create-instance"
import type { GatsbySSR } from "gatsby"

/**
 * Renders each page with its critical Emotion CSS collected into one <style> in the <head>, instead of
 * the <style> elements Emotion would otherwise leave inside <body> (invalid HTML there). The browser's
 * Emotion cache (same key) adopts these rules on hydration.
 */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({
  bodyComponent,
  replaceBodyHTMLString,
  setHeadComponents,
}) => {
  const cache = createCache({ key: "css" })
  const { extractCritical } = createEmotionServer(cache)
  const { html, css, ids } = extractCritical(
    renderToString(<CacheProvider value={cache}>{bodyComponent}</CacheProvider>),
  )
  replaceBodyHTMLString(html)
  setHeadComponents([
    <style key="emotion" data-emotion={`css ${ids.join(" ")}`} dangerouslySetInnerHTML={{ __html: css }} />,
  ])
}

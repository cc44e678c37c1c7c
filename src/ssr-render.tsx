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
  pathname,
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
  showsPhoto.set(pathname, html.includes(PHOTO_MARKER))

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

/** What GatsbyImage writes around every photo it renders (src/components/Photo). */
const PHOTO_MARKER = "data-gatsby-image-wrapper"
/** The keys of what gatsby-plugin-image's gatsby-ssr adds to every page's <head>: its style, noscript and script. */
const PHOTO_HEAD_KEYS = new Set(["gatsby-image-style", "gatsby-image-style-noscript", "gatsby-image-style-script"])
/** Each page rendered by replaceRenderer, and whether its HTML shows a photo (read once, by onPreRenderHTML). */
const showsPhoto = new Map<string, boolean>()

/**
 * gatsby-plugin-image puts its style and an inline module script (which fades a photo in as it loads) into the
 * <head> of every page, and has no option to leave them out. A page that shows no photo does not carry them: no
 * bytes, no CSP hash. `gatsby develop` renders no body on the server: there every page keeps them.
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  pathname,
  getHeadComponents,
  replaceHeadComponents,
}) => {
  const photo = showsPhoto.get(pathname)
  showsPhoto.delete(pathname)
  if (photo !== false) return
  replaceHeadComponents(
    getHeadComponents().filter(
      (component) => !(isElement(component) && component.key !== null && PHOTO_HEAD_KEYS.has(String(component.key))),
    ),
  )
}

function isElement(node: unknown): node is { key: string | number | null } {
  return typeof node === "object" && node !== null && "key" in node
}

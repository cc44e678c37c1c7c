import type { ReactNode } from "react"
import { render } from "preact"
import createCache from "@emotion/cache"
import type { EmotionCache } from "@emotion/cache"
import { CacheProvider, ThemeProvider } from "@emotion/react"
import { theme } from "../../styles/theme"
import { withFacts } from "../../lib/facts"
import type { SiteFacts } from "../../lib/facts"
import { setPreviewData } from "./preview-data"

/** What a preview receives from Decap CMS: the entry being edited (an Immutable.js map) and its assets. */
export interface DecapPreviewProps {
  entry: { get: (key: "data") => { toJS: () => unknown } | undefined }
  /**
   * A file the entry names (a photo's path, as saved): Decap's asset, whose string is a URL the preview frame
   * shows (a blob: URL of the file uploaded or read from the backend; a blank image until the file has loaded,
   * then Decap draws the preview again).
   */
  getAsset: (path: string) => { toString: () => string }
}

/** The URL of a file the entry names, for the preview (DecapPreviewProps.getAsset). */
export type AssetUrl = (path: string) => string

/** A preview's drawing: the data the site's static queries answer with, and the site's components. */
export type DrawPreview = (
  entry: Record<string, unknown>,
  content: ContentSnapshot,
  assetUrl: AssetUrl,
) => { data: ContentSnapshot; view: ReactNode }

interface DecapGlobals {
  createClass: (spec: Record<string, unknown>) => unknown
  h: (type: string, props: Record<string, unknown>) => unknown
}

/** The content snapshot of the build (gatsby/cms/admin-script.ts), as the site's static queries name it. */
export type ContentSnapshot = Record<string, unknown>

const INCOMPLETE = "La vista previa aparece cuando la entrada tiene sus datos principales (nombre, categoría, dibujo)."

const caches = new WeakMap<Document, EmotionCache>()

/** Emotion's styles go into the preview frame's own head, where the drawn components are. */
function cacheFor(document: Document): EmotionCache {
  let cache = caches.get(document)
  if (!cache) {
    cache = createCache({ key: "vista", container: document.head })
    caches.set(document, cache)
  }
  return cache
}

/**
 * A preview template for Decap CMS, drawn with the site's own components: Decap renders its React (19) into
 * the frame, this draws the site's components (Preact, as in the browser) into the element it gets, with the
 * site's theme and styles, again on every edit.
 */
export function sitePreview(snapshot: ContentSnapshot, draw: DrawPreview): unknown {
  const { createClass, h } = window as unknown as DecapGlobals
  return createClass({
    componentDidMount(this: { draw: () => void }) {
      this.draw()
    },
    componentDidUpdate(this: { draw: () => void }) {
      this.draw()
    },
    componentWillUnmount(this: { element?: HTMLElement }) {
      if (this.element) render(null, this.element)
    },
    draw(this: { element?: HTMLElement; props: DecapPreviewProps }) {
      const element = this.element
      if (!element) return
      const { entry: entryMap, getAsset } = this.props
      // The company's facts filled in as the build fills them (`{telefono}` reads as the phone).
      const entry = withFacts(
        (entryMap.get("data")?.toJS() ?? {}) as Record<string, unknown>,
        snapshot.siteJson as SiteFacts,
      )
      try {
        const { data, view } = draw(entry, snapshot, (path) => getAsset(path).toString())
        setPreviewData(data)
        render(
          <CacheProvider value={cacheFor(element.ownerDocument)}>
            <ThemeProvider theme={theme}>{view}</ThemeProvider>
          </CacheProvider>,
          element,
        )
      } catch {
        // A new entry lacks what the site's components need (a drawing's id, a category): say so, not crash.
        render(<p style={{ padding: "2rem", font: "1rem sans-serif" }}>{INCOMPLETE}</p>, element)
      }
    },
    render(this: { element?: HTMLElement }) {
      return h("div", {
        ref: (element: HTMLElement | null) => {
          this.element = element ?? undefined
        },
      })
    },
  })
}

import type { GatsbyBrowser } from "gatsby"
import { afterFirstPaint } from "./src/lib/after-first-paint"
import { acceptHolds, endHolding } from "./src/lib/held-hydration"
import { takeOverScrollRestoration } from "./src/scroll"
import "./src/styles/global.css"

export { wrapRootElement } from "./src/wrap-root-element"
export { wrapPageElement } from "./src/wrap-page-element"
export { shouldUpdateScroll } from "./src/scroll"

/**
 * Before Gatsby asks for the page's data and code (it waits for this promise): in production, the pre-rendered
 * page paints first and its hydration may hold parts.
 */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  takeOverScrollRestoration()
  // Only a pre-rendered page is hydrated; `gatsby develop` renders in the browser, where holding would blank.
  if (process.env.NODE_ENV !== "production") return
  acceptHolds()
  return afterFirstPaint()
}

/**
 * Marks the document as the app takes over the pre-rendered page: `partial` once the header is hydrated (its
 * no-script hover menus stand down), `true` once every held section is too (the e2e tests wait for it).
 */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  const root = document.documentElement
  root.dataset.hydrated = "partial"
  endHolding(() => {
    root.dataset.hydrated = "true"
  })
}

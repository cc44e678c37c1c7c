import type { GatsbyBrowser } from "gatsby"
import { acceptHolds, releaseAll, whenNearPartsHydrated } from "./src/lib/held-hydration"
import { takeOverScrollRestoration } from "./src/scroll"
import { evaluateLayout, wrapPageElementIn } from "./src/wrap-page-element"
import "./src/styles/global.css"

export { shouldUpdateScroll } from "./src/scroll"

export const wrapPageElement = wrapPageElementIn(evaluateLayout)

/**
 * Before Gatsby asks for the page's data and code (it waits for the promise returned here). In production the
 * pre-rendered page has painted by now (its app scripts load after the first paint: gatsby/app-scripts.ts)
 * and its hydration may hold parts.
 */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  takeOverScrollRestoration()
  // Only a pre-rendered page is hydrated; `gatsby develop` renders in the browser, where holding would blank.
  if (process.env.NODE_ENV !== "production") return
  // An address with a query asks the page for something as it hydrates, from parts anywhere on it (a request
  // dialog's deep link, the finder's filters, the contact form's preset interest): such a page is hydrated
  // whole, nothing held.
  if (!window.location.search) acceptHolds()
  // After the app's scripts are evaluated: the layout's modules in a task of their own, then the app's start
  // (requests, then hydration) in another.
  return nextTask().then(evaluateLayout).then(nextTask)
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/**
 * Marks the document as the app takes over the pre-rendered page: `partial` once the header is hydrated (its
 * no-script hover menus stand down), `true` once every held part in or near the viewport is too (the e2e
 * tests wait for it; the parts further down are hydrated as the visitor scrolls, or all at the first action).
 */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  const root = document.documentElement
  root.dataset.hydrated = "partial"
  whenNearPartsHydrated(() => {
    root.dataset.hydrated = "true"
  })
}

/** Another page is about to render (the first one has no previous location): it renders whole, nothing held. */
export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = ({ prevLocation }) => {
  if (prevLocation) releaseAll()
}

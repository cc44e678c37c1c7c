import type { GatsbyBrowser } from "gatsby"
import "./src/styles/global.css"

export { wrapRootElement } from "./src/wrap-root-element"
export { wrapPageElement } from "./src/wrap-page-element"
export { onClientEntry, shouldUpdateScroll } from "./src/scroll"

/** Marks the document once the app has taken over the pre-rendered HTML: the e2e tests wait for it. */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  document.documentElement.dataset.hydrated = "true"
}

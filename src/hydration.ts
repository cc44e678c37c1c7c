import type { GatsbyBrowser } from "gatsby"

/** Marks the document once React has taken over the pre-rendered HTML: styles and tests key off it. */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  document.documentElement.dataset.hydrated = "true"
}

export { wrapRootElement } from "./src/wrap-root-element"
export { wrapPageElement } from "./src/wrap-page-element"
export { shouldUpdateScroll } from "./src/scroll"
export { onInitialClientRender, replaceHydrateFunction } from "./src/hydration"

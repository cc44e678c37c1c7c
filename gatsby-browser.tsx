export { wrapRootElement, wrapPageElement } from "./src/browser-shell"
export { shouldUpdateScroll } from "./src/scroll"
export { onInitialClientRender, replaceHydrateFunction } from "./src/hydration"

export { wrapRootElement, wrapPageElement } from "./src/browser-shell"
export { shouldUpdateScroll } from "./src/scroll"
export { onClientEntry, onInitialClientRender, replaceHydrateFunction } from "./src/hydration"

export { wrapRootElement } from "./src/wrap-root-element"
export { wrapPageElement } from "./src/wrap-page-element"
export { replaceRenderer } from "./src/emotion-ssr"
export { onRenderBody } from "./src/no-script"

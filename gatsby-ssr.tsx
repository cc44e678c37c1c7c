export { wrapRootElement } from "./src/wrap-root-element"
export { wrapPageElement } from "./src/wrap-page-element"
export { replaceRenderer } from "./src/ssr-render"
export { onRenderBody } from "./src/no-script"

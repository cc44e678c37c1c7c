import { Layout } from "./src/components/Layout/Layout"
import { wrapPageElementIn } from "./src/wrap-page-element"

export const wrapPageElement = wrapPageElementIn(() => Layout)
export { onPreRenderHTML, replaceRenderer } from "./src/ssr-render"
export { onRenderBody } from "./src/no-script"

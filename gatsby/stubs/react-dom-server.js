// `react-dom/server` in the browser's production bundle (gatsby/webpack.ts): only gatsby-plugin-image's lazy
// hydration asks for it, in a chunk loaded by pages with a photo. Preact's own re-export (preact/compat/server)
// would be pulled into the framework chunk every page loads; this one stays in that lazy chunk.
export { renderToString, renderToString as renderToStaticMarkup } from "preact-render-to-string"

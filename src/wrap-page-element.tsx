import type { GatsbyBrowser, GatsbySSR } from "gatsby"
import type { Layout as LayoutComponent } from "./components/Layout/Layout"

type WrapPageElement = GatsbyBrowser["wrapPageElement"] & GatsbySSR["wrapPageElement"]

/**
 * The persistent layout around every page. The server renders it from a static import (gatsby-ssr), the browser
 * from `evaluateLayout()`.
 */
export const wrapPageElementIn =
  (layout: () => typeof LayoutComponent): WrapPageElement =>
  ({ element, props }) => {
    const Layout = layout()
    return <Layout pathname={props.location.pathname}>{element}</Layout>
  }

let evaluated: typeof LayoutComponent | null = null

/**
 * The layout's modules (the header, the footer, and through them Emotion's runtime) are in the app chunk, but a
 * `require` in a function is evaluated when the function is first called, not with the chunk's other modules.
 * gatsby-browser calls this in a task of its own before the first render, so the app chunk's evaluation, the
 * longest task after the paint, does not include them.
 */
export function evaluateLayout(): typeof LayoutComponent {
  evaluated ??= (require("./components/Layout/Layout") as typeof import("./components/Layout/Layout")).Layout
  return evaluated
}

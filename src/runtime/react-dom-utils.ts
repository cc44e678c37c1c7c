import type { ReactNode } from "react"
import type { Root } from "react-dom/client"

type ReactDomClient = typeof import("react-dom/client")

/**
 * Stands in for Gatsby's `.cache/react-dom-utils.js` in the browser bundle (gatsby/webpack.ts swaps it in).
 * Gatsby's version requires `react-dom/client` as soon as its runtime starts, so React DOM's module
 * (~130 KB of code) is initialised inside the app's start-up task, the longest task of a first load. This
 * one does the same work, with the same signature, but requires React DOM only when a render or a
 * hydration asks for it; hydration.ts initialises it beforehand in a task of its own.
 */
function reactDomClient(): ReactDomClient {
  return require("react-dom/client") as ReactDomClient
}

const roots = new WeakMap<Element, Root>()

export function reactDOMUtils() {
  const render = (component: ReactNode, element: Element) => {
    let root = roots.get(element)
    if (!root) {
      root = reactDomClient().createRoot(element)
      roots.set(element, root)
    }
    root.render(component)
  }

  const hydrate = (component: ReactNode, element: Element) => reactDomClient().hydrateRoot(element, component)

  return { render, hydrate }
}

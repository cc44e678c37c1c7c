import { startTransition } from "react"
import type { ReactElement } from "react"
import type { Renderer } from "react-dom"
import { hydrateRoot } from "react-dom/client"
import type { GatsbyBrowser } from "gatsby"
import { shellReady } from "./browser-shell"

/**
 * Hydrates the pre-rendered page once the shell's chunk is there, inside a transition: React then does the
 * work in small slices and lets the browser respond in between, instead of one long task that blocks the
 * main thread. Until then the page is the pre-rendered HTML, links and all.
 */
function hydrateInTransition(element: ReactElement, container: Element): Element {
  shellReady.then(
    () =>
      startTransition(() => {
        hydrateRoot(container, element)
      }),
    (error: unknown) => console.error("The site's shell could not be loaded; the page stays as pre-rendered.", error),
  )
  return container
}

// Gatsby types this hook with react-dom's legacy `render` overloads; it calls the function with the page
// element and #___gatsby, and ignores what it returns.
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () =>
  hydrateInTransition as unknown as Renderer

/** Marks the document once React has taken over the pre-rendered HTML: styles and tests key off it. */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  document.documentElement.dataset.hydrated = "true"
}

import { startTransition } from "react"
import type { ReactElement } from "react"
import type { Renderer } from "react-dom"
import type { GatsbyBrowser } from "gatsby"
import { shellReady } from "./browser-shell"

/** Resolves in a task of its own: the next one the browser runs after the current task. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/**
 * React DOM initialised in a task of its own (Gatsby's runtime no longer does it at start-up:
 * runtime/react-dom-utils.ts).
 */
const initialiseReactDom = () => nextTask().then(() => import("react-dom/client"))

let reactDomReady: ReturnType<typeof initialiseReactDom> | undefined

/**
 * Gatsby's runtime evaluates its modules and then, in the same task, sets up the page's loading (the page
 * data and app data requests, the static queries), chained after this hook's promise. Resolving it from a
 * timer splits the longest task of a first load in two: the modules' evaluation, then the requests, in a task
 * of their own. React DOM is initialised in the task after that, while the requests are on their way.
 */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () =>
  nextTask().then(() => {
    reactDomReady = initialiseReactDom()
  })

/**
 * Hydrates the pre-rendered page once the shell's chunk and React DOM are there, inside a transition: React
 * then does the work in small slices and lets the browser respond in between, instead of one long task that
 * blocks the main thread. Until then the page is the pre-rendered HTML, links and all.
 */
function hydrateInTransition(element: ReactElement, container: Element): Element {
  Promise.all([reactDomReady ?? initialiseReactDom(), shellReady]).then(
    ([{ hydrateRoot }]) =>
      startTransition(() => {
        hydrateRoot(container, element)
      }),
    (error: unknown) =>
      console.error("The site's shell or React DOM could not be loaded; the page stays as pre-rendered.", error),
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

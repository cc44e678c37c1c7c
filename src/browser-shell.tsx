import type { ReactNode } from "react"
import type { GatsbyBrowser } from "gatsby"

type Shell = typeof import("./shell")

let shell: Shell | undefined

/**
 * In the browser the shell (providers, layout, their styles) is a chunk of its own, requested the moment the
 * app boots, in parallel with the page's data. Its modules are then initialised in a task of their own
 * instead of inside the app's start-up task, the longest task of a first load. Hydration waits for it
 * (hydration.ts); the page's data, which come after a second request, are the longer wait anyway.
 */
export const shellReady: Promise<void> = import(/* webpackChunkName: "shell" */ "./shell").then((module) => {
  shell = module
})

function loadedShell(): Shell {
  if (!shell) throw new Error("The site's shell was rendered before its chunk loaded")
  return shell
}

// Gatsby calls wrapRootElement before hydration starts: the shell is looked up when React renders.
function RootShell({ children }: { children: ReactNode }) {
  const { BrowserSiteProviders } = loadedShell()
  return <BrowserSiteProviders>{children}</BrowserSiteProviders>
}

function PageShell({ pathname, children }: { pathname: string; children: ReactNode }) {
  const { Layout } = loadedShell()
  return <Layout pathname={pathname}>{children}</Layout>
}

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => <RootShell>{element}</RootShell>

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => (
  <PageShell pathname={props.location.pathname}>{element}</PageShell>
)

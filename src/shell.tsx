import type { EmotionCache } from "@emotion/cache"
import { CacheProvider, ThemeProvider } from "@emotion/react"
import type { ReactNode } from "react"
import { ToastProvider } from "./components/Toast/ToastProvider"
import { GlobalStyles } from "./styles/global"
import { createHydratingStyleCache } from "./styles/style-cache"
import { theme } from "./styles/theme"

/**
 * The site's shell: the providers around the whole app, and (re-exported) the persistent layout around
 * every page. The server imports it directly; the browser loads it as a chunk of its own (browser-shell.tsx).
 */
export function SiteProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyles />
      <ToastProvider>{children}</ToastProvider>
    </ThemeProvider>
  )
}

let browserStyleCache: EmotionCache | undefined

/** SiteProviders in the browser, with the Emotion cache that adopts the pre-rendered styles (made once). */
export function BrowserSiteProviders({ children }: { children: ReactNode }) {
  browserStyleCache ??= createHydratingStyleCache()
  return (
    <CacheProvider value={browserStyleCache}>
      <SiteProviders>{children}</SiteProviders>
    </CacheProvider>
  )
}

export { Layout } from "./components/Layout/Layout"

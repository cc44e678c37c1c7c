import { ThemeProvider } from "@emotion/react"
import type { ReactNode } from "react"
import { ToastProvider } from "./components/Toast/ToastProvider"
import { GlobalStyles } from "./styles/global"
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

export { Layout } from "./components/Layout/Layout"

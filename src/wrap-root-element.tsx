import { ThemeProvider } from "@emotion/react"
import type { GatsbyBrowser, GatsbySSR } from "gatsby"
import { ToastProvider } from "./components/Toast/ToastProvider"
import { GlobalStyles } from "./styles/global"
import { theme } from "./styles/theme"

/** Providers around the whole app, shared by gatsby-browser and gatsby-ssr. */
export const wrapRootElement: GatsbyBrowser["wrapRootElement"] & GatsbySSR["wrapRootElement"] = ({ element }) => (
  <ThemeProvider theme={theme}>
    <GlobalStyles />
    <ToastProvider>{element}</ToastProvider>
  </ThemeProvider>
)

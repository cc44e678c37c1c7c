import { ThemeProvider } from "@emotion/react"
import type { GatsbyBrowser, GatsbySSR } from "gatsby"
import { ToastProvider } from "./components/Toast/ToastProvider"
import { theme } from "./styles/theme"

/** The providers around the whole app: the theme and the toasts (gatsby-browser and gatsby-ssr alike). */
export const wrapRootElement: GatsbyBrowser["wrapRootElement"] & GatsbySSR["wrapRootElement"] = ({ element }) => (
  <ThemeProvider theme={theme}>
    <ToastProvider>{element}</ToastProvider>
  </ThemeProvider>
)

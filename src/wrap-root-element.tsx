import { ThemeProvider } from "@emotion/react"
import type { GatsbyBrowser, GatsbySSR } from "gatsby"
import { theme } from "./styles/theme"

/** The theme around the whole app (gatsby-browser and gatsby-ssr alike). */
export const wrapRootElement: GatsbyBrowser["wrapRootElement"] & GatsbySSR["wrapRootElement"] = ({ element }) => (
  <ThemeProvider theme={theme}>{element}</ThemeProvider>
)

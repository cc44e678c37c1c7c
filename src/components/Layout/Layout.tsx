import * as React from "react"
import styled from "@emotion/styled"
import { CacheProvider, ThemeProvider } from "@emotion/react"
import { useInterfaceText } from "../../hooks/use-interface-text"
import { preRenderedStylesCache } from "../../styles/pre-rendered-styles"
import { theme } from "../../styles/theme"
import { RENDER_WITH_PAGE_ATTRIBUTE, renderNearViewport } from "../../styles/offscreen"
import { ChatLauncher } from "../Chat/ChatLauncher"
import { Footer } from "../Footer/Footer"
import { HeldPartNumbering, HydrateWhenIdle } from "../Hydration/HydrateWhenIdle"
import { ToastProvider } from "../Toast/ToastProvider"
import { Header } from "../Header/Header"

const MAIN_CONTENT_ID = "contenido"

/** In the browser, the cache that knows the page's pre-rendered styles; the server brings its own (ssr-render). */
const browserStyles = typeof document === "undefined" ? null : preRenderedStylesCache(document)

/**
 * The persistent frame of every page, mounted once by wrapPageElement (it stays mounted from page to page,
 * toasts included), with the theme and, in the browser, the styles' cache. The toasts' provider lives here
 * rather than in wrapRootElement, where Gatsby's static queries, and so the content, are not available yet.
 */
export function Layout({ pathname, children }: { pathname: string; children: React.ReactNode }) {
  const { skipToContent, notificationsLabel } = useInterfaceText()
  const page = (
    <ThemeProvider theme={theme}>
      <ToastProvider regionLabel={notificationsLabel}>
        <HeldPartNumbering>
          <SkipLink href={`#${MAIN_CONTENT_ID}`}>{skipToContent}</SkipLink>
          <Header pathname={pathname} />
          <HydrateWhenIdle>
            <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
              {children}
            </Main>
          </HydrateWhenIdle>
          <HydrateWhenIdle>
            <Footer />
          </HydrateWhenIdle>
          <ChatLauncher />
        </HeldPartNumbering>
      </ToastProvider>
    </ThemeProvider>
  )
  return browserStyles ? <CacheProvider value={browserStyles}>{page}</CacheProvider> : page
}

const SkipLink = styled.a(({ theme }) => ({
  position: "absolute",
  left: "1rem",
  top: "-4rem",
  zIndex: theme.zIndex.toast,
  padding: "0.75rem 1rem",
  borderRadius: theme.radii.small,
  background: theme.colors.accent,
  color: theme.colors.navy,
  fontWeight: 700,
  "&:focus": { top: "1rem" },
  "&&:focus-visible": { outline: `3px solid ${theme.colors.navy}` },
}))

const Main = styled.main({
  display: "block",
  minHeight: "60vh",
  "&:focus": { outline: "none" },
  // Every chapter after a page's first starts below the first screen, or at its bottom edge. On phones most
  // chapters are 700–1,100 px of content: a placeholder shorter than the content lets its boxes overlap the next
  // chapter's until it renders, and tools reading them then see the wrong background (Lighthouse's contrast
  // audit read the home page's last link on the navy call-to-action under a 700 px placeholder).
  [`& > section:not(:first-of-type):not([${RENDER_WITH_PAGE_ATTRIBUTE}])`]: renderNearViewport({
    mobile: "1100px",
    desktop: "400px",
  }),
})

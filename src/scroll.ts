import type { GatsbyBrowser } from "gatsby"

/**
 * SPEC §2: every route change scrolls the page to the top. Gatsby reads this hook's return value as
 * a boolean, so the top is forced by scrolling here and returning false; a link to an in-page
 * #anchor keeps Gatsby's own handling, which scrolls to the anchor. The finder's own changes of the
 * address on its page (its query, state `keepScroll`) leave the page where it is; arriving at such an
 * address from another page (back, forward) is a route change like any other.
 */
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ prevRouterProps, routerProps }) => {
  const samePage = prevRouterProps?.location.pathname === routerProps.location?.pathname
  if (samePage && (routerProps.location?.state as { keepScroll?: boolean } | null)?.keepScroll) return false
  if (routerProps.location?.hash) return true
  window.scrollTo(0, 0)
  return false
}

/**
 * The browser's own scroll restoration is turned off: going back, Chromium restores the old position once
 * the page grows tall enough, which can land after shouldUpdateScroll's jump to the top (it did under
 * Preact, whose renders come a tick later than React's). Gatsby's scroll handler does the rest.
 */
export function takeOverScrollRestoration(): void {
  window.history.scrollRestoration = "manual"
}

import * as React from "react"
import styled from "@emotion/styled"
import { useInterfaceText } from "../../hooks/use-interface-text"
import { useNavigation } from "../../hooks/use-navigation"
import { useSite } from "../../hooks/use-site"
import { media, mediaQuery } from "../../styles/media"
import { ButtonLink } from "../Button"
import { HydrateWhenIdle } from "../Hydration/HydrateWhenIdle"
import { LazyQuoteListBadges } from "../QuoteList/LazyQuoteListBadges"
import { Container } from "../Section"
import { HeaderLogo } from "./Header.Logo"
import { MobileMenuToggle } from "./Header.MenuToggle"
import { useScrolled } from "./use-scrolled"

/** The mobile menu is rendered only while open: its code is fetched on the first tap of the toggle. */
const MobileMenu = React.lazy(() => import("./Header.MobileMenu").then((module) => ({ default: module.MobileMenu })))

/**
 * The desktop menu (from 1024 px) is a chunk of its own in the browser's production bundle, requested when the
 * menu is held on a wide screen and hydrated once it has arrived: a phone, where the menu is hidden and never
 * hydrated, never loads it. The server, `gatsby develop` and the tests render it from the module itself. Not
 * `React.lazy`, which suspends once even when the chunk is in: a first click that releases the menu must find
 * it hydrated in the same task.
 */
type DesktopMenuModule = typeof import("./Header.DesktopMenu")
let desktopMenuModule: DesktopMenuModule | null =
  // The condition itself: webpack leaves a branch out (here the module's `require`) only on a constant one.
  process.env.BUILD_STAGE === "build-javascript" ? null : (require("./Header.DesktopMenu") as DesktopMenuModule)
const loadDesktopMenu = async () => (desktopMenuModule ??= await import("./Header.DesktopMenu"))
// On a wide screen, requested as the app starts: the visitor's first click may hydrate the menu before any idle
// period has come, and must find its code.
if (!desktopMenuModule && window.matchMedia(mediaQuery.desktop).matches) void loadDesktopMenu()

function DesktopMenu(props: React.ComponentProps<DesktopMenuModule["DesktopMenu"]>) {
  if (!desktopMenuModule) throw loadDesktopMenu() // Suspense: the held part keeps the server's DOM meanwhile
  return <desktopMenuModule.DesktopMenu {...props} />
}

/** SPEC §4/§9: the header gains its shadow once the page is scrolled more than this many pixels. */
export const HEADER_SHADOW_THRESHOLD_PX = 10

const MOBILE_MENU_ID = "menu-movil"

/** Where the header's Contactar button goes (SPEC §2). */
const CONTACT_PATH = "/contacto"

export function Header({ pathname }: { pathname: string }) {
  const entries = useNavigation()
  const site = useSite()
  const { contactButtonLabel } = useInterfaceText()
  const sentinelRef = React.useRef<HTMLDivElement>(null)
  const scrolled = useScrolled(sentinelRef)
  const [menuOpen, setMenuOpen] = React.useState(false)
  // The quote list's lines, for the menu toggle's count (below 1024 px the list's entry is in the menu).
  const [quoteCount, setQuoteCount] = React.useState(0)
  const toggleRef = React.useRef<HTMLButtonElement>(null)

  // SPEC §4: the mobile menu closes on navigation.
  React.useEffect(() => {
    setMenuOpen(false)
  }, [pathname])

  const closeMenu = React.useCallback(() => setMenuOpen(false), [])
  const closeMenuAndFocusToggle = React.useCallback(() => {
    setMenuOpen(false)
    toggleRef.current?.focus()
  }, [])

  return (
    <>
      <ScrollSentinel ref={sentinelRef} aria-hidden="true" />
      <Bar data-scrolled={scrolled ? "true" : "false"} scrolled={scrolled} menuOpen={menuOpen}>
        {/* Hydrated first of the held parts, or at the visitor's first press (lib/held-hydration.ts). */}
        <HydrateWhenIdle>
          <Inner>
            <HeaderLogo name={site.name} />
            {/* Its own part: its 22 links are most of the header's work. Hidden on phones, where it is not hydrated. */}
            <HydrateWhenIdle shownWhen={mediaQuery.desktop} loadCode={loadDesktopMenu}>
              <DesktopMenu entries={entries} pathname={pathname} />
            </HydrateWhenIdle>
            <Actions>
              <ContactButton to={CONTACT_PATH} size="small">
                {contactButtonLabel}
              </ContactButton>
              <LazyQuoteListBadges onCount={setQuoteCount} />
              <MobileMenuToggle
                ref={toggleRef}
                open={menuOpen}
                quoteCount={quoteCount}
                controls={MOBILE_MENU_ID}
                onToggle={() => setMenuOpen((open) => !open)}
              />
            </Actions>
          </Inner>
        </HydrateWhenIdle>
        {menuOpen ? (
          <React.Suspense fallback={null}>
            <MobileMenu
              id={MOBILE_MENU_ID}
              open={menuOpen}
              entries={entries}
              pathname={pathname}
              onNavigate={closeMenu}
              onEscape={closeMenuAndFocusToggle}
              onDismiss={closeMenu}
              toggle={toggleRef}
            />
          </React.Suspense>
        ) : null}
      </Bar>
    </>
  )
}

/** The top HEADER_SHADOW_THRESHOLD_PX pixels of the page: once it is out of view, the header casts its shadow. */
const ScrollSentinel = styled.div({
  position: "absolute",
  top: 0,
  left: 0,
  width: 1,
  height: HEADER_SHADOW_THRESHOLD_PX,
  pointerEvents: "none",
})

const Bar = styled("header", { shouldForwardProp: (prop) => prop !== "scrolled" && prop !== "menuOpen" })<{
  scrolled: boolean
  menuOpen: boolean
}>(({ theme, scrolled, menuOpen }) => ({
  position: "sticky",
  top: 0,
  // Above a chat panel left open (on tablets it floats beside the header) while the mobile menu and its scrim are open.
  zIndex: menuOpen ? theme.zIndex.menuOpen : theme.zIndex.header,
  height: theme.headerHeight,
  background: theme.colors.navy,
  color: theme.colors.textOnDark,
  boxShadow: scrolled ? theme.shadows.header : "none",
  transition: `box-shadow ${theme.transition}`,
  "& :focus-visible": { outlineColor: theme.colors.accent },
}))

const Inner = styled(Container)({
  display: "flex",
  alignItems: "center",
  gap: "1rem",
  height: "100%",
  [media.desktop]: { gap: "0.75rem" },
  [media.wide]: { gap: "1.5rem" },
})

/** Narrower between 1024 and 1279 px, where the eight menu entries share the bar with it. */
const ContactButton = styled(ButtonLink)({
  [media.desktop]: { paddingInline: "0.75rem" },
  [media.wide]: { paddingInline: "1rem" },
})

const Actions = styled.div({
  display: "flex",
  alignItems: "center",
  gap: "0.5rem",
  marginLeft: "auto",
  [media.desktop]: { marginLeft: 0 },
})

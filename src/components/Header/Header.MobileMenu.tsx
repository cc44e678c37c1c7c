import * as React from "react"
import styled from "@emotion/styled"
import { Link } from "gatsby"
import { useInterfaceText } from "../../hooks/use-interface-text"
import type { NavigationEntry } from "../../hooks/use-navigation"
import { isSectionActive } from "../../lib/nav-state"
import { media } from "../../styles/media"
import { IconButtonOnDark } from "../Button"
import { Icon } from "../Icon/Icon"
import { QuoteListMenuEntry } from "../QuoteList/QuoteListMenuEntry"

interface MobileMenuProps {
  id: string
  open: boolean
  entries: readonly NavigationEntry[]
  pathname: string
  onNavigate: () => void
  onEscape: () => void
  /** A tap on the scrim, outside the menu. */
  onDismiss: () => void
  /** The menu's toggle: focus goes back to it when the quote list, opened from the menu, closes. */
  toggle?: React.RefObject<HTMLButtonElement | null>
}

/**
 * The menu below 1024 px: a panel under the header, as tall as the window, whose sub-lists expand on click, over
 * a scrim that dims the page (and the chat launcher) and closes the menu when tapped; the page does not scroll behind it. It
 * is rendered only while open: the toggle needs JavaScript anyway, and every link is also in the desktop
 * menu and the footer, so the pre-rendered page stays lighter to load and to hydrate.
 */
export function MobileMenu({ id, open, entries, pathname, onNavigate, onEscape, onDismiss, toggle }: MobileMenuProps) {
  const { mobileMenuLabel } = useInterfaceText()
  usePageScrollLock(open)
  if (!open) return null
  return (
    <>
      {/* A pointer convenience only: the toggle and Escape close the menu from the keyboard. */}
      <Scrim data-menu-scrim="" onClick={onDismiss} />
      <Panel
        id={id}
        onKeyDown={(event) => {
          if (event.key === "Escape") onEscape()
        }}
      >
        <nav aria-label={mobileMenuLabel}>
          <List>
            {entries.map((entry) => (
              <MobileEntry key={entry.path} entry={entry} pathname={pathname} onNavigate={onNavigate} />
            ))}
          </List>
        </nav>
        <QuoteListMenuEntry onOpen={onNavigate} returnFocusTo={() => toggle?.current ?? null} />
      </Panel>
    </>
  )
}

/** Keeps the page from scrolling behind the open menu (the menu's own list still scrolls). */
function usePageScrollLock(locked: boolean) {
  React.useEffect(() => {
    if (!locked) return
    const root = document.documentElement
    const previous = root.style.overflow
    root.style.overflow = "hidden"
    return () => {
      root.style.overflow = previous
    }
  }, [locked])
}

interface MobileEntryProps {
  entry: NavigationEntry
  pathname: string
  onNavigate: () => void
}

function MobileEntry({ entry, pathname, onNavigate }: MobileEntryProps) {
  const [expanded, setExpanded] = React.useState(false)
  const subListId = React.useId()
  const active = isSectionActive(entry.path, pathname)
  return (
    <Entry>
      <Row>
        <EntryLink to={entry.path} data-active={active} onClick={onNavigate}>
          {entry.name}
        </EntryLink>
        {entry.subItems?.length ? (
          <SubToggle
            type="button"
            aria-expanded={expanded}
            aria-controls={subListId}
            aria-label={`Submenú de ${entry.name}`}
            onClick={() => setExpanded((value) => !value)}
          >
            <Icon name="chevron-down" size={22} />
          </SubToggle>
        ) : null}
      </Row>
      {entry.subItems?.length ? (
        <SubList id={subListId} hidden={!expanded}>
          {entry.subItems.map((subItem) => (
            <li key={subItem.path}>
              <SubLink to={subItem.path} onClick={onNavigate}>
                {subItem.name}
              </SubLink>
            </li>
          ))}
        </SubList>
      ) : null}
    </Entry>
  )
}

const Panel = styled.div(({ theme }) => ({
  position: "absolute",
  top: "100%",
  left: 0,
  right: 0,
  // As tall as the window below the header: nothing of the page shows beside or under the menu.
  height: `calc(100dvh - ${theme.headerHeight})`,
  overflowY: "auto",
  overscrollBehavior: "contain",
  background: theme.colors.navy,
  borderTop: `1px solid ${theme.colors.navyLine}`,
  boxShadow: theme.shadows.raised,
  zIndex: 1,
  [media.desktop]: { display: "none" },
}))

const Scrim = styled.div(({ theme }) => ({
  position: "fixed",
  inset: `${theme.headerHeight} 0 0 0`,
  background: "rgba(11, 27, 43, 0.6)",
  [media.desktop]: { display: "none" },
}))

const List = styled.ul({
  margin: 0,
  padding: "0.5rem 1.25rem 1.5rem",
  listStyle: "none",
})

const Entry = styled.li(({ theme }) => ({
  borderBottom: `1px solid ${theme.colors.navyLine}`,
}))

const Row = styled.div({ display: "flex", alignItems: "center", justifyContent: "space-between" })

const EntryLink = styled(Link)(({ theme }) => ({
  flex: 1,
  padding: "0.875rem 0",
  color: theme.colors.textOnDark,
  fontSize: "1.0625rem",
  fontWeight: 700,
  textDecoration: "none",
  '&[data-active="true"]': { color: theme.colors.accent },
}))

const SubToggle = styled(IconButtonOnDark)(({ theme }) => ({
  "& svg": { transition: `transform ${theme.transition}` },
  '&[aria-expanded="true"] svg': { transform: "rotate(180deg)" },
}))

const SubList = styled.ul({
  margin: 0,
  padding: "0 0 0.75rem 1rem",
  listStyle: "none",
  "&[hidden]": { display: "none" },
})

const SubLink = styled(Link)(({ theme }) => ({
  display: "block",
  padding: "0.625rem 0",
  color: theme.colors.textOnDarkMuted,
  textDecoration: "none",
  "&:hover": { color: theme.colors.textOnDark },
}))

import * as React from "react"
import styled from "@emotion/styled"
import { useInterfaceText } from "../../hooks/use-interface-text"
import type { NavigationEntry } from "../../hooks/use-navigation"
import { isSectionActive } from "../../lib/nav-state"
import { media } from "../../styles/media"
import { Dropdown, Item, TopLink } from "./Header.DesktopMenu.Dropdown"

interface DesktopMenuProps {
  entries: readonly NavigationEntry[]
  pathname: string
}

/** Which dropdown is open, and whether a click (or a key) pinned it there or a hover opened it. */
interface OpenState {
  path: string
  pinned: boolean
}

/**
 * The menu from 1024 px: plain links, and dropdowns for entries with sub-items, one open at a time. It
 * follows the WAI-ARIA disclosure navigation pattern: each entry stays a link to its section and a button
 * beside it shows or hides its sub-links, which are out of the tab order while hidden.
 */
export function DesktopMenu({ entries, pathname }: DesktopMenuProps) {
  const { desktopMenuLabel } = useInterfaceText()
  const [open, setOpen] = React.useState<OpenState | null>(null)
  const navRef = React.useRef<HTMLElement>(null)

  // Closed on a route change only: the first render's effect can come after the visitor's first click, when
  // the menu was hydrated by that very click (lib/held-hydration.ts).
  const shownPathname = React.useRef(pathname)
  React.useEffect(() => {
    if (shownPathname.current === pathname) return
    shownPathname.current = pathname
    setOpen(null)
  }, [pathname])

  // A pinned dropdown stays until the visitor closes it, picks a link, or presses anywhere else.
  const isOpen = open !== null
  React.useEffect(() => {
    if (!isOpen) return
    const closeOnOutsidePress = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpen(null)
    }
    document.addEventListener("pointerdown", closeOnOutsidePress)
    return () => document.removeEventListener("pointerdown", closeOnOutsidePress)
  }, [isOpen])

  return (
    <Nav ref={navRef} aria-label={desktopMenuLabel}>
      <List>
        {entries.map((entry) =>
          entry.subItems?.length ? (
            <Dropdown
              key={entry.path}
              entry={entry}
              active={isSectionActive(entry.path, pathname)}
              pathname={pathname}
              open={open?.path === entry.path}
              onHover={(hovering) =>
                setOpen((current) => {
                  if (hovering) return current?.path === entry.path ? current : { path: entry.path, pinned: false }
                  return current?.path === entry.path && !current.pinned ? null : current
                })
              }
              onToggle={() =>
                setOpen((current) =>
                  // A click on the arrow of a dropdown the hover opened keeps it open (pinned); a second closes it.
                  current?.path === entry.path && current.pinned ? null : { path: entry.path, pinned: true },
                )
              }
              onClose={() => setOpen(null)}
            />
          ) : (
            <Item key={entry.path}>
              <TopLink to={entry.path} data-active={isSectionActive(entry.path, pathname)}>
                {entry.name}
              </TopLink>
            </Item>
          ),
        )}
      </List>
    </Nav>
  )
}

const Nav = styled.nav({
  display: "none",
  [media.desktop]: { display: "block", marginLeft: "auto" },
})

const List = styled.ul({
  display: "flex",
  alignItems: "center",
  // All eight entries on one line from 1024 px (SPEC §2): at least 12 px from an entry's text or arrow to the
  // next entry's text; roomier from 1280 px.
  gap: "0.25rem",
  margin: 0,
  padding: 0,
  listStyle: "none",
})

import * as React from "react"
import styled from "@emotion/styled"
import { Link } from "gatsby"
import { useInterfaceText } from "../../hooks/use-interface-text"
import type { NavigationEntry } from "../../hooks/use-navigation"
import { media } from "../../styles/media"
import { Icon } from "../Icon/Icon"
import { isSectionActive } from "./nav-state"

interface DesktopMenuProps {
  entries: readonly NavigationEntry[]
  pathname: string
}

/** The menu from 1024 px: plain links, and dropdowns for entries with sub-items. */
export function DesktopMenu({ entries, pathname }: DesktopMenuProps) {
  const { desktopMenuLabel } = useInterfaceText()
  return (
    <Nav aria-label={desktopMenuLabel}>
      <List>
        {entries.map((entry) =>
          entry.subItems?.length ? (
            <Dropdown
              key={entry.path}
              entry={entry}
              active={isSectionActive(entry.path, pathname)}
              pathname={pathname}
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

interface DropdownProps {
  entry: NavigationEntry
  active: boolean
  pathname: string
}

/**
 * A disclosure dropdown (link + toggle button + list of links). It opens on hover and when keyboard
 * focus enters it; it closes when the pointer leaves, on Escape (focus back on the entry's link) and
 * when focus leaves it.
 */
function Dropdown({ entry, active, pathname }: DropdownProps) {
  const [open, setOpen] = React.useState(false)
  const listId = React.useId()
  const itemRef = React.useRef<HTMLLIElement>(null)
  // Focus moved back by Escape must not reopen the dropdown.
  const ignoreNextFocus = React.useRef(false)
  // A pointer press focuses the toggle (which opens it) before the click: remember the state before that.
  const openBeforePointerDown = React.useRef<boolean | null>(null)

  React.useEffect(() => {
    setOpen(false)
  }, [pathname])

  const handleFocus = () => {
    if (ignoreNextFocus.current) {
      ignoreNextFocus.current = false
      return
    }
    setOpen(true)
  }

  const handleBlur = (event: React.FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false)
  }

  const handleKeyDown = (event: React.KeyboardEvent<HTMLLIElement>) => {
    if (event.key !== "Escape" || !open) return
    event.preventDefault()
    setOpen(false)
    const link = itemRef.current?.querySelector("a")
    if (link && document.activeElement !== link) {
      ignoreNextFocus.current = true
      link.focus()
    }
  }

  const handleToggleClick = () => {
    const wasOpen = openBeforePointerDown.current ?? open
    openBeforePointerDown.current = null
    setOpen(!wasOpen)
  }

  return (
    <Item
      ref={itemRef}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={handleFocus}
      onBlur={handleBlur}
      onKeyDown={handleKeyDown}
    >
      <TopLink to={entry.path} data-active={active}>
        {entry.name}
      </TopLink>
      <Toggle
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={`Submenú de ${entry.name}`}
        onPointerDown={() => {
          openBeforePointerDown.current = open
        }}
        onClick={handleToggleClick}
      >
        <Icon name="chevron-down" size={16} />
      </Toggle>
      <Panel id={listId} hidden={!open}>
        {entry.subItems?.map((subItem) => (
          <li key={subItem.name}>
            <SubLink to={subItem.path} aria-current={pathname === subItem.path ? "page" : undefined}>
              {subItem.name}
            </SubLink>
          </li>
        ))}
      </Panel>
    </Item>
  )
}

const Nav = styled.nav({
  display: "none",
  [media.desktop]: { display: "block", marginLeft: "auto" },
})

const List = styled.ul({
  display: "flex",
  alignItems: "center",
  margin: 0,
  padding: 0,
  listStyle: "none",
})

const Item = styled.li({
  position: "relative",
  display: "flex",
  alignItems: "center",
  // Before React hydrates (or without JavaScript) the dropdowns still open on hover and focus.
  "html:not([data-hydrated]) &:hover > ul, html:not([data-hydrated]) &:focus-within > ul": { display: "block" },
})

const TopLink = styled(Link)(({ theme }) => ({
  display: "block",
  padding: "0.5rem 0.25rem",
  borderRadius: theme.radii.small,
  color: theme.colors.textOnDark,
  fontSize: "0.875rem",
  fontWeight: 700,
  whiteSpace: "nowrap",
  textDecoration: "none",
  boxShadow: "inset 0 -3px 0 transparent",
  "&:hover": { color: theme.colors.accent },
  '&[data-active="true"]': { color: theme.colors.accent },
  [media.wide]: { paddingInline: "0.625rem", fontSize: "0.9375rem" },
}))

const Toggle = styled.button(({ theme }) => ({
  display: "grid",
  placeItems: "center",
  // WCAG 2.2 target size: at least 24 × 24 px.
  width: "1.5rem",
  height: "2rem",
  padding: 0,
  border: 0,
  borderRadius: theme.radii.small,
  background: "transparent",
  color: theme.colors.textOnDarkMuted,
  cursor: "pointer",
  "& svg": { transition: `transform ${theme.transition}` },
  '&[aria-expanded="true"] svg': { transform: "rotate(180deg)" },
  "&:hover": { color: theme.colors.accent },
}))

const Panel = styled.ul(({ theme }) => ({
  position: "absolute",
  // Drops from the bottom edge of the header bar; the ::before bridge keeps the hover across the gap.
  top: "calc(100% + 1.25rem)",
  left: 0,
  minWidth: "16rem",
  margin: 0,
  padding: "0.5rem",
  listStyle: "none",
  background: theme.colors.background,
  borderRadius: theme.radii.card,
  boxShadow: theme.shadows.raised,
  zIndex: 1,
  "&[hidden]": { display: "none" },
  "&::before": { content: '""', position: "absolute", left: 0, right: 0, top: "-1.25rem", height: "1.25rem" },
}))

const SubLink = styled(Link)(({ theme }) => ({
  display: "block",
  padding: "0.625rem 0.875rem",
  borderRadius: theme.radii.small,
  color: theme.colors.text,
  fontWeight: 700,
  fontSize: "0.9375rem",
  textDecoration: "none",
  "&:hover": { background: theme.colors.surface, color: theme.colors.navy },
  '&[aria-current="page"]': { background: theme.colors.surface, color: theme.colors.navy },
  // Doubled class: wins over the header's accent focus ring, which has too little contrast on white.
  "&&:focus-visible": { outline: `3px solid ${theme.colors.link}`, outlineOffset: "-3px" },
}))

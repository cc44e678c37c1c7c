import * as React from "react"
import styled from "@emotion/styled"
import { Link } from "gatsby"
import type { NavigationEntry } from "../../hooks/use-navigation"
import { media } from "../../styles/media"
import { HydrateWhenIdle } from "../Hydration/HydrateWhenIdle"
import { Icon } from "../Icon/Icon"

interface DropdownProps {
  entry: NavigationEntry
  active: boolean
  pathname: string
  open: boolean
  /** The pointer entered (true) or left (false) the entry or its list. */
  onHover: (hovering: boolean) => void
  /** A click, Enter or Space on the arrow button. */
  onToggle: () => void
  onClose: () => void
}

/**
 * One disclosure dropdown: the entry's link, the arrow button (`aria-expanded`) and the list of sub-links.
 * Hover opens it and leaving closes it, unless the button pinned it open; Enter or Space on the button
 * toggles it; Escape closes it and puts focus back on the button; focus leaving it closes it.
 */
export function Dropdown({ entry, active, pathname, open, onHover, onToggle, onClose }: DropdownProps) {
  const listId = React.useId()
  const toggleRef = React.useRef<HTMLButtonElement>(null)

  const handleBlur = (event: React.FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onClose()
  }

  const handleKeyDown = (event: React.KeyboardEvent<HTMLLIElement>) => {
    if (event.key !== "Escape" || !open) return
    event.preventDefault()
    onClose()
    toggleRef.current?.focus()
  }

  return (
    <Item
      onMouseEnter={() => onHover(true)}
      onMouseLeave={() => onHover(false)}
      onBlur={handleBlur}
      onKeyDown={handleKeyDown}
    >
      <TopLink to={entry.path} data-active={active}>
        {entry.name}
      </TopLink>
      <Toggle
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={`Submenú de ${entry.name}`}
        onClick={onToggle}
      >
        <Icon name="chevron-down" size={16} />
      </Toggle>
      {/* Held on its own (lib/held-hydration.ts): hidden until opened, and most of the menu's links. */}
      <HydrateWhenIdle>
        <Panel id={listId} hidden={!open}>
          {entry.subItems?.map((subItem) => (
            <li key={subItem.path}>
              {/* A sub-item on the page already shown changes only the #anchor: the list closes all the same. */}
              <SubLink
                to={subItem.path}
                aria-current={pathname === subItem.path ? "page" : undefined}
                onClick={onClose}
              >
                {subItem.name}
              </SubLink>
            </li>
          ))}
        </Panel>
      </HydrateWhenIdle>
    </Item>
  )
}

export const Item = styled.li({
  position: "relative",
  display: "flex",
  alignItems: "center",
  // Until the whole page is hydrated (or without JavaScript) the dropdowns also open on hover and focus.
  "html:not([data-hydrated='true']) &:hover > ul, html:not([data-hydrated='true']) &:focus-within > ul": {
    display: "block",
  },
})

export const TopLink = styled(Link)(({ theme }) => ({
  display: "block",
  padding: "0.5rem 0.1875rem",
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

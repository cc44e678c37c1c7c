import styled from "@emotion/styled"
import { openQuoteList } from "../../lib/quote-list/store"
import { fillTemplate } from "../../lib/text-template"
import { media } from "../../styles/media"
import { Icon } from "../Icon/Icon"
import { preloadQuoteListDialog } from "./QuoteListHost"
import { useQuoteListTexts } from "./use-quote-list-texts"

/**
 * The header's "Cotización" badge from 1024 px: the desktop menu fills the bar, so, like the chat's tab, it is a
 * tab docked to the window's right edge (under the header, narrower than the page's side margin), with the
 * count of lines. Fixed, so nothing moves when it arrives with its chunk (LazyQuoteListBadges). Below
 * 1024 px the menu toggle carries the count and the mobile menu the entry (QuoteListMenuEntry).
 */
export function QuoteListLauncher({ count }: { count: number }) {
  const texts = useQuoteListTexts()
  return (
    <Tab
      type="button"
      aria-haspopup="dialog"
      aria-label={fillTemplate(texts.badgeLabel, { count: texts.countText(count) })}
      data-quote-count={count}
      onClick={(event) => openQuoteList(event.currentTarget)}
      onPointerEnter={preloadQuoteListDialog}
      onFocus={preloadQuoteListDialog}
    >
      <Icon name="clipboard" size={18} />
      <Label aria-hidden="true">{texts.buttonLabel}</Label>
      <Count aria-hidden="true" data-empty={count === 0 ? "true" : "false"}>
        {count}
      </Count>
    </Tab>
  )
}

/** Width of the tab: less than the page's side margin (2rem), like the chat's. */
const TAB_WIDTH = "1.75rem"

const Tab = styled.button(({ theme }) => ({
  display: "none",
  [media.desktop]: {
    position: "fixed",
    right: 0,
    top: `calc(${theme.headerHeight} + 1.5rem)`,
    zIndex: theme.zIndex.chat,
    display: "flex",
    flexDirection: "column",
    alignItems: "center",
    gap: "0.375rem",
    width: TAB_WIDTH,
    padding: "0.5rem 0",
    border: `2px solid ${theme.colors.accent}`,
    borderRight: 0,
    borderRadius: `${theme.radii.small} 0 0 ${theme.radii.small}`,
    background: theme.colors.navy,
    color: theme.colors.textOnDark,
    cursor: "pointer",
    "&:hover": { background: theme.colors.navyRaised },
    "&&:focus-visible": { outline: `3px solid ${theme.colors.link}`, outlineOffset: "2px" },
  },
}))

const Label = styled.span(({ theme }) => ({
  writingMode: "vertical-rl",
  transform: "rotate(180deg)",
  fontSize: theme.fontSizes.small,
  fontWeight: 700,
  letterSpacing: "0.02em",
}))

/** The count's place is kept when the list is empty (a "0" in the muted colour). */
const Count = styled.span(({ theme }) => ({
  display: "grid",
  placeItems: "center",
  minWidth: "1.375rem",
  height: "1.375rem",
  padding: "0 0.125rem",
  borderRadius: theme.radii.pill,
  background: theme.colors.accent,
  color: theme.colors.navy,
  fontSize: "0.75rem",
  fontWeight: 700,
  '&[data-empty="true"]': { background: theme.colors.navyLine, color: theme.colors.textOnDark },
}))

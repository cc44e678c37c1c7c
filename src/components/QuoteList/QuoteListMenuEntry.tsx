import styled from "@emotion/styled"
import { useQuoteList } from "../../hooks/use-quote-list"
import { openQuoteList } from "../../lib/quote-list/store"
import { Icon } from "../Icon/Icon"
import { useQuoteListTexts } from "./use-quote-list-texts"

/** The mobile menu's entry to the quote list, with its count; it closes the menu and opens the list. */
export function QuoteListMenuEntry({
  onOpen,
  returnFocusTo,
}: {
  onOpen: () => void
  returnFocusTo: () => HTMLElement | null
}) {
  const texts = useQuoteListTexts()
  const count = useQuoteList().length
  return (
    <Entry
      type="button"
      aria-haspopup="dialog"
      onClick={() => {
        onOpen()
        openQuoteList(returnFocusTo())
      }}
    >
      <Icon name="clipboard" size={20} />
      <span>{texts.menuEntryLabel}</span>
      <Count>{texts.countText(count)}</Count>
    </Entry>
  )
}

const Entry = styled.button(({ theme }) => ({
  display: "flex",
  alignItems: "center",
  gap: "0.625rem",
  // Under the menu's list, aligned with its links (its padding: 1.25rem on each side).
  width: "calc(100% - 2.5rem)",
  margin: "0 1.25rem 1.5rem",
  minHeight: "3rem",
  padding: "0.5rem 1rem",
  border: `1px solid ${theme.colors.accent}`,
  borderRadius: theme.radii.small,
  background: "transparent",
  color: theme.colors.textOnDark,
  font: "inherit",
  fontWeight: 700,
  textAlign: "left",
  cursor: "pointer",
  "&:hover": { background: theme.colors.navyRaised },
}))

const Count = styled.span(({ theme }) => ({
  marginLeft: "auto",
  padding: "0.125rem 0.625rem",
  borderRadius: theme.radii.pill,
  background: theme.colors.accent,
  color: theme.colors.navy,
  fontSize: theme.fontSizes.small,
}))

import styled from "@emotion/styled"
import { media } from "../../styles/media"

/**
 * The frame every modal request dialog shares (the request dialogs, the quote list): a `<dialog>` opened
 * with `showModal()`, its fixed header with the title and "Cerrar", and its scrolling body.
 */
/**
 * On a phone, a full-screen sheet (no page around it); from 640 px a card over the dimmed page. At every
 * width the header, with the title and "Cerrar", stays put while the body scrolls.
 */
export const Dialog = styled.dialog(({ theme }) => ({
  width: "100%",
  maxWidth: "none",
  height: "100dvh",
  maxHeight: "none",
  margin: 0,
  padding: 0,
  border: 0,
  borderRadius: 0,
  background: theme.colors.background,
  color: theme.colors.text,
  overflow: "hidden",
  "&[open]": { display: "flex", flexDirection: "column" },
  "&::backdrop": { background: "rgba(11, 27, 43, 0.6)" },
  [media.tablet]: {
    width: "min(100% - 2rem, 44rem)",
    height: "auto",
    maxHeight: "calc(100dvh - 2rem)",
    margin: "auto",
    borderRadius: theme.radii.card,
    boxShadow: theme.shadows.raised,
  },
}))

export const DialogHeader = styled.div(({ theme }) => ({
  display: "flex",
  flex: "none",
  alignItems: "flex-start",
  justifyContent: "space-between",
  gap: "0.75rem",
  padding: "1rem 1rem 0.875rem",
  borderBottom: `1px solid ${theme.colors.border}`,
  "& h2": { margin: 0, fontSize: "1.25rem", lineHeight: 1.3, overflowWrap: "anywhere" },
  [media.tablet]: { padding: "1.5rem 2rem 1rem", "& h2": { fontSize: "1.375rem" } },
}))

/**
 * The scrolling part: the introduction and the form. Its scroll padding keeps a field brought into view (the
 * first wrong one after a send) clear of the title bar's rule above it. It contains what is positioned in it
 * (the visually hidden texts, the bot trap): held by the dialog instead, they made the dialog itself taller
 * than the screen, and bringing a field into view scrolled the title bar away.
 */
export const DialogBody = styled.div({
  position: "relative",
  flex: "1 1 auto",
  minHeight: 0,
  overflowY: "auto",
  overscrollBehavior: "contain",
  scrollPaddingBlock: "1rem",
  padding: "0 1rem 1.5rem",
  [media.tablet]: { padding: "0 2rem 2rem" },
})

export const CloseButton = styled.button(({ theme }) => ({
  display: "inline-flex",
  alignItems: "center",
  gap: "0.25rem",
  flex: "none",
  minHeight: "2.75rem",
  padding: "0.25rem 0.625rem",
  marginTop: "-0.25rem",
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.small,
  background: theme.colors.background,
  color: theme.colors.navy,
  fontWeight: 700,
  fontSize: theme.fontSizes.small,
  cursor: "pointer",
  "&:hover": { borderColor: theme.colors.navy },
  "&:focus-visible": { outline: `3px solid ${theme.colors.link}`, outlineOffset: "2px" },
}))

export const DialogIntro = styled.p(({ theme }) => ({ margin: "1rem 0 1.25rem", color: theme.colors.textMuted }))

import * as React from "react"
import styled from "@emotion/styled"
import type { DialogKind } from "../../lib/request-dialog/kinds"
import type { RequestProduct } from "../../lib/request-dialog/values"
import { media } from "../../styles/media"
import { Icon } from "../Icon/Icon"
import { RequestForm } from "./RequestForm"
import { useRequestDialogContent } from "./use-request-dialog-content"

export interface RequestDialogProps {
  kind: DialogKind
  product: RequestProduct
  open: boolean
  /** Called once the dialog has closed (Escape, the close button, a delivered request). */
  onClose: () => void
}

/**
 * A request's modal dialog: the platform's `<dialog>` opened with `showModal()`, so focus moves in, the
 * page behind is inert and Escape closes it. Its title names the request and the product. This module,
 * its form and its content (a static query of its own) load on the first open, never with the page.
 */
export function RequestDialog({ kind, product, open, onClose }: RequestDialogProps) {
  const content = useRequestDialogContent()
  const dialogRef = React.useRef<HTMLDialogElement>(null)
  const kindCopy = content.copy.kinds.find((entry) => entry.kind === kind)
  if (!kindCopy) throw new Error(`content/request-dialogs.json has no entry for the kind "${kind}"`)
  const title = `${kindCopy.title}: ${product.name}`
  const titleId = `solicitud-${kind}-titulo`

  React.useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])

  return (
    <Dialog ref={dialogRef} aria-labelledby={titleId} onClose={onClose}>
      <Header>
        <h2 id={titleId}>{title}</h2>
        <CloseButton type="button" onClick={() => dialogRef.current?.close()}>
          <Icon name="close" size={22} />
          <span>{content.copy.closeLabel}</span>
        </CloseButton>
      </Header>
      <Body>
        <Intro>{kindCopy.intro}</Intro>
        <RequestForm kind={kind} product={product} content={content} onSent={() => dialogRef.current?.close()} />
      </Body>
    </Dialog>
  )
}

/**
 * On a phone, a full-screen sheet (no page around it); from 640 px a card over the dimmed page. At every
 * width the header, with the title and "Cerrar", stays put while the body scrolls.
 */
const Dialog = styled.dialog(({ theme }) => ({
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

const Header = styled.div(({ theme }) => ({
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

/** The scrolling part: the introduction and the form. */
const Body = styled.div({
  flex: "1 1 auto",
  minHeight: 0,
  overflowY: "auto",
  overscrollBehavior: "contain",
  padding: "0 1rem 1.5rem",
  [media.tablet]: { padding: "0 2rem 2rem" },
})

const CloseButton = styled.button(({ theme }) => ({
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

const Intro = styled.p(({ theme }) => ({ margin: "1rem 0 1.25rem", color: theme.colors.textMuted }))

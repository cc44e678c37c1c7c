import * as React from "react"
import styled from "@emotion/styled"
import quoteListContent from "../../../content/quote-list.json"
import site from "../../../content/site.json"
import { useQuoteList } from "../../hooks/use-quote-list"
import { withFacts } from "../../lib/facts"
import { ButtonLink } from "../Button"
import { Icon } from "../Icon/Icon"
import { CloseButton, Dialog, DialogBody, DialogHeader, DialogIntro } from "../RequestDialog/DialogFrame"
import { useRequestDialogContent } from "../RequestDialog/use-request-dialog-content"
import { QuoteListForm } from "./QuoteListForm"

const TITLE_ID = "lista-cotizacion-titulo"
/** The dialog's texts, the company's facts (`{respuesta}`) filled in as GraphQL fills them for the pages. */
const DIALOG_TEXTS = withFacts(quoteListContent.dialog, site)
const PRODUCTS_PATH = "/productos"

export interface QuoteListDialogProps {
  open: boolean
  onClose: () => void
}

/**
 * The quote list in the request dialogs' frame: its lines (quantity, note, remove), then the contact fields
 * and one send for the whole list. Loaded with its texts on the first open, never with the page.
 */
export function QuoteListDialog({ open, onClose }: QuoteListDialogProps) {
  const texts = DIALOG_TEXTS
  const content = useRequestDialogContent()
  const list = useQuoteList()
  const dialogRef = React.useRef<HTMLDialogElement>(null)

  React.useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])

  return (
    <Dialog ref={dialogRef} aria-labelledby={TITLE_ID} onClose={onClose} data-quote-list="">
      <DialogHeader>
        <h2 id={TITLE_ID}>{texts.title}</h2>
        <CloseButton type="button" onClick={() => dialogRef.current?.close()}>
          <Icon name="close" size={22} />
          <span>{texts.closeLabel}</span>
        </CloseButton>
      </DialogHeader>
      <DialogBody>
        {list.length === 0 ? (
          <Empty>
            <h3>{texts.emptyTitle}</h3>
            <p>{texts.emptyText}</p>
            <ButtonLink to={PRODUCTS_PATH} size="small" variant="secondary" onClick={() => dialogRef.current?.close()}>
              {texts.browseLabel}
            </ButtonLink>
          </Empty>
        ) : (
          <>
            <DialogIntro>{texts.intro}</DialogIntro>
            <QuoteListForm list={list} texts={texts} content={content} onSent={() => dialogRef.current?.close()} />
          </>
        )}
      </DialogBody>
    </Dialog>
  )
}

const Empty = styled.div(({ theme }) => ({
  display: "grid",
  justifyItems: "start",
  gap: "0.75rem",
  paddingBlock: "1.5rem",
  "& h3": { margin: 0, fontSize: theme.fontSizes.h3 },
  "& p": { margin: 0, color: theme.colors.textMuted, maxWidth: theme.measure },
}))

import * as React from "react"
import type { DialogKind } from "../../lib/request-dialog/kinds"
import type { RequestProduct } from "../../lib/request-dialog/values"
import { CloseButton, Dialog, DialogBody, DialogHeader, DialogIntro } from "./DialogFrame"
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
      <DialogHeader>
        <h2 id={titleId}>{title}</h2>
        <CloseButton type="button" onClick={() => dialogRef.current?.close()}>
          <Icon name="close" size={22} />
          <span>{content.copy.closeLabel}</span>
        </CloseButton>
      </DialogHeader>
      <DialogBody>
        <DialogIntro>{kindCopy.intro}</DialogIntro>
        <RequestForm kind={kind} product={product} content={content} onSent={() => dialogRef.current?.close()} />
      </DialogBody>
    </Dialog>
  )
}

import * as React from "react"
import type { DialogKind } from "../../lib/request-dialog/kinds"
import type { RequestProduct } from "../../lib/request-dialog/values"
import { Button } from "../Button"
import type { ButtonVariant } from "../Button"
import { LazyRequestDialog } from "./LazyRequestDialog"

interface RequestButtonProps {
  kind: DialogKind
  product: RequestProduct
  label: string
  variant: ButtonVariant
  /** Open on arrival: the page's address asked for this dialog (`?solicitud=…&producto=…`). */
  openOnMount?: boolean
}

/** A button that opens a request dialog (loaded on the first click); focus comes back to it when it closes. */
export function RequestButton({ kind, product, label, variant, openOnMount = false }: RequestButtonProps) {
  const [open, setOpen] = React.useState(false)
  const buttonRef = React.useRef<HTMLButtonElement>(null)
  // The address is read once the page runs (pre-rendered HTML has no query string), and again on a
  // client-side visit to the same page with another one (the chat's links).
  React.useEffect(() => {
    if (openOnMount) setOpen(true)
  }, [openOnMount])
  return (
    <>
      <Button
        ref={buttonRef}
        type="button"
        size="small"
        variant={variant}
        aria-haspopup="dialog"
        data-request={kind}
        onClick={() => setOpen(true)}
      >
        {label}
      </Button>
      <LazyRequestDialog
        kind={kind}
        product={product}
        open={open}
        onClose={() => {
          setOpen(false)
          buttonRef.current?.focus()
        }}
      />
    </>
  )
}

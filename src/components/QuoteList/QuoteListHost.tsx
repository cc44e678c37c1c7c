import * as React from "react"
import { useQuoteListOpen } from "../../hooks/use-quote-list"
import { closeQuoteList } from "../../lib/quote-list/store"

/** The list's dialog, its form and its texts: a chunk of its own, fetched when the list is first opened. */
const loadDialog = () => import("./QuoteListDialog")
const QuoteListDialog = React.lazy(() => loadDialog().then((module) => ({ default: module.QuoteListDialog })))

/** Warms the dialog's chunk when a control that opens it is hovered or focused. */
export function preloadQuoteListDialog() {
  void loadDialog()
}

/** Hosts the quote list's dialog once per page (in the header), whoever asks to open it. */
export function QuoteListHost() {
  const open = useQuoteListOpen()
  const [requested, setRequested] = React.useState(false)
  React.useEffect(() => {
    if (open) setRequested(true)
  }, [open])
  if (!requested) return null
  return (
    <React.Suspense fallback={null}>
      <QuoteListDialog open={open} onClose={closeQuoteList} />
    </React.Suspense>
  )
}

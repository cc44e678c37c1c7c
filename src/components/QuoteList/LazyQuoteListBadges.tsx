import * as React from "react"
import { QUOTE_LIST_EVENT, QUOTE_LIST_KEY, quoteListStored } from "../../lib/quote-list/presence"

/** The badge, the dialog's host and the list's store: a chunk fetched only once there is a list, or a request. */
const QuoteListBadges = React.lazy(() =>
  import("./QuoteListBadges").then((module) => ({ default: module.QuoteListBadges })),
)

/**
 * The quote list's part of the header. A visitor without a list loads none of its code: the chunk comes when
 * the stored list is found, when another tab starts one, or when this page adds a line or asks for the list.
 * The badge is a fixed tab, so its arrival moves nothing on the page.
 */
export function LazyQuoteListBadges({ onCount }: { onCount: (count: number) => void }) {
  const [wanted, setWanted] = React.useState(false)
  React.useEffect(() => {
    if (quoteListStored()) setWanted(true)
    const want = () => setWanted(true)
    const onStorage = (event: StorageEvent) => {
      if (event.key === QUOTE_LIST_KEY) want()
    }
    window.addEventListener(QUOTE_LIST_EVENT, want)
    window.addEventListener("storage", onStorage)
    return () => {
      window.removeEventListener(QUOTE_LIST_EVENT, want)
      window.removeEventListener("storage", onStorage)
    }
  }, [])
  if (!wanted) return null
  return (
    <React.Suspense fallback={null}>
      <QuoteListBadges onCount={onCount} />
    </React.Suspense>
  )
}

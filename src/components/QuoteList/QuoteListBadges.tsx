import * as React from "react"
import { useQuoteList } from "../../hooks/use-quote-list"
import { QuoteListHost } from "./QuoteListHost"
import { QuoteListLauncher } from "./QuoteListLauncher"

/** The header's quote-list parts once there is a list: the docked badge, the dialog's host, the toggle's count. */
export function QuoteListBadges({ onCount }: { onCount: (count: number) => void }) {
  const count = useQuoteList().length
  React.useEffect(() => onCount(count), [count, onCount])
  return (
    <>
      <QuoteListLauncher count={count} />
      <QuoteListHost />
    </>
  )
}

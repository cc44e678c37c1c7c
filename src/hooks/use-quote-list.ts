import { useEffect, useState, useSyncExternalStore } from "react"
import type { QuoteList } from "../lib/quote-list/list"
import {
  getQuoteList,
  getServerQuoteList,
  isQuoteListOpen,
  isQuoteListOpenOnServer,
  subscribeQuoteList,
  subscribeQuoteListOpen,
} from "../lib/quote-list/store"

const EMPTY: QuoteList = []

/**
 * The quote list, the same in every component and tab. Empty until the component has mounted: the first render
 * in the browser matches the pre-rendered HTML (Preact's hydration keeps the HTML's attributes, so a count read
 * during hydration would show in the text but not in the labels), then the stored list shows.
 */
export function useQuoteList(): QuoteList {
  const list = useSyncExternalStore(subscribeQuoteList, getQuoteList, getServerQuoteList)
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  return mounted ? list : EMPTY
}

/** Whether the list's dialog is asked to be open. */
export function useQuoteListOpen() {
  return useSyncExternalStore(subscribeQuoteListOpen, isQuoteListOpen, isQuoteListOpenOnServer)
}

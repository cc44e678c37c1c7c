/**
 * The quote list shared by every part of a page (the header's badge, the "Agregar a la cotización" buttons,
 * the list's dialog) and every tab: kept in localStorage, read through a snapshot that stays the same object
 * until the stored text changes (for React's useSyncExternalStore), and heard from other tabs through the
 * `storage` event. Also the one request to open the list's dialog, whoever asks for it.
 */
import type { QuoteLine, QuoteList } from "./list"
import { addLine, parseQuoteList, serializeQuoteList } from "./list"
import { announceQuoteListChange, QUOTE_LIST_KEY } from "./presence"

type Listener = () => void

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage
  } catch {
    return null // storage disabled by the browser's privacy settings
  }
}

const listeners = new Set<Listener>()
let cachedRaw: string | null | undefined
let cached: QuoteList = []
/** Where the list lives when storage is refused (private mode, over quota): this page only. */
let memory: string | null = null

function readRaw(): string | null {
  try {
    return storage()?.getItem(QUOTE_LIST_KEY) ?? memory
  } catch {
    return memory
  }
}

const EMPTY: QuoteList = []

export function getQuoteList(): QuoteList {
  const raw = readRaw()
  if (raw !== cachedRaw) {
    cachedRaw = raw
    cached = parseQuoteList(raw)
  }
  return cached
}

/** Pre-rendered HTML has no list. */
export function getServerQuoteList(): QuoteList {
  return EMPTY
}

function notify() {
  listeners.forEach((listener) => listener())
  announceQuoteListChange()
}

export function setQuoteList(next: QuoteList) {
  const raw = next.length ? serializeQuoteList(next) : null
  memory = raw
  try {
    if (raw === null) storage()?.removeItem(QUOTE_LIST_KEY)
    else storage()?.setItem(QUOTE_LIST_KEY, raw)
  } catch {
    // Over quota: the list keeps working from memory on this page.
  }
  notify()
}

export function updateQuoteList(change: (list: QuoteList) => QuoteList) {
  setQuoteList(change(getQuoteList()))
}

export function addToQuoteList(line: QuoteLine) {
  updateQuoteList((list) => addLine(list, line))
}

function onStorage(event: StorageEvent) {
  if (event.key === QUOTE_LIST_KEY || event.key === null) notify()
}

export function subscribeQuoteList(listener: Listener): () => void {
  if (listeners.size === 0 && typeof window !== "undefined") window.addEventListener("storage", onStorage)
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0 && typeof window !== "undefined") window.removeEventListener("storage", onStorage)
  }
}

/** The dialog's open state: asked for by the badge, the menu entry or a button, hosted once by the header. */
let openedFrom: HTMLElement | null = null
let open = false
const openListeners = new Set<Listener>()

/** Opens the list; focus goes back to `from` (the element that asked) when it closes. */
export function openQuoteList(from: HTMLElement | null) {
  openedFrom = from
  open = true
  openListeners.forEach((listener) => listener())
  announceQuoteListChange()
}

export function closeQuoteList() {
  open = false
  openListeners.forEach((listener) => listener())
  const target = openedFrom
  openedFrom = null
  if (target?.isConnected) target.focus()
}

export const isQuoteListOpen = () => open
export const isQuoteListOpenOnServer = () => false

export function subscribeQuoteListOpen(listener: Listener): () => void {
  openListeners.add(listener)
  return () => openListeners.delete(listener)
}

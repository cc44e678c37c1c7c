/**
 * What a page's first load needs to know of the quote list: whether there is one. The list's code (its store,
 * the header's badge, the dialog's host) is fetched only then, or when something asks for it (this event).
 */

/** localStorage's key; the value carries its own version too, so a later shape can read this one. */
export const QUOTE_LIST_KEY = "vigia.cotizacion.v1"

/** Sent on window when the list changes or is asked to open, in this page. */
export const QUOTE_LIST_EVENT = "vigia:cotizacion"

export function quoteListStored(): boolean {
  try {
    return window.localStorage.getItem(QUOTE_LIST_KEY) !== null
  } catch {
    return false // storage disabled by the browser's privacy settings
  }
}

export function announceQuoteListChange() {
  window.dispatchEvent(new Event(QUOTE_LIST_EVENT))
}

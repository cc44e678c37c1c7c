/**
 * The limits of a quantity and of the quote list's lines, apart from the lead kinds (kinds.ts re-exports them):
 * the list's store is in every page's first load, the kinds' field tables are not.
 */
export const QUANTITY_MIN = 1
export const QUANTITY_MAX = 9999
/** Where a quantity starts: a line added to the quote list, the quantity of a quote or rental dialog. */
export const QUANTITY_START = 1
/** The quote list (lista-cotizacion): at most this many lines, each with a note of at most this many characters. */
export const QUOTE_ITEMS_MAX = 50
export const QUOTE_NOTE_MAX_LENGTH = 200
/** An equipment line's slug, as content/equipment-lines.json writes them, and its longest. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const SLUG_MAX_LENGTH = 120
/** A line's name: a short text (kinds.ts MAX_LENGTH.shortText). */
export const LINE_NAME_MAX_LENGTH = 160

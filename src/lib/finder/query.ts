/**
 * The finder's state as the URL query of /productos holds it: shareable, restored by the back button, and the
 * names of the plain GET form that works without JavaScript (`?q=…&categoria=…&modo=…&riesgo=…&industria=…`).
 */
export interface FinderQuery {
  /** Free text: every word must match (accents and case ignored). */
  readonly q: string
  /** A category's slug (content/categories.json). */
  readonly categoria: string
  /** venta, alquiler or servicio-tecnico. */
  readonly modo: string
  /** A gas or hazard's slug (content/hazards.json). */
  readonly riesgo: string
  /** An industry's slug (content/industries.json). */
  readonly industria: string
}

/** The id of the finder's heading on /productos: the finder's own address, with no search, ends with it. */
export const FINDER_ANCHOR = "buscar-equipos"

/**
 * The id of the finder's results: a search's address ends with it, so a shared or reloaded search opens at what
 * it found (the browser scrolls there as the page loads), not at the top or above a screen of filters.
 */
export const FINDER_RESULTS_ANCHOR = "equipos-encontrados"

/** The URL parameters in the order they are written. */
export const FINDER_PARAMS = ["q", "categoria", "modo", "riesgo", "industria"] as const

export const EMPTY_FINDER_QUERY: FinderQuery = { q: "", categoria: "", modo: "", riesgo: "", industria: "" }

/** The longest free text kept from a URL: a pasted paragraph is not a search. */
/** Navigation state that tells src/scroll.ts to leave the page where it is: the same page, narrowed. */
export const FINDER_NAVIGATION_STATE = { keepScroll: true }

export const FINDER_TEXT_MAX_LENGTH = 100

/** The finder's state from a location's query ("?q=h2s&modo=alquiler"); unknown parameters are ignored. */
export function parseFinderQuery(search: string): FinderQuery {
  const params = new URLSearchParams(search)
  const read = (name: string) => (params.get(name) ?? "").trim()
  return {
    q: (params.get("q") ?? "").slice(0, FINDER_TEXT_MAX_LENGTH),
    categoria: read("categoria"),
    modo: read("modo"),
    riesgo: read("riesgo"),
    industria: read("industria"),
  }
}

/** The query part of the finder's URL, empty values left out: "" when nothing is chosen. */
export function finderSearch(query: FinderQuery): string {
  const params = new URLSearchParams()
  for (const name of FINDER_PARAMS) {
    const value = name === "q" ? query.q.trim() : query[name]
    if (value) params.set(name, value)
  }
  const search = params.toString()
  return search ? `?${search}` : ""
}

/** The finder's address on its page: "/productos?q=h2s#equipos-encontrados", or "/productos#buscar-equipos". */
export function finderAddress(path: string, query: FinderQuery | string): string {
  const search = typeof query === "string" ? query : finderSearch(query)
  return `${path}${search}#${search ? FINDER_RESULTS_ANCHOR : FINDER_ANCHOR}`
}

/** Whether anything narrows the list. */
export function isFiltered(query: FinderQuery): boolean {
  return finderSearch(query) !== ""
}

/** How many of the four filters (not the text) narrow the list: the count on the phone's "Filtros" button. */
export function activeFilterCount(query: FinderQuery): number {
  return [query.categoria, query.modo, query.riesgo, query.industria].filter(Boolean).length
}

/** Set on <html> before the first paint when the address has a filter: the phone's folded filters show at once. */
export const FILTERS_OPEN_ATTRIBUTE = "data-finder-filters-open"

/**
 * The inline head script of the finder's page that sets FILTERS_OPEN_ATTRIBUTE (the Finder removes it once it has
 * opened the filters itself), so a filtered address does not unfold them after hydration, shifting the results.
 */
export const FILTERS_OPEN_SCRIPT = `/[?&](categoria|modo|riesgo|industria)=[^&]/.test(location.search)&&document.documentElement.setAttribute("${FILTERS_OPEN_ATTRIBUTE}","")`

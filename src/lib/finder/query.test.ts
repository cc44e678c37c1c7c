/**
 * @jest-environment jsdom
 */
import {
  activeFilterCount,
  EMPTY_FINDER_QUERY,
  FILTERS_OPEN_ATTRIBUTE,
  FILTERS_OPEN_SCRIPT,
  FINDER_TEXT_MAX_LENGTH,
  finderAddress,
  finderSearch,
  isFiltered,
  parseFinderQuery,
} from "./query"

describe("the finder's URL query", () => {
  it("reads every parameter and ignores the others", () => {
    expect(
      parseFinderQuery(
        "?q=detecci%C3%B3n+H2S&categoria=deteccion-de-gases&modo=alquiler&riesgo=h2s&industria=mineria&x=1",
      ),
    ).toEqual({
      q: "detección H2S",
      categoria: "deteccion-de-gases",
      modo: "alquiler",
      riesgo: "h2s",
      industria: "mineria",
    })
  })

  it("reads an empty or missing query as nothing chosen, as the no-JavaScript form sends it", () => {
    expect(parseFinderQuery("")).toEqual(EMPTY_FINDER_QUERY)
    expect(parseFinderQuery("?q=&categoria=&modo=&riesgo=&industria=")).toEqual(EMPTY_FINDER_QUERY)
  })

  it("writes only what is chosen, and nothing at all when nothing is", () => {
    expect(finderSearch(EMPTY_FINDER_QUERY)).toBe("")
    expect(finderSearch({ ...EMPTY_FINDER_QUERY, q: "  ", modo: "venta" })).toBe("?modo=venta")
    expect(isFiltered(EMPTY_FINDER_QUERY)).toBe(false)
    expect(isFiltered({ ...EMPTY_FINDER_QUERY, riesgo: "co" })).toBe(true)
  })

  it("gives back the same state after a round trip through the URL", () => {
    const query = {
      q: "detección H₂S & más",
      categoria: "deteccion-de-gases",
      modo: "servicio-tecnico",
      riesgo: "h2s",
      industria: "oil-gas",
    }
    expect(parseFinderQuery(finderSearch(query))).toEqual(query)
    expect(finderSearch(parseFinderQuery(finderSearch(query)))).toBe(finderSearch(query))
  })

  it("ends a search's address at its results, so a shared or reloaded search opens there; the finder's at its top", () => {
    expect(finderAddress("/productos", { ...EMPTY_FINDER_QUERY, riesgo: "h2s" })).toBe(
      "/productos?riesgo=h2s#equipos-encontrados",
    )
    expect(finderAddress("/productos", "?q=h2s")).toBe("/productos?q=h2s#equipos-encontrados")
    expect(finderAddress("/productos", "")).toBe("/productos#buscar-equipos")
  })

  it("keeps at most 100 characters of free text from a URL", () => {
    expect(parseFinderQuery(`?q=${"a".repeat(500)}`).q).toHaveLength(FINDER_TEXT_MAX_LENGTH)
  })

  it("counts the filters chosen, not the text", () => {
    expect(activeFilterCount(parseFinderQuery("?q=h2s"))).toBe(0)
    expect(activeFilterCount(parseFinderQuery("?q=h2s&modo=alquiler&riesgo=h2s&industria="))).toBe(2)
  })

  it("has a head script that marks an address with a filter, not one with text only", () => {
    const marks = (search: string) => {
      const html = document.createElement("html")
      new Function("location", "document", FILTERS_OPEN_SCRIPT)({ search }, { documentElement: html })
      return html.hasAttribute(FILTERS_OPEN_ATTRIBUTE)
    }
    expect(marks("?riesgo=h2s")).toBe(true)
    expect(marks("?q=arnes&modo=alquiler")).toBe(true)
    expect(marks("?q=modo=alquiler")).toBe(false)
    expect(marks("?q=h2s&categoria=")).toBe(false)
  })
})

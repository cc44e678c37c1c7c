import { deepLinkedRequest } from "./deep-link"

const KINDS = ["cotizacion", "alquiler", "relevamiento", "demo", "catalogo", "servicio-tecnico"]
const page = { slug: "deteccion-de-gases", name: "Detección de gases" }
/** A category page's equipment lines, with their request buttons. */
const lines = [
  { slug: "detectores-monogas", name: "Detectores monogás", actions: [{ kind: "request", request: "cotizacion" }] },
  {
    slug: "detectores-multigas",
    name: "Detectores multigas",
    actions: [
      { kind: "request", request: "alquiler" },
      { kind: "download", request: null },
    ],
  },
  { slug: "sistemas-fijos", name: "Sistemas fijos", actions: [{ kind: "request", request: "cotizacion" }] },
]

describe("deepLinkedRequest", () => {
  it("opens the dialog of the line `producto` names", () => {
    expect(deepLinkedRequest("?solicitud=cotizacion&producto=sistemas-fijos", lines, page, KINDS)).toEqual({
      kind: "cotizacion",
      itemSlug: "sistemas-fijos",
      product: { slug: "sistemas-fijos", name: "Sistemas fijos" },
    })
  })

  it("without a product, or with one the page lacks, opens the first line that asks for that kind", () => {
    for (const search of ["?solicitud=cotizacion", "?solicitud=cotizacion&producto=inexistente"]) {
      expect(deepLinkedRequest(search, lines, page, KINDS)?.itemSlug).toBe("detectores-monogas")
    }
    expect(deepLinkedRequest("?solicitud=alquiler&producto=detectores-monogas", lines, page, KINDS)?.itemSlug).toBe(
      "detectores-multigas",
    )
  })

  it("opens the dialog about the page itself when `producto` names the page", () => {
    expect(deepLinkedRequest("?solicitud=cotizacion&producto=deteccion-de-gases", lines, page, KINDS)).toEqual({
      kind: "cotizacion",
      itemSlug: null,
      product: page,
    })
  })

  it("a kind no button opens, or a page without lines (a line's own page), is about the page itself", () => {
    expect(deepLinkedRequest("?solicitud=demo", lines, page, KINDS)).toEqual({
      kind: "demo",
      itemSlug: null,
      product: page,
    })
    const linePage = { slug: "detectores-multigas", name: "Detectores multigas" }
    expect(deepLinkedRequest("?solicitud=alquiler", [], linePage, KINDS)).toEqual({
      kind: "alquiler",
      itemSlug: null,
      product: linePage,
    })
  })

  it("ignores unknown kinds and addresses without one", () => {
    for (const search of ["", "?producto=sistemas-fijos", "?solicitud=regalo", "?solicitud=contacto", "?solicitud="]) {
      expect(deepLinkedRequest(search, lines, page, KINDS)).toBeNull()
    }
  })
})

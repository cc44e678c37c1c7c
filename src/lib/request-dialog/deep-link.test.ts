import { deepLinkedRequest } from "./deep-link"

const KINDS = ["cotizacion", "alquiler", "relevamiento", "demo", "catalogo", "servicio-tecnico"]
const page = { slug: "deteccion-de-gases", name: "Detección de gases" }
const offerings = [
  { slug: "portatiles", title: "Detectores portátiles", actions: [{ kind: "request", request: "cotizacion" }] },
  {
    slug: "alquiler",
    title: "Alquiler de detectores",
    actions: [
      { kind: "request", request: "alquiler" },
      { kind: "link", request: null },
    ],
  },
  { slug: "fijos", title: "Sistemas fijos", actions: [{ kind: "request", request: "cotizacion" }] },
]

describe("deepLinkedRequest", () => {
  it("opens the named offering's dialog", () => {
    expect(deepLinkedRequest("?solicitud=cotizacion&producto=fijos", offerings, page, KINDS)).toEqual({
      kind: "cotizacion",
      offeringSlug: "fijos",
      product: { slug: "fijos", name: "Sistemas fijos" },
    })
  })

  it("without a product, or with one the page lacks, opens the first offering that asks for that kind", () => {
    for (const search of ["?solicitud=cotizacion", "?solicitud=cotizacion&producto=inexistente"]) {
      expect(deepLinkedRequest(search, offerings, page, KINDS)?.offeringSlug).toBe("portatiles")
    }
    expect(deepLinkedRequest("?solicitud=alquiler&producto=portatiles", offerings, page, KINDS)?.offeringSlug).toBe(
      "alquiler",
    )
  })

  it("a kind no button opens is about the page itself", () => {
    expect(deepLinkedRequest("?solicitud=demo", offerings, page, KINDS)).toEqual({
      kind: "demo",
      offeringSlug: null,
      product: page,
    })
  })

  it("ignores unknown kinds and addresses without one", () => {
    for (const search of ["", "?producto=fijos", "?solicitud=regalo", "?solicitud=contacto", "?solicitud="]) {
      expect(deepLinkedRequest(search, offerings, page, KINDS)).toBeNull()
    }
  })
})

describe("deep links naming the page or an equipment line", () => {
  const page = { slug: "deteccion-de-gases", name: "Detección de gases" }
  const targets = [
    {
      slug: "detectores-portatiles",
      title: "Detectores portátiles",
      actions: [{ kind: "request", request: "cotizacion" }],
    },
    { slug: "detector-multigas", title: "Detector multigás", actions: [{ kind: "request", request: "cotizacion" }] },
  ]

  it("opens the dialog about the page itself when `producto` names the page", () => {
    expect(
      deepLinkedRequest("?solicitud=cotizacion&producto=deteccion-de-gases", targets, page, ["cotizacion"]),
    ).toEqual({
      kind: "cotizacion",
      offeringSlug: null,
      product: page,
    })
  })

  it("opens the dialog of the line `producto` names", () => {
    expect(
      deepLinkedRequest("?solicitud=cotizacion&producto=detector-multigas", targets, page, ["cotizacion"]),
    ).toEqual({
      kind: "cotizacion",
      offeringSlug: "detector-multigas",
      product: { slug: "detector-multigas", name: "Detector multigás" },
    })
  })
})

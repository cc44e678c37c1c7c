import { equipmentLines as lines } from "../../test/content-lists"
import equipment from "../../content/equipment.json"
import { planLineActions } from "./line-actions"
import type { LineAction } from "./line-actions"

const quote: LineAction = { label: "Solicitar cotización", kind: "request", request: "cotizacion" }
const rent: LineAction = { label: "Consultar alquiler", kind: "request", request: "alquiler" }
const demo: LineAction = { label: "Solicitar demostración", kind: "request", request: "demo" }
const survey: LineAction = { label: "Solicitar relevamiento", kind: "request", request: "relevamiento" }
const catalog: LineAction = {
  label: "Descargar catálogo general (PDF)",
  kind: "download",
  path: "/descargas/catalogo-general.pdf",
}

const modeValues = (plan: { modes: ReadonlyArray<{ mode: { value: string } }> }) =>
  plan.modes.map((entry) => entry.mode.value)

describe("planLineActions", () => {
  it("makes the quote the band's action even where content lists another request first", () => {
    const plan = planLineActions([survey, quote], equipment.modes, ["venta", "servicio-tecnico"])
    expect(plan.quote).toBe(quote)
    expect(plan.modes.map((entry) => entry.extras)).toEqual([[survey], []])
  })

  it("keeps the modes in content's order, only those offered, each request of a mode in its own card", () => {
    const plan = planLineActions([quote, rent, demo], equipment.modes, ["alquiler", "venta"])
    expect(modeValues(plan)).toEqual(["venta", "alquiler"])
    // The rental request is the Alquiler card's own button: not repeated as an extra.
    expect(plan.modes.map((entry) => entry.extras)).toEqual([[demo], []])
  })

  it("puts a download and a demonstration with the sale", () => {
    const plan = planLineActions([quote, catalog, demo], equipment.modes, ["venta"])
    expect(plan.modes).toEqual([{ mode: equipment.modes[0], extras: [catalog, demo] }])
  })

  it("offers the sale mode's quote when the line declares none, and keeps a line not sold whole", () => {
    expect(planLineActions([], equipment.modes, ["venta"]).quote).toEqual(quote)
    const rentedOnly = planLineActions([rent, demo], equipment.modes, ["alquiler"])
    expect(rentedOnly.quote).toBeNull()
    expect(rentedOnly.modes).toEqual([{ mode: equipment.modes[1], extras: [demo] }])
  })

  it("a request for a mode the line is not offered in stays, with the sale", () => {
    const plan = planLineActions([quote, rent], equipment.modes, ["venta"])
    expect(plan.modes[0].extras).toEqual([rent])
  })

  it.each(lines.map((line) => [line.slug, line] as const))(
    "%s: a quote in the band, and every action of today reachable on the page",
    (_, line) => {
      const plan = planLineActions<LineAction, (typeof equipment.modes)[number]>(
        line.actions,
        equipment.modes,
        line.modes,
      )
      expect(plan.quote?.request).toBe("cotizacion")
      const placed = [
        plan.quote,
        ...plan.modes.flatMap(({ mode, extras }) => [
          { label: mode.actionLabel, kind: "request", request: mode.request },
          ...extras,
        ]),
      ]
      const what = (action: LineAction | null) => action && `${action.label} → ${action.request ?? action.path}`
      for (const action of line.actions) expect(placed.map(what)).toContain(what(action))
      expect(modeValues(plan)).toEqual(line.modes.slice().sort((a, b) => order(a) - order(b)))
    },
  )
})

const order = (mode: string) => equipment.modes.findIndex((entry) => entry.value === mode)

/**
 * @jest-environment jsdom
 */
import type { GatsbyBrowser } from "gatsby"
import { shouldUpdateScroll } from "./scroll"

type Args = Parameters<NonNullable<GatsbyBrowser["shouldUpdateScroll"]>>[0]

const at = (pathname: string, hash = "", state: unknown = null) => ({ location: { pathname, hash, state } })

function decide(prev: ReturnType<typeof at> | undefined, next: ReturnType<typeof at>) {
  return shouldUpdateScroll!({ prevRouterProps: prev, routerProps: next } as unknown as Args, { plugins: [] })
}

describe("shouldUpdateScroll", () => {
  const scrollTo = jest.spyOn(window, "scrollTo").mockImplementation(() => undefined)
  beforeEach(() => scrollTo.mockClear())
  afterAll(() => scrollTo.mockRestore())

  it("starts every route change at the top (SPEC §2)", () => {
    expect(decide(at("/productos"), at("/productos/deteccion-de-gases"))).toBe(false)
    expect(scrollTo).toHaveBeenCalledWith(0, 0)
  })

  it("leaves a #anchor to Gatsby, which scrolls to it", () => {
    expect(decide(at("/"), at("/industrias", "#mineria"))).toBe(true)
    expect(decide(undefined, at("/productos", "#equipos-encontrados"))).toBe(true)
    expect(scrollTo).not.toHaveBeenCalled()
  })

  it("leaves the page where it is while the finder rewrites its own address", () => {
    const keep = { keepScroll: true }
    expect(decide(at("/productos"), at("/productos", "#equipos-encontrados", keep))).toBe(false)
    expect(scrollTo).not.toHaveBeenCalled()
  })

  it("treats a finder address reached from another page as a route change", () => {
    const keep = { keepScroll: true }
    expect(decide(at("/productos/deteccion-de-gases/detectores-multigas"), at("/productos", "", keep))).toBe(false)
    expect(scrollTo).toHaveBeenCalledWith(0, 0)
    expect(decide(at("/alquiler"), at("/productos", "#equipos-encontrados", keep))).toBe(true)
  })
})

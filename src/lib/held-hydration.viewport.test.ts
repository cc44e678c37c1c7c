/**
 * @jest-environment jsdom
 */
import { isolateEachTest, load, part, viewport } from "../../test/held-hydration"

/** Held hydration (held-hydration.ts), what is not near or not shown: parts far from the viewport, parts hidden
 * outside their media query. */
describe("held hydration", () => {
  isolateEachTest()

  describe("with the viewport in view", () => {
    it("keeps a far part held until it nears the viewport; the page counts as hydrated without it", () => {
      const [nearElement, farElement] = [part("p.0"), part("p.1")]
      const screen = viewport()
      const { acceptHolds, holdHydration, whenNearPartsHydrated } = load()
      acceptHolds()
      const [near, far] = [holdHydration("p.0")!, holdHydration("p.1")!]
      const hydrated = jest.fn()
      whenNearPartsHydrated(hydrated)
      jest.runAllTimers()
      expect(near.released).toBe(false) // nothing is released before the browser reports where parts are
      expect(hydrated).not.toHaveBeenCalled()

      screen.report([nearElement])
      jest.runAllTimers()
      expect([near.released, far.released]).toEqual([true, false])
      expect(hydrated).toHaveBeenCalledTimes(1)
      expect(farElement).toHaveAttribute("data-held-part", "p.1")

      screen.report([]) // the visitor scrolls, not yet near
      jest.runAllTimers()
      expect(far.released).toBe(false)
      screen.report([farElement]) // near now
      expect(far.released).toBe(false) // in the next idle period, not in the scroll's own task
      jest.runAllTimers()
      expect(far.released).toBe(true)
      expect(screen.observing()).toBe(0)
      expect(holdHydration("p.2")).toBeNull()
    })

    it("treats a part with no box (a closed list) as near: it cannot be scrolled to", () => {
      const listElement = part("p.0")
      const screen = viewport()
      const { acceptHolds, holdHydration } = load()
      acceptHolds()
      const list = holdHydration("p.0")!
      screen.report([], [listElement])
      jest.runAllTimers()
      expect(list.released).toBe(true)
    })

    it("releases far parts too at the visitor's first action", () => {
      const farElement = part("p.0")
      const screen = viewport()
      const { acceptHolds, holdHydration } = load()
      acceptHolds()
      const far = holdHydration("p.0")!
      screen.report([])
      jest.runAllTimers()
      expect(far.released).toBe(false)
      document.body.dispatchEvent(new Event("keydown", { bubbles: true }))
      expect(far.released).toBe(true)
      expect(farElement).not.toHaveAttribute("data-held-part")
      expect(screen.observing()).toBe(0)
    })

    it("releases every part when the app moves to another page, which then renders whole", () => {
      part("p.0")
      const screen = viewport()
      const { acceptHolds, holdHydration, releaseAll } = load()
      acceptHolds()
      const far = holdHydration("p.0")!
      screen.report([])
      releaseAll()
      expect(far.released).toBe(true)
      expect(holdHydration("p.1")).toBeNull()
    })
  })

  describe("a part hidden outside its media query", () => {
    /** A window whose width the test sets: `(min-width: 1024px)` matches from 1024 px. */
    function windowOfWidth(width: number) {
      const queries: Array<{ list: MediaQueryList; minWidth: number; listeners: Set<() => void> }> = []
      window.matchMedia = (query: string) => {
        const minWidth = Number(/min-width: (\d+)px/.exec(query)?.[1])
        const listeners = new Set<() => void>()
        const list = {
          get matches() {
            return width >= minWidth
          },
          addEventListener: (_: string, listener: () => void) => listeners.add(listener),
          removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
        } as unknown as MediaQueryList
        queries.push({ list, minWidth, listeners })
        return list
      }
      return {
        resize(to: number) {
          width = to
          queries.forEach(({ listeners }) => [...listeners].forEach((listener) => listener()))
        },
        listening: () => queries.reduce((count, { listeners }) => count + listeners.size, 0),
      }
    }
    const DESKTOP = "(min-width: 1024px)"
    const matchMedia = window.matchMedia
    afterEach(() => {
      window.matchMedia = matchMedia
    })

    it("is held like any other part while the query matches", () => {
      windowOfWidth(1280)
      const { acceptHolds, holdHydration } = load()
      acceptHolds()
      const hold = holdHydration("p.0.0", DESKTOP)!
      jest.advanceTimersByTime(1)
      expect(hold.released).toBe(true)
    })

    it("is not hydrated when idle nor at the first action while hidden, and is once the window widens", () => {
      const phone = windowOfWidth(390)
      const { acceptHolds, holdHydration, whenNearPartsHydrated } = load()
      acceptHolds()
      const loadCode = jest.fn(() => Promise.resolve())
      const hidden = holdHydration("p.0.0", DESKTOP, loadCode)!
      expect(loadCode).not.toHaveBeenCalled() // a phone never requests the hidden part's code
      const shown = holdHydration("p.1")!
      const hydrated = jest.fn()
      whenNearPartsHydrated(hydrated)
      jest.runAllTimers()
      expect(shown.released).toBe(true)
      expect(hidden.released).toBe(false)
      expect(hydrated).toHaveBeenCalledTimes(1) // the page is hydrated: the hidden part is not waited for
      document.body.dispatchEvent(new Event("pointerdown", { bubbles: true }))
      expect(hidden.released).toBe(false)
      phone.resize(800)
      expect(hidden.released).toBe(false)
      phone.resize(1024)
      expect(hidden.released).toBe(true)
      expect(phone.listening()).toBe(0)
    })

    it("does not hold the page's hydration when it is the only held part", () => {
      windowOfWidth(390)
      const { acceptHolds, holdHydration, whenNearPartsHydrated } = load()
      acceptHolds()
      holdHydration("p.0.0", DESKTOP)
      const hydrated = jest.fn()
      whenNearPartsHydrated(hydrated)
      expect(hydrated).toHaveBeenCalledTimes(1)
    })
  })
})

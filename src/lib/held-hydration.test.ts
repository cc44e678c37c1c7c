type HeldHydration = typeof import("./held-hydration")

/** A fresh copy of the module per test: its queue is module state, as it is once per page in the browser. */
function load(): HeldHydration {
  let loaded!: HeldHydration
  jest.isolateModules(() => {
    loaded = jest.requireActual<HeldHydration>("./held-hydration")
  })
  return loaded
}

/** Lets resolved holds' promise callbacks run, as they do at the end of the browser's task. */
const settle = () => Promise.resolve()

/** A pre-rendered part's element, marked as the server marks it, inside `parent` (the body by default). */
function part(id: string, parent: Element = document.body): Element {
  const element = document.createElement("section")
  element.setAttribute("data-held-part", id)
  parent.append(element)
  return element
}

/**
 * The browser's IntersectionObserver, driven by the test: `report` delivers what the browser would, for the
 * elements observed, given which are near the viewport (and which have no box at all).
 */
function viewport() {
  const observers: Array<{ callback: IntersectionObserverCallback; observed: Set<Element> }> = []
  class FakeIntersectionObserver {
    private readonly entry
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, observed: new Set<Element>() }
      observers.push(this.entry)
    }
    observe(element: Element) {
      this.entry.observed.add(element)
    }
    unobserve(element: Element) {
      this.entry.observed.delete(element)
    }
    disconnect() {
      this.entry.observed.clear()
    }
  }
  Object.assign(window, { IntersectionObserver: FakeIntersectionObserver })
  return {
    report(near: Element[], boxless: Element[] = []) {
      for (const { callback, observed } of observers) {
        const entries = [...observed].map((target) => {
          const size = boxless.includes(target) ? 0 : 100
          return {
            target,
            isIntersecting: near.includes(target),
            boundingClientRect: { width: size, height: size },
          } as unknown as IntersectionObserverEntry
        })
        if (entries.length > 0) callback(entries, {} as IntersectionObserver)
      }
    },
    observing: () => observers.reduce((count, { observed }) => count + observed.size, 0),
  }
}

describe("held hydration", () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => {
    jest.useRealTimers()
    document.body.innerHTML = ""
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver
  })

  it("holds nothing on the server, in tests or in development (no one accepted holds)", () => {
    const { holdHydration } = load()
    expect(holdHydration("p.0")).toBeNull()
  })

  it("releases near parts in document order, one per idle period, then reports the page hydrated", () => {
    ;["p.0", "p.1", "p.2"].forEach((id) => part(id))
    const { acceptHolds, holdHydration, whenNearPartsHydrated } = load()
    acceptHolds()
    // Taken out of document order (without an IntersectionObserver every part counts as near).
    const [second, third, first] = [holdHydration("p.1")!, holdHydration("p.2")!, holdHydration("p.0")!]
    const hydrated = jest.fn()
    whenNearPartsHydrated(hydrated)
    const released = () => [first, second, third].map((hold) => hold.released)
    expect(released()).toEqual([false, false, false])

    jest.advanceTimersByTime(1) // the end of the hydration task, then the first idle period
    expect(released()).toEqual([true, false, false])
    jest.advanceTimersByTime(1)
    expect(released()).toEqual([true, true, false])
    jest.advanceTimersByTime(1)
    expect(released()).toEqual([true, true, true])
    expect(hydrated).not.toHaveBeenCalled() // the last part renders in that task's microtasks
    jest.runAllTimers()
    expect(hydrated).toHaveBeenCalledTimes(1)
    expect(document.querySelectorAll("[data-held-part]")).toHaveLength(0) // released parts lose their mark
    expect(holdHydration("p.3")).toBeNull() // pages reached later render whole
  })

  it("queues the parts a released part holds by their place: before the parts that follow it", () => {
    const outerElement = part("p.0")
    part("p.0.0", outerElement)
    part("p.0.1", outerElement)
    part("p.1")
    const { acceptHolds, holdHydration } = load()
    acceptHolds()
    const order: string[] = []
    const holds = new Map([
      ["p.0", holdHydration("p.0")!],
      ["p.1", holdHydration("p.1")!],
    ])
    for (let i = 0; i < 6; i++) {
      jest.advanceTimersByTime(1)
      for (const [id, hold] of holds) {
        if (!hold.released || order.includes(id)) continue
        order.push(id)
        // As Preact does, hydrating a released part reaches the boundaries inside it.
        if (id === "p.0") ["p.0.0", "p.0.1"].forEach((inner) => holds.set(inner, holdHydration(inner)!))
      }
    }
    expect(order).toEqual(["p.0", "p.0.0", "p.0.1", "p.1"])
  })

  it("requests a part's own code as it is held, and releases the part once that code has arrived", async () => {
    part("p.0")
    const { acceptHolds, holdHydration, whenNearPartsHydrated } = load()
    acceptHolds()
    let arrive!: () => void
    const loadCode = jest.fn(() => new Promise<void>((resolve) => (arrive = resolve)))
    const hold = holdHydration("p.0", undefined, loadCode)!
    expect(loadCode).toHaveBeenCalledTimes(1)
    const hydrated = jest.fn()
    whenNearPartsHydrated(hydrated)
    jest.runAllTimers()
    expect(hold.released).toBe(false)
    expect(hydrated).not.toHaveBeenCalled()
    arrive()
    await settle()
    await settle()
    expect(hold.released).toBe(true)
    jest.runAllTimers()
    expect(hydrated).toHaveBeenCalledTimes(1)
  })

  it("treats a part whose mark is not in the page as near", () => {
    const { acceptHolds, holdHydration } = load()
    acceptHolds()
    viewport()
    const hold = holdHydration("p.9")!
    jest.advanceTimersByTime(1)
    expect(hold.released).toBe(true)
  })

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

  it("reports the page hydrated at the visitor's first action on a device that never comes idle", () => {
    part("p.0")
    const { acceptHolds, holdHydration, whenNearPartsHydrated } = load()
    Object.assign(window, { requestIdleCallback: () => 0 })
    try {
      acceptHolds()
      const hold = holdHydration("p.0")!
      const hydrated = jest.fn()
      whenNearPartsHydrated(hydrated)
      jest.runAllTimers()
      expect(hold.released).toBe(false)
      expect(hydrated).not.toHaveBeenCalled()
      document.body.dispatchEvent(new Event("pointerdown", { bubbles: true }))
      jest.runAllTimers()
      expect(hold.released).toBe(true)
      expect(hydrated).toHaveBeenCalledTimes(1)
    } finally {
      delete (window as { requestIdleCallback?: unknown }).requestIdleCallback
    }
  })

  it.each(["pointerdown", "keydown", "focusin", "click", "input"])(
    "releases every hold at once on the visitor's first %s, before the event reaches its target",
    async (type) => {
      part("p.0")
      part("p.1")
      const { acceptHolds, holdHydration } = load()
      acceptHolds()
      const holds = [holdHydration("p.0")!, holdHydration("p.1")!]
      const button = document.createElement("button")
      document.body.append(button)
      const releasedWhenTargetHeard: boolean[] = []
      button.addEventListener(type, () => releasedWhenTargetHeard.push(...holds.map((hold) => hold.released)))
      button.dispatchEvent(new Event(type, { bubbles: true }))
      expect(releasedWhenTargetHeard).toEqual([true, true])
      // What the released parts hold inside them renders at once.
      expect(holdHydration("p.0.0")).toBeNull()
      await settle()
    },
  )

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

  it("reports at once when the page held nothing", () => {
    const { acceptHolds, whenNearPartsHydrated, holdHydration } = load()
    acceptHolds()
    const hydrated = jest.fn()
    whenNearPartsHydrated(hydrated)
    expect(hydrated).toHaveBeenCalledTimes(1)
    expect(holdHydration("p.0")).toBeNull()
  })
})

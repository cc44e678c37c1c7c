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

describe("held hydration", () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it("holds nothing on the server, in tests or in development (no one accepted holds)", () => {
    const { holdHydration } = load()
    expect(holdHydration()).toBeNull()
  })

  it("releases held parts in document order, one per idle period, then reports the page hydrated", () => {
    const { acceptHolds, holdHydration, endHolding } = load()
    acceptHolds()
    const holds = [holdHydration()!, holdHydration()!, holdHydration()!]
    const hydrated = jest.fn()
    endHolding(hydrated)
    const released = () => holds.map((hold) => hold.released)
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
    expect(holdHydration()).toBeNull() // pages reached later render whole
  })

  it("queues the parts a released part holds right after it", () => {
    const { acceptHolds, holdHydration } = load()
    acceptHolds()
    const order: string[] = []
    const outer = holdHydration()!
    const last = holdHydration()!
    let inner: Array<ReturnType<typeof holdHydration>> = []
    // As Preact does, hydrating a released part reaches the boundaries inside it (synchronously here).
    const release = (name: string, hold: NonNullable<ReturnType<typeof holdHydration>>) => {
      const watch = () => {
        if (hold.released && !order.includes(name)) {
          order.push(name)
          if (name === "outer") inner = [holdHydration(), holdHydration()]
        }
      }
      return watch
    }
    const watchers = [release("outer", outer), release("last", last)]
    const tick = () => {
      jest.advanceTimersByTime(1)
      watchers.forEach((watch) => watch())
      inner.forEach((hold, index) => hold?.released && !order.includes(`inner${index}`) && order.push(`inner${index}`))
    }
    for (let i = 0; i < 6; i++) tick()
    expect(inner.every((hold) => hold !== null)).toBe(true)
    expect(order).toEqual(["outer", "inner0", "inner1", "last"])
  })

  it.each(["pointerdown", "keydown", "focusin", "click", "input"])(
    "releases every hold at once on the visitor's first %s, before the event reaches its target",
    async (type) => {
      const { acceptHolds, holdHydration } = load()
      acceptHolds()
      const holds = [holdHydration()!, holdHydration()!]
      const button = document.createElement("button")
      document.body.append(button)
      const releasedWhenTargetHeard: boolean[] = []
      button.addEventListener(type, () => releasedWhenTargetHeard.push(...holds.map((hold) => hold.released)))
      button.dispatchEvent(new Event(type, { bubbles: true }))
      expect(releasedWhenTargetHeard).toEqual([true, true])
      // What the released parts hold inside them renders at once.
      expect(holdHydration()).toBeNull()
      await settle()
      button.remove()
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
      const hold = holdHydration(DESKTOP)!
      jest.advanceTimersByTime(1)
      expect(hold.released).toBe(true)
    })

    it("is not hydrated when idle nor at the first action while hidden, and is once the window widens", () => {
      const phone = windowOfWidth(390)
      const { acceptHolds, holdHydration, endHolding } = load()
      acceptHolds()
      const hidden = holdHydration(DESKTOP)!
      const shown = holdHydration()!
      const hydrated = jest.fn()
      endHolding(hydrated)
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
      const { acceptHolds, holdHydration, endHolding } = load()
      acceptHolds()
      holdHydration(DESKTOP)
      const hydrated = jest.fn()
      endHolding(hydrated)
      expect(hydrated).toHaveBeenCalledTimes(1)
    })
  })

  it("reports at once when the page held nothing", () => {
    const { acceptHolds, endHolding, holdHydration } = load()
    acceptHolds()
    const hydrated = jest.fn()
    endHolding(hydrated)
    expect(hydrated).toHaveBeenCalledTimes(1)
    expect(holdHydration()).toBeNull()
  })
})

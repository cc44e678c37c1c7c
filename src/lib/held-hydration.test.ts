/**
 * @jest-environment jsdom
 */
import { isolateEachTest, load, part, settle, viewport } from "../../test/held-hydration"

/** Held hydration (held-hydration.ts), its queue: the order, a part's own parts and code, the first action, a page
 * that held nothing. */
describe("held hydration", () => {
  isolateEachTest()

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

  it("renders at once the parts inside one the first action released, dropping their pre-rendered marks", () => {
    const outer = part("p.0")
    part("p.0.0", outer)
    part("p.0.1", outer)
    const { acceptHolds, holdHydration } = load()
    Object.assign(window, { requestIdleCallback: () => 0 })
    try {
      acceptHolds()
      const hold = holdHydration("p.0")!
      document.body.dispatchEvent(new Event("keydown", { bubbles: true }))
      expect(hold.released).toBe(true)
      // As Preact hydrates the released part, it reaches the boundaries inside it: nothing holds them now.
      expect([holdHydration("p.0.0"), holdHydration("p.0.1")]).toEqual([null, null])
      expect(document.querySelectorAll("[data-held-part]")).toHaveLength(0)
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

  it("reports at once when the page held nothing", () => {
    const { acceptHolds, whenNearPartsHydrated, holdHydration } = load()
    acceptHolds()
    const hydrated = jest.fn()
    whenNearPartsHydrated(hydrated)
    expect(hydrated).toHaveBeenCalledTimes(1)
    expect(holdHydration("p.0")).toBeNull()
  })
})

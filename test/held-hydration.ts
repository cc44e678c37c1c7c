/** What the unit tests of src/lib/held-hydration.ts share: the module fresh per test, its parts, the viewport. */

type HeldHydration = typeof import("../src/lib/held-hydration")

/** A fresh copy of the module per test: its queue is module state, as it is once per page in the browser. */
export function load(): HeldHydration {
  let loaded!: HeldHydration
  jest.isolateModules(() => {
    loaded = jest.requireActual<HeldHydration>("../src/lib/held-hydration")
  })
  return loaded
}

/** Lets resolved holds' promise callbacks run, as they do at the end of the browser's task. */
export const settle = () => Promise.resolve()

/** A pre-rendered part's element, marked as the server marks it, inside `parent` (the body by default). */
export function part(id: string, parent: Element = document.body): Element {
  const element = document.createElement("section")
  element.setAttribute("data-held-part", id)
  parent.append(element)
  return element
}

/**
 * The browser's IntersectionObserver, driven by the test: `report` delivers what the browser would, for the
 * elements observed, given which are near the viewport (and which have no box at all).
 */
export function viewport() {
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

/** Fake timers in each test; after it, real timers, an empty page and no IntersectionObserver left behind. */
export function isolateEachTest(): void {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => {
    jest.useRealTimers()
    document.body.innerHTML = ""
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver
  })
}

import type { GatsbyBrowser } from "gatsby"

type Hydration = typeof import("./hydration")

const hydrateRoot = jest.fn()

/** A fresh copy of hydration.ts with the shell stubbed and React DOM's module counting when it is evaluated. */
function loadHydration(reactDomEvaluated: jest.Mock): Hydration {
  let hydration: Hydration | undefined
  jest.isolateModules(() => {
    jest.doMock("./browser-shell", () => ({ shellReady: Promise.resolve() }))
    jest.doMock("react-dom/client", () => {
      reactDomEvaluated()
      return { hydrateRoot }
    })
    hydration = require("./hydration")
  })
  return hydration!
}

const flushMicrotasks = () =>
  new Promise<void>((resolve) => jest.requireActual<typeof import("timers")>("timers").setImmediate(resolve))

const clientEntryArgs = {} as Parameters<NonNullable<GatsbyBrowser["onClientEntry"]>>[0]

describe("onClientEntry", () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => {
    jest.useRealTimers()
    // The module's dynamic import requires React DOM after isolateModules has returned, from the shared registry.
    jest.resetModules()
    jest.dontMock("./browser-shell")
    jest.dontMock("react-dom/client")
  })

  it("lets Gatsby go on with the page's loading only in a later task, and initialises React DOM in the task after", async () => {
    const reactDomEvaluated = jest.fn()
    const { onClientEntry } = loadHydration(reactDomEvaluated)
    const continued = jest.fn()

    const entry = onClientEntry?.(clientEntryArgs, { plugins: [] }) as unknown as Promise<void>
    void entry.then(continued)

    // Still the app's start-up task: microtasks alone do not reach Gatsby's continuation.
    await flushMicrotasks()
    expect(continued).not.toHaveBeenCalled()

    // The next task: Gatsby's continuation (the page's requests) runs; React DOM is not touched yet.
    jest.advanceTimersToNextTimer()
    await flushMicrotasks()
    expect(continued).toHaveBeenCalledTimes(1)
    expect(reactDomEvaluated).not.toHaveBeenCalled()

    // The task after: React DOM is initialised.
    jest.advanceTimersToNextTimer()
    await flushMicrotasks()
    expect(reactDomEvaluated).toHaveBeenCalledTimes(1)
  })

  it("hydrates with the React DOM it initialised, once the shell is there", async () => {
    const reactDomEvaluated = jest.fn()
    const { onClientEntry, replaceHydrateFunction } = loadHydration(reactDomEvaluated)

    void onClientEntry?.(clientEntryArgs, { plugins: [] })
    const hydrate = replaceHydrateFunction?.({ plugins: [] } as never, { plugins: [] }) as unknown as (
      element: unknown,
      container: Element,
    ) => Element
    const container = document.createElement("div")
    expect(hydrate("page", container)).toBe(container)

    for (let task = 0; task < 3; task++) {
      jest.advanceTimersToNextTimer()
      await flushMicrotasks()
    }
    expect(reactDomEvaluated).toHaveBeenCalledTimes(1)
    expect(hydrateRoot).toHaveBeenCalledWith(container, "page")
  })
})

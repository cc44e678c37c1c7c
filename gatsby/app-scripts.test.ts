/**
 * @jest-environment jsdom
 */
import { PAINT_WAIT_LIMIT_MS, appScriptsLoader, loadAppScriptsAfterFirstPaint } from "./app-scripts"

const SOURCES = ["/webpack-runtime-1a.js", "/framework-2b.js", "/app-3c.js"]

/** The tail Gatsby's scripts slice gives every page. */
const GATSBY_TAIL =
  `<script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script>` +
  `<script>window.___webpackCompilationHash="abc";</script>` +
  SOURCES.map((source) => `<script src="${source}" async></script>`).join("") +
  `<!-- slice-end id="_gatsby-scripts-1" --></body></html>`

describe("loadAppScriptsAfterFirstPaint", () => {
  it("puts one inline loader where Gatsby's entry-chunk tags were, after the inline chunk map", () => {
    const html = loadAppScriptsAfterFirstPaint(`<html><body><main>Hola</main>${GATSBY_TAIL}`)
    expect(html).not.toMatch(/<script src=/)
    expect(html).toContain(`<script>${appScriptsLoader(SOURCES)}</script><!-- slice-end`)
    expect(html.indexOf("___webpackCompilationHash")).toBeLessThan(html.indexOf(appScriptsLoader(SOURCES)))
  })

  it("leaves a page without them as it is, so a second pass changes nothing", () => {
    const once = loadAppScriptsAfterFirstPaint(`<html><body>${GATSBY_TAIL}`)
    expect(loadAppScriptsAfterFirstPaint(once)).toBe(once)
    expect(loadAppScriptsAfterFirstPaint("<html><body><p>Sin scripts</p></body></html>")).toBe(
      "<html><body><p>Sin scripts</p></body></html>",
    )
  })
})

describe("appScriptsLoader", () => {
  let paints: PerformanceEntry[]
  let frames: FrameRequestCallback[]
  let paintObservers: Array<() => void>
  let visibility: DocumentVisibilityState

  /** The browser's PerformanceObserver, as far as the loader uses it (jsdom has none). */
  class FakePerformanceObserver {
    static supportedEntryTypes = ["paint", "resource"]
    constructor(private readonly callback: () => void) {}
    observe({ type }: { type: string }) {
      if (type === "paint") paintObservers.push(this.callback)
    }
  }

  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ["performance", "requestAnimationFrame"] })
    paints = []
    frames = []
    paintObservers = []
    visibility = "visible"
    document.body.innerHTML = ""
    // jsdom records no paint: the browser's "paint" entries are given here.
    Object.defineProperty(performance, "getEntriesByType", {
      configurable: true,
      value: (type: string) => (type === "paint" ? paints : []),
    })
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => visibility })
    Object.defineProperty(window, "PerformanceObserver", {
      configurable: true,
      writable: true,
      value: FakePerformanceObserver,
    })
    jest.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => frames.push(callback))
  })

  afterEach(() => {
    jest.useRealTimers()
    jest.restoreAllMocks()
    Reflect.deleteProperty(performance, "getEntriesByType")
    Reflect.deleteProperty(document, "visibilityState")
    Reflect.deleteProperty(window, "PerformanceObserver")
  })

  const run = () => new Function(appScriptsLoader(SOURCES))()
  const added = () =>
    Array.from(document.body.querySelectorAll("script"), (script) => ({
      src: script.getAttribute("src"),
      async: script.async,
    }))
  const firstPaint = () => {
    paints = [{ name: "first-paint" } as PerformanceEntry]
    paintObservers.forEach((callback) => callback())
  }

  it("adds the scripts at once, async and in order, when the page has already painted", () => {
    paints = [{ name: "first-paint" } as PerformanceEntry]
    run()
    expect(added()).toEqual(SOURCES.map((src) => ({ src, async: true })))
    expect(paintObservers).toHaveLength(0)
  })

  it("otherwise adds them when the browser reports the first paint, and only once", () => {
    run()
    jest.advanceTimersByTime(PAINT_WAIT_LIMIT_MS - 1)
    expect(added()).toEqual([])
    firstPaint()
    expect(added().map((script) => script.src)).toEqual(SOURCES)
    firstPaint()
    jest.advanceTimersByTime(PAINT_WAIT_LIMIT_MS)
    expect(added()).toHaveLength(SOURCES.length)
    expect(frames).toHaveLength(0)
  })

  it("waits for the next frame and the task after it where paint entries are not observable", () => {
    FakePerformanceObserver.supportedEntryTypes = ["resource"]
    try {
      run()
      expect(paintObservers).toHaveLength(0)
      frames[0](0)
      expect(added()).toEqual([])
      jest.advanceTimersByTime(0)
      expect(added().map((script) => script.src)).toEqual(SOURCES)
    } finally {
      FakePerformanceObserver.supportedEntryTypes = ["paint", "resource"]
    }
  })

  it("does not wait in a background tab, which draws no frame", () => {
    visibility = "hidden"
    run()
    expect(added().map((script) => script.src)).toEqual(SOURCES)
  })

  it("does not wait for ever for a paint that does not come", () => {
    run()
    jest.advanceTimersByTime(PAINT_WAIT_LIMIT_MS - 1)
    expect(added()).toEqual([])
    jest.advanceTimersByTime(1)
    expect(added().map((script) => script.src)).toEqual(SOURCES)
    firstPaint()
    expect(added()).toHaveLength(SOURCES.length)
  })
})

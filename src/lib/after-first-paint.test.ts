import { afterFirstPaint } from "./after-first-paint"

describe("afterFirstPaint", () => {
  let paints: PerformanceEntry[]
  let frames: FrameRequestCallback[]

  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ["performance"] })
    paints = []
    frames = []
    // jsdom's performance has no entries: the browser's "paint" entries are given here.
    Object.defineProperty(performance, "getEntriesByType", {
      configurable: true,
      value: (type: string) => (type === "paint" ? paints : []),
    })
    jest.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => frames.push(callback))
  })

  afterEach(() => {
    jest.useRealTimers()
    jest.restoreAllMocks()
    Reflect.deleteProperty(performance, "getEntriesByType")
  })

  async function settled(promise: Promise<void>): Promise<boolean> {
    let done = false
    void promise.then(() => (done = true))
    await Promise.resolve()
    await Promise.resolve()
    return done
  }

  it("resolves at once when the page has already painted", async () => {
    paints = [{ name: "first-paint" } as PerformanceEntry]
    expect(await settled(afterFirstPaint())).toBe(true)
    expect(frames).toHaveLength(0)
  })

  it("otherwise waits for the next frame, and the task after it", async () => {
    const painted = afterFirstPaint()
    expect(await settled(painted)).toBe(false)
    expect(frames).toHaveLength(1)
    frames[0](0)
    expect(await settled(painted)).toBe(false)
    jest.advanceTimersByTime(0)
    expect(await settled(painted)).toBe(true)
  })

  it("does not wait for ever in a tab that draws no frame", async () => {
    const painted = afterFirstPaint(100)
    jest.advanceTimersByTime(99)
    expect(await settled(painted)).toBe(false)
    jest.advanceTimersByTime(1)
    expect(await settled(painted)).toBe(true)
  })
})

/**
 * @jest-environment jsdom
 */
export {}

type GatsbyBrowserModule = typeof import("../gatsby-browser")

/** Records when the layout's module is evaluated: the browser must not do it with the app chunk's modules. */
const evaluations: string[] = []
jest.mock("../src/components/Layout/Layout", () => {
  evaluations.push("layout")
  return { Layout: ({ children }: { children: unknown }) => children }
})

/** A fresh gatsby-browser (and held-hydration state) per test, as once per page in the browser. */
function load(): GatsbyBrowserModule {
  let loaded!: GatsbyBrowserModule
  jest.isolateModules(() => {
    loaded = jest.requireActual<GatsbyBrowserModule>("../gatsby-browser")
  })
  return loaded
}

const onClientEntry = (browser: GatsbyBrowserModule) =>
  (browser.onClientEntry as unknown as () => Promise<void> | undefined)()

/** The browser's task queue, run by the test one task at a time (with the microtasks each task ends with). */
const tasks: Array<() => void> = []
async function runNextTask() {
  tasks.shift()?.()
  await endOfTask()
}
/** The microtasks a task ends with (promise callbacks chained a few deep). */
async function endOfTask() {
  for (let i = 0; i < 10; i += 1) await Promise.resolve()
}

describe("gatsby-browser's start of a pre-rendered page", () => {
  const environment = process.env.NODE_ENV
  beforeEach(() => {
    evaluations.length = 0
    tasks.length = 0
    jest.spyOn(window, "setTimeout").mockImplementation(((task: () => void) => tasks.push(task)) as never)
    process.env.NODE_ENV = "production"
  })
  afterEach(() => {
    process.env.NODE_ENV = environment
    jest.restoreAllMocks()
  })

  it("evaluates the layout in a task of its own after the app's scripts, then starts the app in another", async () => {
    const browser = load()
    expect(evaluations).toEqual([]) // importing gatsby-browser (the app chunk's evaluation) leaves it alone
    let started = false
    void onClientEntry(browser)!.then(() => {
      started = true
    })
    await endOfTask()
    expect(evaluations).toEqual([])

    await runNextTask()
    expect(evaluations).toEqual(["layout"])
    expect(started).toBe(false)

    await runNextTask()
    expect(started).toBe(true)
    expect(evaluations).toEqual(["layout"]) // once
  })
})

import PDFDocument from "pdfkit"
import { MIN_LAST_PAGE_FILL, writeBalanced } from "./balance"
import type { WrittenDocument } from "./balance"
import { PageFlow } from "./flow"
import { MARGINS, PAGE_HEIGHT } from "./page"

const BOTTOM = PAGE_HEIGHT - MARGINS.bottom

/** A page frame on a fresh A4 document, its cursor at the top of the first page. */
function flowOf(breakBefore: number | null = null): PageFlow {
  const doc = new PDFDocument({ size: "A4", margins: MARGINS, bufferPages: true, autoFirstPage: false })
  doc.addPage()
  doc.y = MARGINS.top
  return new PageFlow(doc, doc.struct("Document"), false, breakBefore)
}

/** Writes a block of `height` points: begun by the flow, then the cursor moved past it. */
function block(flow: PageFlow, height: number, options: { chapter?: boolean } = {}): void {
  flow.begin(height, options)
  flow.doc.y += height
}

describe("a heading held for the block after it", () => {
  it("begins on the next page with its block when the two do not fit at the foot of this one", () => {
    const flow = flowOf()
    flow.doc.y = BOTTOM - 60
    const drawnOn: number[] = []
    flow.holdHeading(30, () => drawnOn.push(flow.pageIndex))
    flow.begin(40)
    expect(flow.pageIndex).toBe(1)
    expect(drawnOn).toEqual([1])
  })

  it("stays on the page with its block when both fit", () => {
    const flow = flowOf()
    flow.doc.y = BOTTOM - 80
    const drawnAt: number[] = []
    flow.holdHeading(30, () => drawnAt.push(flow.doc.y))
    flow.begin(40)
    expect(flow.pageIndex).toBe(0)
    expect(drawnAt).toEqual([BOTTOM - 80])
  })
})

describe("balancing the last page", () => {
  it("needs nothing when the last page is a third full, or when there is one page", () => {
    const one = flowOf()
    block(one, 100)
    expect(one.balancingBreak(MIN_LAST_PAGE_FILL)).toBeNull()
    const two = flowOf()
    block(two, 500)
    block(two, 300)
    expect(two.pageIndex).toBe(1)
    expect(two.balancingBreak(MIN_LAST_PAGE_FILL)).toBeNull()
  })

  it("moves the latest chapter of the page before whose move fills the last page, before a later block", () => {
    const flow = flowOf()
    block(flow, 300)
    block(flow, 150, { chapter: true }) // block 1: a chapter
    block(flow, 150) // block 2
    block(flow, 100) // block 3: on the last page, 100 points of 672
    expect(flow.pageIndex).toBe(1)
    expect(flow.lastPageFill()).toBeLessThan(MIN_LAST_PAGE_FILL)
    // Moving block 2 would be enough too, but a chapter moves with what it keeps together.
    expect(flow.balancingBreak(MIN_LAST_PAGE_FILL)).toBe(1)
  })

  it("moves the latest block whose move is enough when no chapter is, and none when the rest would not fit", () => {
    const flow = flowOf()
    block(flow, 200)
    block(flow, 200)
    block(flow, 200)
    block(flow, 100)
    expect(flow.pageIndex).toBe(1)
    expect(flow.balancingBreak(MIN_LAST_PAGE_FILL)).toBe(2)
    const long = flowOf()
    block(long, 50)
    block(long, 620)
    block(long, 100)
    expect(long.pageIndex).toBe(1)
    // Block 1 and the last page together (720 points) would not fit on one; block 0 is at the top already.
    expect(long.balancingBreak(MIN_LAST_PAGE_FILL)).toBeNull()
  })

  it("begins the chosen block on a new page in the second pass", () => {
    const flow = flowOf(1)
    block(flow, 100)
    block(flow, 100)
    expect(flow.pageIndex).toBe(1)
    expect(flow.doc.y).toBe(MARGINS.top + 100)
  })
})

describe("writeBalanced", () => {
  const written = (pages: number, lastPageFill: number, balancingBreak: number | null): WrittenDocument => ({
    bytes: Buffer.from(`${pages}-${lastPageFill}`),
    pages,
    lastPageFill,
    balancingBreak,
  })

  it("writes once when the last page is full enough, and keeps a second pass that fills it", async () => {
    const full = jest.fn(async () => written(2, 0.6, null))
    expect(await writeBalanced(full)).toEqual(written(2, 0.6, null))
    expect(full).toHaveBeenCalledTimes(1)
    const short = jest.fn(async (breakBefore: number | null) =>
      breakBefore === null ? written(2, 0.1, 7) : written(2, 0.45, null),
    )
    expect(await writeBalanced(short)).toEqual(written(2, 0.45, null))
    expect(short).toHaveBeenLastCalledWith(7)
  })

  it("keeps the first pass when the second takes another page or still ends short", async () => {
    const longer = async (breakBefore: number | null) =>
      breakBefore === null ? written(2, 0.1, 3) : written(3, 0.5, null)
    expect((await writeBalanced(longer)).pages).toBe(2)
    const stillShort = async (breakBefore: number | null) =>
      breakBefore === null ? written(2, 0.1, 3) : written(2, 0.2, null)
    expect((await writeBalanced(stillShort)).lastPageFill).toBe(0.1)
  })
})

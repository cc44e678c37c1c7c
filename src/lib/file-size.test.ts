import { formatFileSize } from "./file-size"

describe("formatFileSize", () => {
  it("rounds to whole kilobytes of 1024 bytes", () => {
    expect(formatFileSize(830 * 1024)).toBe("830 KB")
    expect(formatFileSize(148_353)).toBe("145 KB")
    expect(formatFileSize(1_000_000)).toBe("977 KB")
  })

  it("never says 0 KB", () => {
    expect(formatFileSize(10)).toBe("1 KB")
  })

  it("writes megabytes of 1024 × 1024 bytes with one decimal after a comma", () => {
    expect(formatFileSize(10_276_044)).toBe("9,8 MB")
    expect(formatFileSize(12 * 1024 * 1024)).toBe("12,0 MB")
  })

  it("reads a file one byte over the attachment's 10 MB limit as 10,0 MB, never more than the limit says", () => {
    expect(formatFileSize(10 * 1024 * 1024 + 1)).toBe("10,0 MB")
  })
})

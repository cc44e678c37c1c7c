import { formatFileSize } from "./file-size"

describe("formatFileSize", () => {
  it("rounds to whole kilobytes of 1000 bytes", () => {
    expect(formatFileSize(84_499)).toBe("84 KB")
    expect(formatFileSize(84_500)).toBe("85 KB")
    expect(formatFileSize(999_499)).toBe("999 KB")
  })

  it("never says 0 KB", () => {
    expect(formatFileSize(120)).toBe("1 KB")
  })

  it("writes megabytes with a decimal comma", () => {
    expect(formatFileSize(1_250_000)).toBe("1,3 MB")
    expect(formatFileSize(2_000_000)).toBe("2 MB")
  })
})

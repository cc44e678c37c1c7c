import { formatLongDate } from "./dates"

describe("formatLongDate", () => {
  it("writes an ISO date the way Argentines read it", () => {
    expect(formatLongDate("2026-11-01")).toBe("1 de noviembre de 2026")
    expect(formatLongDate("2025-03-15")).toBe("15 de marzo de 2025")
  })

  it("leaves anything that is not an ISO date as it is", () => {
    expect(formatLongDate("noviembre 2026")).toBe("noviembre 2026")
    expect(formatLongDate("2026-13-01")).toBe("2026-13-01")
  })
})

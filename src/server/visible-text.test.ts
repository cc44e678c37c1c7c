import { visibleControls } from "./visible-text"

describe("visibleControls", () => {
  it("writes controls and invisibles out as escapes, so a reader sees them", () => {
    expect(visibleControls("Eve\u001b[2J")).toBe("Eve\\u001b[2J")
    expect(visibleControls("ana\u200b@example.com")).toBe("ana\\u200b@example.com")
    expect(visibleControls("\ufeffAna\u00adPérez\u3164")).toBe("\\ufeffAna\\u00adPérez\\u3164")
    expect(visibleControls("x\u{e0041}\u{1d173}")).toBe("x\\u{e0041}\\u{1d173}")
    expect(visibleControls("a\u200db")).toBe("a\\u200db")
  })
  it("keeps emoji whole, Spanish as it is, and the characters asked for", () => {
    for (const text of ["👩🏽‍🔧 🏳️‍🌈 ❤️ 1️⃣ 🏴󠁧󠁢󠁳󠁣󠁴󠁿 🇦🇷", "Ñandú Güemes: ¿está?"]) expect(visibleControls(text)).toBe(text)
    expect(visibleControls("a\tb\nc", "\t")).toBe("a\tb\\u000ac")
  })
})

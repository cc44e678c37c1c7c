import { visibleControls } from "./visible-text"

describe("visibleControls", () => {
  it("writes controls and invisibles out as escapes, so a reader sees them", () => {
    expect(visibleControls("Eve\u001b[2J")).toBe("Eve\\u001b[2J")
    expect(visibleControls("ana\u200b@example.com")).toBe("ana\\u200b@example.com")
    expect(visibleControls("\ufeffAna\u00adPérez\u3164")).toBe("\\ufeffAna\\u00adPérez\\u3164")
    expect(visibleControls("x\u{e0041}\u{1d173}")).toBe("x\\u{e0041}\\u{1d173}")
    expect(visibleControls("a\u200db")).toBe("a\\u200db")
  })
  it("shows tags outside the three subdivision flags, and a selector after a digit outside a keycap", () => {
    const hidden = "\u{1F3F4}\u{E0069}\u{E0067}\u{E006E}\u{E007F}"
    expect(visibleControls(hidden)).toBe("\u{1F3F4}\\u{e0069}\\u{e0067}\\u{e006e}\\u{e007f}")
    expect(visibleControls("1\uFE0F0")).toBe("1\\ufe0f0")
    expect(visibleControls("1\uFE0F\u20E3")).toBe("1\uFE0F\u20E3")
  })
  it("keeps emoji whole, Spanish as it is, and the characters asked for", () => {
    for (const text of ["👩🏽‍🔧 🏳️‍🌈 ❤️ 1️⃣ #️⃣ 🏴󠁧󠁢󠁳󠁣󠁴󠁿 🏴󠁧󠁢󠁥󠁮󠁧󠁿 🏴󠁧󠁢󠁷󠁬󠁳󠁿 🇦🇷", "Ñandú Güemes: ¿está?"]) expect(visibleControls(text)).toBe(text)
    expect(visibleControls("a\tb\nc", "\t")).toBe("a\tb\\u000ac")
  })
})

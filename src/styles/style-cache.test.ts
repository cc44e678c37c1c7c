import { serializeStyles } from "@emotion/serialize"
import { insertStyles } from "@emotion/utils"
import { createHydratingStyleCache, SSR_STYLES_ATTRIBUTE } from "./style-cache"

describe("createHydratingStyleCache", () => {
  beforeEach(() => {
    document.head.innerHTML = `<style ${SSR_STYLES_ATTRIBUTE}="abc def">.css-abc{color:red}.css-def{color:blue}</style><title>Página</title>`
  })

  it("adopts the pre-rendered styles where they stand, without moving or compiling them again", () => {
    const ssrStyle = document.head.firstElementChild!
    const cache = createHydratingStyleCache()
    expect(cache.inserted).toMatchObject({ abc: true, def: true })
    expect(cache.sheet.tags).toEqual([ssrStyle])
    expect(document.head.firstElementChild).toBe(ssrStyle)
    expect(document.head.querySelectorAll("style")).toHaveLength(1)
  })

  it("inserts styles the page did not pre-render after the adopted ones", () => {
    const cache = createHydratingStyleCache()
    insertStyles(cache, serializeStyles([{ color: "green" }]), false)
    const styles = Array.from(document.head.querySelectorAll("style"))
    expect(styles).toHaveLength(2)
    expect(styles[0].hasAttribute(SSR_STYLES_ATTRIBUTE)).toBe(true)
    expect(styles[1].getAttribute("data-emotion")).toBe("css")
  })
})

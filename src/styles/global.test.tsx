import { render } from "@testing-library/react"
import createCache from "@emotion/cache"
import { CacheProvider } from "@emotion/react"
import { GlobalStyles } from "./global"
import { createHydratingStyleCache, SSR_STYLES_ATTRIBUTE } from "./style-cache"

/** The global styles' <style> as ssr-render.tsx writes it into <head> (its name is Emotion's hash of the styles). */
const PRERENDERED_GLOBAL_STYLE = `<style data-emotion="css-global 741cj" data-s="">*,*::before,*::after{box-sizing:border-box;}body{margin:0;}</style>`

/** A <style>'s CSS, whether Emotion wrote it as text or inserted it as rules. */
const cssOf = (style: Element) =>
  (style.textContent ?? "") +
  Array.from((style as HTMLStyleElement).sheet?.cssRules ?? [], (rule) => rule.cssText).join("")

describe("GlobalStyles", () => {
  afterEach(() => {
    document.head.innerHTML = ""
  })

  it("leaves the pre-rendered global styles where they stand in the browser, instead of moving them", () => {
    document.head.innerHTML = `${PRERENDERED_GLOBAL_STYLE}<style ${SSR_STYLES_ATTRIBUTE}="abc">.css-abc{color:red}</style><title>Vigía</title>`
    const before = Array.from(document.head.children)
    const globalStyle = before[0]

    render(
      <CacheProvider value={createHydratingStyleCache()}>
        <GlobalStyles />
      </CacheProvider>,
    )

    expect(Array.from(document.head.children)).toEqual(before)
    expect(globalStyle.getAttribute("data-emotion")).toBe("css-global 741cj")
    expect(document.head.querySelectorAll("style")).toHaveLength(2)
  })

  it("inserts the global styles itself where the page was not pre-rendered (gatsby develop)", () => {
    render(
      <CacheProvider value={createCache({ key: "css" })}>
        <GlobalStyles />
      </CacheProvider>,
    )

    const inserted = document.head.querySelectorAll('style[data-emotion="css-global"]')
    expect(inserted).toHaveLength(1)
    expect(cssOf(inserted[0])).toMatch(/box-sizing:\s*border-box/)
  })
})

/**
 * @jest-environment jsdom
 */
import styled from "@emotion/styled"
import createCache from "@emotion/cache"
import { CacheProvider } from "@emotion/react"
import { render } from "@testing-library/react"
import { EMOTION_KEY, PRE_RENDERED_STYLES_ATTRIBUTE, preRenderedStylesCache } from "./pre-rendered-styles"

const Box = styled.div({ color: "rgb(1, 2, 3)" })
const Other = styled.span({ color: "rgb(4, 5, 6)" })

/** The name Emotion gives a component's styles: its class name without the key. */
function styleName(element: JSX.Element): string {
  const { container, unmount } = render(
    <CacheProvider value={createCache({ key: EMOTION_KEY })}>{element}</CacheProvider>,
  )
  const name = container.firstElementChild!.className.replace(`${EMOTION_KEY}-`, "")
  unmount()
  document.head.innerHTML = ""
  return name
}

/** The rules Emotion inserted into <head> for a style name. */
const insertedFor = (name: string) =>
  [...document.querySelectorAll<HTMLStyleElement>("style[data-emotion]")]
    .flatMap((style) => [...(style.sheet?.cssRules ?? [])])
    .filter((rule) => rule.cssText.includes(`.${EMOTION_KEY}-${name}`))

describe("preRenderedStylesCache", () => {
  const boxName = styleName(<Box />)
  const otherName = styleName(<Other />)

  afterEach(() => {
    document.head.innerHTML = ""
  })

  it("knows the styles the page's <head> holds: a component using one inserts nothing", () => {
    document.head.innerHTML = `<style ${PRE_RENDERED_STYLES_ATTRIBUTE}="${boxName} abc">.css-${boxName}{color:rgb(1, 2, 3)}</style>`
    const cache = preRenderedStylesCache(document)
    expect(cache.inserted[boxName]).toBe(true)
    expect(cache.inserted.abc).toBe(true)

    const { container } = render(
      <CacheProvider value={cache}>
        <Box />
      </CacheProvider>,
    )
    expect(container.firstElementChild).toHaveClass(`${EMOTION_KEY}-${boxName}`)
    expect(insertedFor(boxName)).toHaveLength(0)
  })

  it("inserts a style the page does not hold, and leaves the pre-rendered <style> where the server put it", () => {
    document.head.innerHTML = `<meta charset="utf-8"><style ${PRE_RENDERED_STYLES_ATTRIBUTE}="${boxName}">.css-${boxName}{}</style><link rel="manifest" href="/m">`
    const preRendered = document.head.querySelector("style")
    render(
      <CacheProvider value={preRenderedStylesCache(document)}>
        <Other />
      </CacheProvider>,
    )
    expect(insertedFor(otherName)).toHaveLength(1)
    expect(document.head.children[1]).toBe(preRendered)
    expect(document.head.children[2]).toHaveAttribute("rel", "manifest")
  })
})

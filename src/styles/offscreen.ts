import type { CSSObject } from "@emotion/react"
import { media } from "./media"

/**
 * For a block that usually starts below the first screen (later page chapters, the footer, the sections of
 * a legal document): the browser skips its layout and paint until it nears the viewport
 * (`content-visibility: auto`), which takes about a third of the layout work off a page's first load. It stays
 * in the accessibility tree, in find-in-page and reachable by anchors. Until the block is first rendered its
 * content counts as `mobile`/`desktop` high (padding comes on top), a placeholder for the scrollbar; from
 * then on `auto` keeps its real height. The block contains its children's margins (they stop collapsing
 * through it) and clips what overflows it.
 */
export function renderNearViewport(placeholder: { mobile: string; desktop: string }): CSSObject {
  return {
    contentVisibility: "auto",
    containIntrinsicSize: `auto ${placeholder.mobile}`,
    [media.desktop]: { containIntrinsicSize: `auto ${placeholder.desktop}` },
  }
}

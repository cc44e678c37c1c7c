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
    // A height only: one length would also give the skipped block that width, widening a grid or flex parent.
    containIntrinsicSize: `none auto ${placeholder.mobile}`,
    [media.desktop]: { containIntrinsicSize: `none auto ${placeholder.desktop}` },
  }
}

/**
 * Spread on a page chapter that must render with the page instead (Layout's rule skips it): one whose height no
 * placeholder can guess, such as the finder's results (about 6,000 px on a phone unfiltered, a few hundred
 * filtered). Under a placeholder far shorter than its content, the content's boxes overlap the next chapter's
 * until the visitor scrolls near, and tools that read them then (Lighthouse's target-size audit) see overlapping
 * links.
 */
export const renderWithPage = { "data-render-with-page": "" } as const

export const RENDER_WITH_PAGE_ATTRIBUTE = Object.keys(renderWithPage)[0] as keyof typeof renderWithPage

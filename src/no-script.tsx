import type { GatsbySSR } from "gatsby"
import { FILTERS_OPEN_SCRIPT } from "./lib/finder/query"

/**
 * Without JavaScript, nothing stays collapsed: the FAQ answers are shown open, the finder's filters unfolded.
 * On /productos, a filtered address shows the finder's filters from the first paint (FILTERS_OPEN_SCRIPT).
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents, pathname }) => {
  if (pathname.replace(/\/$/, "") === "/productos") {
    setHeadComponents([<script key="finder-filters-open" dangerouslySetInnerHTML={{ __html: FILTERS_OPEN_SCRIPT }} />])
  }
  setHeadComponents([
    <noscript key="no-script-styles">
      <style>
        {"[data-faq-answer][hidden] { display: block !important; }" +
          " [data-finder-filters][data-folded] { display: grid !important; }" +
          " [data-finder-toggle] { display: none !important; }"}
      </style>
    </noscript>,
  ])
}

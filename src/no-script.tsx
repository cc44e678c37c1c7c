import type { GatsbySSR } from "gatsby"
import { FIRST_SCREEN_END_ID } from "./components/FirstScreenEnd"
import { FILTERS_OPEN_SCRIPT } from "./lib/finder/query"

/** Attributes React's types do not list yet: `blocking="render"` holds the first paint (Chrome 124+). */
const renderBlocking = { blocking: "render" }

/**
 * The first paint waits for the end of the title band (FirstScreenEnd), so a half-parsed page never shows.
 * Without JavaScript, nothing stays collapsed: the FAQ answers are shown open, the finder's filters unfolded.
 * On /productos, a filtered address shows the finder's filters from the first paint (FILTERS_OPEN_SCRIPT).
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents, pathname }) => {
  if (pathname.replace(/\/$/, "") === "/productos") {
    setHeadComponents([<script key="finder-filters-open" dangerouslySetInnerHTML={{ __html: FILTERS_OPEN_SCRIPT }} />])
  }
  setHeadComponents([
    <link key="first-screen" rel="expect" href={`#${FIRST_SCREEN_END_ID}`} {...renderBlocking} />,
    <noscript key="no-script-styles">
      <style>
        {"[data-faq-answer][hidden] { display: block !important; }" +
          " [data-finder-filters][data-folded] { display: grid !important; }" +
          " [data-finder-toggle] { display: none !important; }"}
      </style>
    </noscript>,
  ])
}

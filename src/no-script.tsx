import type { GatsbySSR } from "gatsby"

/** Without JavaScript, nothing stays collapsed: the FAQ answers are shown open, the finder's filters unfolded. */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }) => {
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

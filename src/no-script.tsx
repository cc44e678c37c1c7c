import type { GatsbySSR } from "gatsby"

/** Without JavaScript, nothing stays collapsed: the FAQ answers are shown open. */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }) => {
  setHeadComponents([
    <noscript key="no-script-styles">
      <style>{"[data-faq-answer][hidden] { display: block !important; }"}</style>
    </noscript>,
  ])
}

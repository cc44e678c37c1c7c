import type { GatsbySSR } from "gatsby"
import { Layout } from "./shell"

/** The persistent layout around every page in the pre-rendered HTML (the browser's side: browser-shell.tsx). */
export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => (
  <Layout pathname={props.location.pathname}>{element}</Layout>
)

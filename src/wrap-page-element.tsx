import type { GatsbyBrowser, GatsbySSR } from "gatsby"
import { Layout } from "./components/Layout/Layout"

/** The persistent layout around every page, in the pre-rendered HTML and in the browser alike. */
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] & GatsbySSR["wrapPageElement"] = ({
  element,
  props,
}) => <Layout pathname={props.location.pathname}>{element}</Layout>

import type { GatsbyBrowser, GatsbySSR } from "gatsby"
import { Layout } from "./components/Layout/Layout"

/** The persistent layout around every page (gatsby-browser and gatsby-ssr alike). */
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] & GatsbySSR["wrapPageElement"] = ({
  element,
  props,
}) => <Layout pathname={props.location.pathname}>{element}</Layout>

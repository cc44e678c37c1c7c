import type { GatsbySSR } from "gatsby"
import { SiteProviders } from "./shell"

/** Providers around the whole app in the pre-rendered HTML (the browser's side: browser-shell.tsx). */
export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element }) => <SiteProviders>{element}</SiteProviders>

import { onPostBootstrap } from "./gatsby/cms/admin-page"
const store = { getState: () => ({ program: { directory: process.cwd(), _: ["build"] }, config: { siteMetadata: { siteUrl: "https://www.vigiaseguridad.com.ar" } } }) }
const reporter = { info: console.log, warn: console.log }
;(onPostBootstrap as any)({ store, reporter }).then(() => console.log("admin rewritten"))

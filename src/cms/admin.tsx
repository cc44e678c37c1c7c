import content from "vigia:content-snapshot"
import { CMS_FORMAT, formatJson } from "./json-format"
import { sitePreview } from "./previews/frame"
import { drawCategory, drawLine, drawSite } from "./previews/templates"

/** What this page uses of the object Decap CMS's bundle puts on `window`. */
interface DecapCms {
  registerCustomFormat: (
    name: string,
    extension: string,
    formatter: { fromFile: (text: string) => unknown; toFile: (data: unknown) => string },
  ) => void
  registerPreviewTemplate: (name: string, component: unknown) => void
  registerPreviewStyle: (url: string) => void
  init: () => void
}

declare global {
  interface Window {
    CMS_MANUAL_INIT?: boolean
    CMS?: DecapCms
  }
}

/** The site's global styles, written beside this script by the build (gatsby/cms/admin-script.ts). */
const SITE_STYLES = document.currentScript?.getAttribute("data-site-styles")

/**
 * The /admin page's script, loaded before Decap CMS's bundle (gatsby/cms/admin-page.ts): Decap waits for
 * `CMS.init()`, so the JSON format is registered before the configuration that names it is checked.
 */
window.CMS_MANUAL_INIT = true

window.addEventListener("DOMContentLoaded", () => {
  const cms = window.CMS
  if (!cms) throw new Error("Decap CMS did not load")
  cms.registerCustomFormat(CMS_FORMAT, "json", {
    fromFile: (text) => JSON.parse(text),
    toFile: (data) => formatJson(data),
  })
  if (SITE_STYLES) cms.registerPreviewStyle(SITE_STYLES)
  // Previews named after the collection (folders) or the file (singletons) of gatsby/cms/config.ts.
  cms.registerPreviewTemplate("site", sitePreview(content, drawSite))
  cms.registerPreviewTemplate("equipment-lines", sitePreview(content, drawLine))
  cms.registerPreviewTemplate("categories", sitePreview(content, drawCategory))
  cms.init()
})

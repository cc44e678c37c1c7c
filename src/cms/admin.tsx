import snapshot from "vigia:content-snapshot"
import type { SiteFacts } from "../lib/facts"
import { CMS_FORMAT, readContentJson, writeContentJson } from "./json-format"
import { ES_AR } from "./locale-es-ar"
import type { Phrases } from "./locale-es-ar"
import { showFirstError } from "./refusals"
import { registerWidgets } from "./widgets"
import type { WidgetRegistry } from "./widgets"
import { sitePreview } from "./previews/frame"
import { drawCategory, drawIndustry, drawLine, drawSite } from "./previews/templates"

/** What this page uses of the object Decap CMS's bundle puts on `window`. */
interface DecapCms extends WidgetRegistry {
  registerCustomFormat: (
    name: string,
    extension: string,
    formatter: { fromFile: (text: string) => unknown; toFile: (data: unknown, sortedKeys?: string[]) => string },
  ) => void
  registerPreviewTemplate: (name: string, component: unknown) => void
  registerPreviewStyle: (url: string) => void
  registerLocale: (name: string, phrases: Phrases) => void
  getLocale: (name: string) => Phrases | undefined
  init: () => void
}

declare global {
  interface Window {
    CMS_MANUAL_INIT?: boolean
    CMS?: DecapCms
  }
}

const { content, keyOrders } = snapshot

/** `additions` laid over `phrases`, group by group: Decap's Spanish where ours has no phrase (none today). */
function withAdditions(phrases: Phrases, additions: Phrases): Phrases {
  const merged: Phrases = { ...phrases }
  for (const [key, value] of Object.entries(additions)) {
    const current = merged[key]
    merged[key] = typeof value === "string" || typeof current !== "object" ? value : withAdditions(current, value)
  }
  return merged
}

/** A file's key order, found by its top-level fields (the names Decap passes, in the configuration's order). */
const orderByFields = new Map(keyOrders.map((order) => [order.map((field) => field.name).join(","), order]))

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
    fromFile: readContentJson,
    toFile: (data, sortedKeys = []) => writeContentJson(data, orderByFields.get(sortedKeys.join(",")) ?? []),
  })
  cms.registerLocale("es", withAdditions(cms.getLocale("es") ?? {}, ES_AR))
  registerWidgets(cms, content.siteJson as SiteFacts)
  showFirstError(document)
  if (SITE_STYLES) cms.registerPreviewStyle(SITE_STYLES)
  // Previews named after the collection (folders) or the file (singletons) of gatsby/cms/config.ts.
  cms.registerPreviewTemplate("site", sitePreview(content, drawSite))
  cms.registerPreviewTemplate("equipment-lines", sitePreview(content, drawLine))
  cms.registerPreviewTemplate("categories", sitePreview(content, drawCategory))
  cms.registerPreviewTemplate("industries", sitePreview(content, drawIndustry))
  cms.init()
})

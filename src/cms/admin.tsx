import snapshot from "vigia:content-snapshot"
import { CMS_FORMAT, formatJson, inSchemaOrder } from "./json-format"
import { sitePreview } from "./previews/frame"
import { drawCategory, drawIndustry, drawLine, drawSite } from "./previews/templates"

/** What this page uses of the object Decap CMS's bundle puts on `window`. */
interface DecapCms {
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

interface Phrases {
  [key: string]: string | Phrases
}

/**
 * Decap's Spanish lacks a few of its English phrases (a list's "Add %{item}", a group's "Expand", the media
 * library's "Copy Name"): an office editor reads them in Spanish too.
 */
const SPANISH_ADDITIONS: Phrases = {
  mediaLibrary: {
    mediaLibraryCard: {
      copy: "Copiar",
      copyUrl: "Copiar URL",
      copyPath: "Copiar ruta",
      copyName: "Copiar nombre",
      copied: "Copiado",
    },
  },
  editor: {
    editorWidgets: {
      list: { add: "Agregar %{item}", addType: "Agregar %{item}" },
      object: { expand: "Mostrar", collapse: "Ocultar" },
    },
  },
}

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

/**
 * A file as Decap reads it: a `null` (an optional field left empty, as `"coordinates": null`) is read as absent,
 * since Decap would check the empty group's numbers against their range. The site reads both alike.
 */
function readFile(text: string): unknown {
  return JSON.parse(text, (_key, value: unknown) => (value === null ? undefined : value))
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
    fromFile: readFile,
    toFile: (data, sortedKeys = []) => formatJson(inSchemaOrder(data, orderByFields.get(sortedKeys.join(",")) ?? [])),
  })
  cms.registerLocale("es", withAdditions(cms.getLocale("es") ?? {}, SPANISH_ADDITIONS))
  if (SITE_STYLES) cms.registerPreviewStyle(SITE_STYLES)
  // Previews named after the collection (folders) or the file (singletons) of gatsby/cms/config.ts.
  cms.registerPreviewTemplate("site", sitePreview(content, drawSite))
  cms.registerPreviewTemplate("equipment-lines", sitePreview(content, drawLine))
  cms.registerPreviewTemplate("categories", sitePreview(content, drawCategory))
  cms.registerPreviewTemplate("industries", sitePreview(content, drawIndustry))
  cms.init()
})

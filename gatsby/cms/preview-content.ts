import fs from "fs"
import path from "path"
import { contentDirectory, FOLDER_COLLECTIONS, readCollection } from "../content-collections"
import { contentTypeName } from "../content-type-name"
import { withFacts } from "../../src/lib/facts"
import type { SiteFacts } from "../../src/lib/facts"

function camel(typeName: string): string {
  return typeName[0].toLowerCase() + typeName.slice(1)
}

/**
 * Every content file as the site's queries name it (`siteJson`, `allEquipmentLinesJson.nodes`, …): the snapshot
 * the CMS's previews start from, bundled into the admin script at build time.
 */
export function previewContent(siteUrl: string, directory = contentDirectory()): Record<string, unknown> {
  const data: Record<string, unknown> = {
    site: { siteMetadata: { siteUrl }, buildTime: String(new Date().getFullYear()) },
  }
  for (const file of fs.readdirSync(directory).filter((name) => name.endsWith(".json"))) {
    const type = contentTypeName({ node: { name: path.basename(file, ".json") } })
    const value: unknown = JSON.parse(fs.readFileSync(path.join(directory, file), "utf8"))
    data[Array.isArray(value) ? `all${type}` : camel(type)] = Array.isArray(value) ? { nodes: value } : value
  }
  for (const folder of FOLDER_COLLECTIONS) {
    const type = contentTypeName({ node: { name: folder, relativeDirectory: folder } })
    data[`all${type}`] = { nodes: readCollection(folder, directory) }
  }
  // The company's facts filled in, as GraphQL fills them for the pages (site.json's own left as written).
  const site = data.siteJson as SiteFacts
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [key, key === "siteJson" ? value : withFacts(value, site)]),
  )
}

import crypto from "crypto"
import fs from "fs"
import path from "path"
import type { GatsbyNode } from "gatsby"
import { FINDER_INDEX_VERSION, finderText } from "../src/lib/finder/search"
import type { FinderEntry, FinderIndex } from "../src/lib/finder/search"

/** A line as the index query reads it. */
export interface IndexedLine {
  slug: string
  name: string
  summary: string
  category: string
  categoryEntry: { name: string } | null
  modes: string[]
  hazards: string[]
  hazardList: Array<{ name: string }> | null
  /** Slugs of content/industries.json: the industries the line serves. */
  industries: string[]
  industryList: Array<{ name: string }> | null
  specs: Array<{ label: string; value: string }>
  standards: Array<{ code: string; scope: string }>
}

interface FinderIndexData {
  allEquipmentLinesJson: { nodes: IndexedLine[] }
  equipmentJson: { modes: Array<{ value: string; label: string }> } | null
}

/** The page the finder is on; its page context receives the index's address. */
export const FINDER_PAGE = "/productos"

/** The index's folder under public/: /static/ is served with a year of cache (its names carry a hash). */
const INDEX_FOLDER = "static"

/** The finder's entry for one line: its facets and every text a visitor may search it by. */
export function finderEntry(line: IndexedLine, modeLabels: ReadonlyMap<string, string>): FinderEntry {
  return {
    slug: line.slug,
    category: line.category,
    modes: line.modes,
    hazards: line.hazards,
    industries: line.industries,
    text: finderText([
      // The slug too: editors name a line by the words buyers use ("detectores-multigas").
      line.slug,
      line.name,
      line.summary,
      line.categoryEntry?.name ?? "",
      ...line.modes.map((mode) => modeLabels.get(mode) ?? mode),
      ...(line.hazardList ?? []).map((hazard) => hazard.name),
      ...(line.industryList ?? []).map((industry) => industry.name),
      ...line.specs.flatMap((spec) => [spec.label, spec.value]),
      ...line.standards.flatMap((standard) => [standard.code, standard.scope]),
    ]),
  }
}

/** The index file's name: its content's hash, so it is cached for a year and a new build never reads an old one. */
export function finderIndexFileName(json: string): string {
  return `finder-index-${crypto.createHash("sha256").update(json).digest("hex").slice(0, 20)}.json`
}

let indexUrl: string | null = null

/**
 * Writes the finder's index (every line's facets and folded search text) to public/static/ from the GraphQL
 * layer, and returns its address. /productos reads the address from its page context and fetches the file only
 * when the finder is first used.
 */
export async function createFinderIndex({
  graphql,
  reporter,
  store,
}: Parameters<NonNullable<GatsbyNode["createPages"]>>[0]): Promise<void> {
  const result = await graphql<FinderIndexData>(`
    query FinderIndex {
      allEquipmentLinesJson(sort: { order: ASC }) {
        nodes {
          slug
          name
          summary
          category
          categoryEntry {
            name
          }
          modes
          hazards
          hazardList {
            name
          }
          industries
          industryList {
            name
          }
          specs {
            label
            value
          }
          standards {
            code
            scope
          }
        }
      }
      equipmentJson {
        modes {
          value
          label
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query the equipment lines for the finder's index", result.errors)
    return
  }
  const modeLabels = new Map((result.data.equipmentJson?.modes ?? []).map((mode) => [mode.value, mode.label]))
  const index: FinderIndex = {
    version: FINDER_INDEX_VERSION,
    lines: result.data.allEquipmentLinesJson.nodes.map((line) => finderEntry(line, modeLabels)),
  }
  const json = JSON.stringify(index)
  const fileName = finderIndexFileName(json)
  const folder = path.join(store.getState().program.directory, "public", INDEX_FOLDER)
  fs.mkdirSync(folder, { recursive: true })
  fs.writeFileSync(path.join(folder, fileName), json)
  indexUrl = `/${INDEX_FOLDER}/${fileName}`
  reporter.info(`Finder index: ${index.lines.length} lines, ${json.length} bytes at ${indexUrl}`)
}

/** /productos (made from src/pages after createPages) gets the index's address in its page context. */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  if (page.path !== FINDER_PAGE || !indexUrl || page.context?.finderIndexUrl === indexUrl) return
  actions.deletePage(page)
  actions.createPage({ ...page, context: { ...page.context, finderIndexUrl: indexUrl } })
}

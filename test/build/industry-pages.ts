import { industryPath, linePath } from "../../src/lib/page-paths"
import type { BuiltPage } from "./built-site"

/** An industry as content gives it (content/industries/<slug>.json), and a line with the industries it serves. */
export interface IndustryEntry {
  slug: string
  name: string
}
export interface LineEntry {
  slug: string
  category: string
  industries: readonly string[]
}

/** What an industry's page must show (issue #53). */
export const MIN_HAZARDS = 3
const SURVEY = "relevamiento"

const ids = (page: BuiltPage, selector: string) => Array.from(page.document.querySelectorAll(selector))

/** The ItemList of the page's CollectionPage: the URLs of its items, in their order. */
function itemListUrls(page: BuiltPage): string[] | null {
  for (const script of ids(page, 'script[type="application/ld+json"]')) {
    const blocks = [JSON.parse(script.textContent ?? "null")].flat() as Array<Record<string, unknown>>
    const collection = blocks.find((block) => block["@type"] === "CollectionPage")
    const list = collection?.mainEntity as { "@type"?: string; itemListElement?: Array<{ url: string }> } | undefined
    if (list?.["@type"] === "ItemList") return (list.itemListElement ?? []).map((item) => new URL(item.url).pathname)
  }
  return null
}

/**
 * The industries' pages as the build wrote them: every industry served by a line and every industry a line names
 * with a page; each page with its hazards, every task with lines of the industry only (its lines are the lines'
 * own relation, never a list of the task's), its one primary action opening the survey request about the
 * industry, and its JSON-LD listing the industry's lines. `pageOf` reads a built route (null when not built).
 */
export function checkIndustryPages(
  industries: readonly IndustryEntry[],
  lines: readonly LineEntry[],
  pageOf: (route: string) => BuiltPage | null,
): string[] {
  const problems: string[] = []
  const known = new Set(industries.map((industry) => industry.slug))
  for (const line of lines) {
    for (const slug of line.industries) {
      if (!known.has(slug) || !pageOf(industryPath(slug))) {
        problems.push(`line ${line.slug} names the industry "${slug}", which has no page`)
      }
    }
  }
  for (const industry of industries) {
    const route = industryPath(industry.slug)
    const serving = lines.filter((line) => line.industries.includes(industry.slug))
    if (serving.length === 0) problems.push(`${route}: no line names the industry ${industry.slug}`)
    const page = pageOf(route)
    if (!page) {
      problems.push(`${route}: not built`)
      continue
    }
    const hazards = ids(page, '[aria-labelledby="industria-riesgos"] h3').length
    if (hazards < MIN_HAZARDS) problems.push(`${route}: ${hazards} hazards, fewer than ${MIN_HAZARDS}`)
    const own = new Set(serving.map((line) => linePath(line.category, line.slug)))
    const tasks = ids(page, '[aria-labelledby="industria-tareas"] article')
    if (tasks.length === 0) problems.push(`${route}: no task`)
    for (const task of tasks) {
      const name = task.querySelector("h3")?.textContent ?? "?"
      const shown = Array.from(task.querySelectorAll("a[href]")).map((link) => link.getAttribute("href")!)
      if (shown.length === 0) problems.push(`${route}: the task «${name}» lists no line`)
      for (const href of shown.filter((target) => !own.has(target))) {
        problems.push(`${route}: the task «${name}» lists ${href}, a line that does not serve ${industry.slug}`)
      }
    }
    const survey = `${route}?solicitud=${SURVEY}&producto=${industry.slug}`
    const band = page.document.querySelector("main h1")?.parentElement
    const actions = Array.from(band?.querySelectorAll("a[href], button") ?? [])
    if (actions.length !== 1 || actions[0].getAttribute("href") !== survey) {
      problems.push(`${route}: the title band's one action should open ${survey}`)
    }
    const listed = itemListUrls(page)
    const expected = serving.map((line) => linePath(line.category, line.slug))
    if (JSON.stringify(listed) !== JSON.stringify(expected)) {
      problems.push(`${route}: the JSON-LD's ItemList lists ${JSON.stringify(listed)}, not the industry's lines`)
    }
  }
  return problems
}

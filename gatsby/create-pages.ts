import path from "path"
import type { GatsbyNode } from "gatsby"
import { categoryPath, industryPath, legalPath, linePath, lineSheetSlug } from "../src/lib/page-paths"

interface PagesFromContent {
  allCategoriesJson: { nodes: Array<{ id: string; slug: string }> }
  allLegalJson: { nodes: Array<{ id: string; slug: string }> }
  allEquipmentLinesJson: { nodes: Array<{ id: string; slug: string; category: string }> }
  allIndustriesJson: { nodes: Array<{ id: string; slug: string; lines: Array<{ slug: string }> | null }> }
}

export const CATEGORY_TEMPLATE = path.resolve(__dirname, "../src/templates/category.tsx")
export const LEGAL_TEMPLATE = path.resolve(__dirname, "../src/templates/legal-document.tsx")
export const LINE_TEMPLATE = path.resolve(__dirname, "../src/templates/equipment-line.tsx")
export const INDUSTRY_TEMPLATE = path.resolve(__dirname, "../src/templates/industry.tsx")

/** An industry no line serves: its page would offer nothing to ask for (content/industries, the lines' `industries`). */
export function industriesWithoutLines(industries: PagesFromContent["allIndustriesJson"]["nodes"]): string[] {
  return industries
    .filter((industry) => !industry.lines?.length)
    .map(
      (industry) =>
        `content/industries/${industry.slug}.json: no equipment line names "${industry.slug}" in its industries`,
    )
}

/**
 * Pages made from content: one per category, equipment line, industry and legal document. Only ids
 * and paths are queried here; each template re-queries its page's content by `$id` (a line's page also
 * gets the slug of its "Ficha técnica" PDF, whose DocumentFile node it queries by `$sheet`).
 */
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<PagesFromContent>(`
    query PagesFromContent {
      allCategoriesJson(sort: { order: ASC }) {
        nodes {
          id
          slug
        }
      }
      allLegalJson(sort: { order: ASC }) {
        nodes {
          id
          slug
        }
      }
      allEquipmentLinesJson(sort: { order: ASC }) {
        nodes {
          id
          slug
          category
        }
      }
      allIndustriesJson(sort: { order: ASC }) {
        nodes {
          id
          slug
          lines {
            slug
          }
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query the content that pages are made from", result.errors)
    return
  }
  for (const category of result.data.allCategoriesJson.nodes) {
    actions.createPage({
      path: categoryPath(category.slug),
      component: CATEGORY_TEMPLATE,
      context: { id: category.id },
    })
  }
  for (const line of result.data.allEquipmentLinesJson.nodes) {
    actions.createPage({
      path: linePath(line.category, line.slug),
      component: LINE_TEMPLATE,
      context: { id: line.id, sheet: lineSheetSlug(line.slug) },
    })
  }
  const withoutLines = industriesWithoutLines(result.data.allIndustriesJson.nodes)
  if (withoutLines.length > 0) {
    reporter.panicOnBuild(`Every industry needs an equipment line:\n${withoutLines.join("\n")}`)
    return
  }
  for (const industry of result.data.allIndustriesJson.nodes) {
    actions.createPage({
      path: industryPath(industry.slug),
      component: INDUSTRY_TEMPLATE,
      context: { id: industry.id },
    })
  }
  for (const document of result.data.allLegalJson.nodes) {
    actions.createPage({ path: legalPath(document.slug), component: LEGAL_TEMPLATE, context: { id: document.id } })
  }
}

import path from "path"
import type { GatsbyNode } from "gatsby"
import { categoryPath, legalPath } from "../src/lib/page-paths"

interface PagesFromContent {
  allCategoriesJson: { nodes: Array<{ id: string; slug: string }> }
  allLegalJson: { nodes: Array<{ id: string; slug: string }> }
}

export const CATEGORY_TEMPLATE = path.resolve(__dirname, "../src/templates/category.tsx")
export const LEGAL_TEMPLATE = path.resolve(__dirname, "../src/templates/legal-document.tsx")

/**
 * Pages made from content: one per category and one per legal document. Only ids and paths are queried
 * here; each template re-queries its page's content by `$id`.
 */
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<PagesFromContent>(`
    query PagesFromContent {
      allCategoriesJson {
        nodes {
          id
          slug
        }
      }
      allLegalJson {
        nodes {
          id
          slug
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
  for (const document of result.data.allLegalJson.nodes) {
    actions.createPage({ path: legalPath(document.slug), component: LEGAL_TEMPLATE, context: { id: document.id } })
  }
}

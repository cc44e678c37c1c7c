import { graphql, useStaticQuery } from "gatsby"

/**
 * The names and slugs that options and links are made from, in their order: categories, rental offers,
 * services and equipment lines. One static query shared by the chat's generated options and the quote list's
 * links, so Gatsby fetches it once (it loads every static query a page's modules can reach, lazy chunks included).
 */
export function useContentOptions() {
  return useStaticQuery<Queries.UseContentOptionsQuery>(graphql`
    query UseContentOptions {
      allCategoriesJson(sort: { order: ASC }) {
        nodes {
          slug
          name
        }
      }
      rentalJson {
        offers {
          slug
          title
        }
      }
      servicesJson {
        services {
          slug
          title
        }
      }
      allEquipmentLinesJson(sort: { order: ASC }) {
        nodes {
          slug
          name
          category
        }
      }
    }
  `)
}

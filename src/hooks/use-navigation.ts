import { graphql, useStaticQuery } from "gatsby"

/** The main menu (content/navigation.json), in file order. */
export function useNavigation() {
  const data = useStaticQuery<Queries.UseNavigationQuery>(graphql`
    query UseNavigation {
      allNavigationJson {
        nodes {
          name
          path
          subItems {
            name
            path
          }
        }
      }
    }
  `)
  return data.allNavigationJson.nodes
}

export type NavigationEntry = ReturnType<typeof useNavigation>[number]

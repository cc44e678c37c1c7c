import { graphql, useStaticQuery } from "gatsby"

/** Footer columns and labels (content/footer.json). */
export function useFooter() {
  const data = useStaticQuery<Queries.UseFooterQuery>(graphql`
    query UseFooter {
      footerJson {
        navigation {
          title
          links {
            name
            path
          }
        }
        contact {
          title
          whatsappLabel
        }
        legal {
          title
          links {
            name
            path
          }
        }
        socialHeading
        copyright
      }
    }
  `)
  if (!data.footerJson) throw new Error("content/footer.json is required")
  return data.footerJson
}

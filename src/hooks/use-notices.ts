import { graphql, useStaticQuery } from "gatsby"
import { required } from "../lib/required"

/** Toast messages that are content (content/notices.json). */
export function useNotices() {
  const data = useStaticQuery<Queries.UseNoticesQuery>(graphql`
    query UseNotices {
      noticesJson {
        unavailable {
          title
          description
        }
      }
    }
  `)
  return required(data.noticesJson, "content/notices.json")
}

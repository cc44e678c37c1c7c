import { graphql, useStaticQuery } from "gatsby"

/** The closing call-to-action's copy (content/cta.json). */
export function useCta() {
  const data = useStaticQuery<Queries.UseCtaQuery>(graphql`
    query UseCta {
      ctaJson {
        title
        text
        whatsappLabel
        contactLabel
      }
    }
  `)
  if (!data.ctaJson) throw new Error("content/cta.json is required")
  return data.ctaJson
}

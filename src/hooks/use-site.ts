import { graphql, useStaticQuery } from "gatsby"

/** The company's details (content/site.json) and the site's canonical origin. */
export function useSite() {
  const data = useStaticQuery<Queries.UseSiteQuery>(graphql`
    query UseSite {
      site {
        siteMetadata {
          siteUrl
        }
      }
      siteJson {
        name
        shortName
        legalName
        description
        tagline
        email
        phone
        whatsappNumber
        whatsappMessage
        address
        city
        region
        country
        businessHours
        openingHours {
          dayOfWeek
          opens
          closes
        }
        disclaimer
        socials {
          network
          label
          url
        }
      }
    }
  `)
  const siteUrl = data.site?.siteMetadata?.siteUrl
  if (!data.siteJson || !siteUrl) {
    throw new Error("content/site.json and siteMetadata.siteUrl are required")
  }
  return { ...data.siteJson, siteUrl }
}

export type SiteDetails = ReturnType<typeof useSite>

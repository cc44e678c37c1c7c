import { graphql } from "gatsby"

/** The fields an OfferingCard shows; every page that lists offerings spreads this fragment. */
export const offeringFields = graphql`
  fragment OfferingFields on Offering {
    slug
    title
    icon
    text
    features
    actions {
      label
      kind
      request
      interest
      path
      request
    }
  }
`

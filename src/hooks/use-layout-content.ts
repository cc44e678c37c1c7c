import { graphql, useStaticQuery } from "gatsby"

/**
 * The content the layout shows on every page, in one static query: the company's details, the menus, the
 * footer, the closing call-to-action, the interface's own words, the chat launcher's labels, the quote list's
 * badge and buttons, and the build's year.
 * Gatsby fetches one JSON file per static query when a page first loads, so one query is one request
 * instead of seven. The hooks named after each content file (useSite, useNavigation, useFooter, ...) read
 * their part of it.
 */
export function useLayoutContent() {
  return useStaticQuery<Queries.LayoutContentQuery>(graphql`
    query LayoutContent {
      site {
        siteMetadata {
          siteUrl
        }
        buildTime(formatString: "YYYY")
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
        streetAddress
        postalCode
        coordinates {
          latitude
          longitude
        }
        cuit
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
      allNavigationJson(sort: { order: ASC }) {
        nodes {
          name
          path
          subItems {
            name
            path
          }
        }
      }
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
      ctaJson {
        title
        text
        whatsappLabel
        contactLabel
      }
      interfaceJson {
        skipToContent
        newTabHint
        desktopMenuLabel
        mobileMenuLabel
        openMenuLabel
        closeMenuLabel
        contactButtonLabel
        breadcrumbsLabel
        notificationsLabel
        closeNotificationLabel
        lastUpdatedLabel
        contentsLabel
        contactDetails {
          emailLabel
          phoneLabel
          whatsappLabel
          addressLabel
          hoursLabel
          cuitLabel
        }
      }
      chatJson {
        launcherLabel
        launcherOpenLabel
      }
      quoteListJson {
        buttonLabel
        badgeLabel
        menuEntryLabel
        countOne
        countMany
        countNone
        addLabel
        addedLabel
        addedAnnouncement
        fullLabel
      }
    }
  `)
}

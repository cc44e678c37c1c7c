import { toE164 } from "./contact-links"

export interface OrganizationFacts {
  name: string
  legalName: string
  description: string
  email: string
  phone: string
  city: string
  region: string
  country: string
  streetAddress?: string | null
  postalCode?: string | null
  coordinates?: { latitude: number; longitude: number } | null
  cuit?: string | null
  siteUrl: string
  socials: ReadonlyArray<{ url?: string | null }>
  openingHours: { dayOfWeek: readonly string[]; opens: string; closes: string }
}

/** Schema.org LocalBusiness for the home page: who the company is, where, when and how to reach it. */
export function organizationJsonLd(facts: OrganizationFacts) {
  const origin = facts.siteUrl.replace(/\/+$/, "")
  const telephone = toE164(facts.phone)
  const streetAddress = facts.streetAddress?.trim()
  const postalCode = facts.postalCode?.trim()
  const taxID = facts.cuit?.trim()
  const sameAs = facts.socials.map((social) => social.url).filter((url): url is string => Boolean(url))
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": `${origin}/#organizacion`,
    name: facts.name,
    legalName: facts.legalName,
    description: facts.description,
    url: `${origin}/`,
    logo: `${origin}/images/icon-512.png`,
    image: `${origin}/images/og-image.png`,
    email: facts.email,
    telephone,
    address: {
      "@type": "PostalAddress",
      ...(streetAddress ? { streetAddress } : {}),
      ...(postalCode ? { postalCode } : {}),
      addressLocality: facts.city,
      addressRegion: facts.region,
      addressCountry: facts.country,
    },
    ...(streetAddress && facts.coordinates
      ? {
          geo: {
            "@type": "GeoCoordinates",
            latitude: facts.coordinates.latitude,
            longitude: facts.coordinates.longitude,
          },
        }
      : {}),
    ...(taxID ? { taxID } : {}),
    areaServed: { "@type": "Country", name: "Argentina" },
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: facts.openingHours.dayOfWeek,
        opens: facts.openingHours.opens,
        closes: facts.openingHours.closes,
      },
    ],
    contactPoint: [
      {
        "@type": "ContactPoint",
        contactType: "sales",
        telephone,
        email: facts.email,
        areaServed: "AR",
        availableLanguage: ["es"],
      },
    ],
    ...(sameAs.length > 0 ? { sameAs } : {}),
  }
}

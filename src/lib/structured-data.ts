import { breadcrumbJsonLd } from "./breadcrumbs"
import type { Crumb } from "./breadcrumbs"
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

export interface ProductFacts {
  name: string
  description: string
  /** The category's name. */
  category: string
  /** The page's route, e.g. /productos/deteccion-de-gases/detectores-multigas. */
  path: string
  /** The route of its image (the line's Open Graph PNG). */
  imagePath: string
  /** The company (content/site.json), as the brand that offers it. */
  brandName: string
  siteUrl: string
}

/**
 * Schema.org Product for an equipment line's page. No offers, price, rating or SKU: a line is a kind of
 * equipment, not a model with a price list, and nothing here may be invented.
 */
export function productJsonLd(facts: ProductFacts) {
  const origin = facts.siteUrl.replace(/\/+$/, "")
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: facts.name,
    description: facts.description,
    category: facts.category,
    image: `${origin}${facts.imagePath}`,
    url: `${origin}${facts.path}`,
    brand: { "@type": "Brand", name: facts.brandName },
  }
}

/**
 * The BreadcrumbList of a page in the catalogue: its three levels (Productos › category › line), without
 * the home page the visible trail starts with (docs/decisions.md).
 */
export function catalogBreadcrumbJsonLd(trail: readonly Crumb[], siteUrl: string) {
  return breadcrumbJsonLd(
    trail.filter((crumb) => crumb.path !== "/"),
    siteUrl,
  )
}

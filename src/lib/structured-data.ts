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
    "@id": companyId(facts.siteUrl),
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

export interface LinePageFacts {
  /** The line's name and summary, as its page shows them. */
  name: string
  description: string
  /** The page's route, e.g. /productos/deteccion-de-gases/detectores-multigas. */
  path: string
  /** The route of its image (the line's Open Graph PNG, 1200 × 630). */
  imagePath: string
  /** Its category's page: the collection the line belongs to. */
  category: { name: string; path: string }
  /** The company (content/site.json): who publishes the page and sells, rents and services the line. */
  company: { name: string }
  siteUrl: string
}

/** The company's node, as the home page's LocalBusiness names it (`@id`), for other pages to refer to. */
export function companyId(siteUrl: string): string {
  return `${siteUrl.replace(/\/+$/, "")}/#organizacion`
}

/**
 * Schema.org for an equipment line's page: an ItemPage about the line, published by the company. Not a Product: a
 * line is a kind of equipment, not a model with a price, and Google's product snippet requires an offer, a review
 * or a rating that content does not have (nothing here may be invented); nor a brand, since content names no maker.
 */
export function linePageJsonLd(facts: LinePageFacts) {
  const origin = facts.siteUrl.replace(/\/+$/, "")
  const url = `${origin}${facts.path}`
  const image = `${origin}${facts.imagePath}`
  return {
    "@context": "https://schema.org",
    "@type": "ItemPage",
    "@id": `${url}#pagina`,
    url,
    name: facts.name,
    description: facts.description,
    inLanguage: "es-AR",
    primaryImageOfPage: { "@type": "ImageObject", url: image, width: 1200, height: 630 },
    about: { "@type": "Thing", name: facts.name, description: facts.description, image },
    isPartOf: { "@type": "CollectionPage", name: facts.category.name, url: `${origin}${facts.category.path}` },
    publisher: {
      "@type": "Organization",
      "@id": companyId(facts.siteUrl),
      name: facts.company.name,
      url: `${origin}/`,
    },
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

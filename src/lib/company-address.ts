// The address and social profiles as the footer shows them, apart from the map's URLs (company-location.ts):
// the footer is on every page's first load, the map only on /contacto.

/** The company's address as content/site.json gives it; everything but the locality may still be unknown. */
export interface AddressFacts {
  /** "Buenos Aires Argentina", as SPEC §2 quotes it */
  readonly address: string
  readonly streetAddress?: string | null
  readonly postalCode?: string | null
  readonly coordinates?: { readonly latitude: number; readonly longitude: number } | null
}

function filled(text: string | null | undefined): string {
  return text?.trim() ?? ""
}

/** Whether the company is a place on a map: a street address and its coordinates (company-location.ts). */
export function hasPlace(facts: AddressFacts): boolean {
  const { coordinates } = facts
  return (
    filled(facts.streetAddress) !== "" &&
    !!coordinates &&
    Number.isFinite(coordinates.latitude) &&
    Number.isFinite(coordinates.longitude)
  )
}

/**
 * The address as a visitor reads it: "Av. Ejemplo 1234, C1043AAZ Buenos Aires Argentina" once the street is
 * known, "Buenos Aires Argentina" until then.
 */
export function formatAddress(facts: AddressFacts): string {
  const street = filled(facts.streetAddress)
  const postalCode = filled(facts.postalCode)
  const locality = postalCode ? `${postalCode} ${facts.address}` : facts.address
  return street ? `${street}, ${locality}` : locality
}

/** Only the networks the company has a profile on (a URL in content/site.json), in file order. */
export function publishedSocials<T extends { readonly url?: string | null }>(socials: readonly T[]): T[] {
  return socials.filter((social) => filled(social.url) !== "")
}

import { formatAddress, hasPlace } from "./company-address"
import type { AddressFacts } from "./company-address"

/** The map embed (no API key): its origin is also the only frame source the CSP allows. */
export const MAP_EMBED_URL = "https://www.openstreetmap.org/export/embed.html"
const DIRECTIONS_URL = "https://www.google.com/maps/dir/"

/** How far the map shows around the marker, in degrees: a few blocks each way. */
const MAP_SPAN = { latitude: 0.004, longitude: 0.006 } as const

/**
 * SPEC §2's address is "Buenos Aires Argentina": until content gives a street, the map shows the city of
 * Buenos Aires (west, south, east, north: the Ciudad Autónoma and its edge), without a marker.
 */
const CITY_BBOX = [-58.535, -34.706, -58.335, -34.527] as const

export interface CompanyMap {
  /** The address the map shows, as formatAddress writes it. */
  readonly text: string
  /** The OpenStreetMap embed: the city, or the street address with a marker on its coordinates. */
  readonly embedUrl: string
  /** Google Maps directions to the street address; null while only the city is known. */
  readonly directionsUrl: string | null
}

function embedUrl(bbox: readonly number[], marker?: string): string {
  const params = new URLSearchParams({ bbox: bbox.map((value) => value.toFixed(5)).join(","), layer: "mapnik" })
  if (marker) params.set("marker", marker)
  return `${MAP_EMBED_URL}?${params.toString()}`
}

/**
 * The map of /contacto (SPEC §2, §7: an embedded map). A real place (a street address and its coordinates) is
 * centred with a marker and gets "Cómo llegar"; without one the map shows the city and offers no directions,
 * which to a city would pretend to be a place.
 */
export function companyMap(facts: AddressFacts): CompanyMap {
  const text = formatAddress(facts)
  if (!hasPlace(facts) || !facts.coordinates) return { text, embedUrl: embedUrl(CITY_BBOX), directionsUrl: null }
  const { latitude, longitude } = facts.coordinates
  const bbox = [
    longitude - MAP_SPAN.longitude,
    latitude - MAP_SPAN.latitude,
    longitude + MAP_SPAN.longitude,
    latitude + MAP_SPAN.latitude,
  ]
  const directions = new URLSearchParams({ api: "1", destination: text })
  return {
    text,
    embedUrl: embedUrl(bbox, `${latitude},${longitude}`),
    directionsUrl: `${DIRECTIONS_URL}?${directions.toString()}`,
  }
}

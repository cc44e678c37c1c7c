import { formatAddress, hasPlace } from "./company-address"
import type { AddressFacts } from "./company-address"

/** The map embed (no API key): its origin is also the only frame source the CSP allows. */
export const MAP_EMBED_URL = "https://www.openstreetmap.org/export/embed.html"
const DIRECTIONS_URL = "https://www.google.com/maps/dir/"

/** How far the map shows around the marker, in degrees: a few blocks each way. */
const MAP_SPAN = { latitude: 0.004, longitude: 0.006 } as const

export interface CompanyLocation {
  /** The full address, as formatAddress writes it. */
  readonly text: string
  /** The OpenStreetMap embed centred on the coordinates, with a marker on them. */
  readonly embedUrl: string
  /** Google Maps directions to the street address. */
  readonly directionsUrl: string
}

/**
 * The map of /contacto exists only for a real place: a street address and its coordinates. Without them there
 * is no map (a whole city with no marker would pretend to be a location) and no "Cómo llegar".
 */
export function companyLocation(facts: AddressFacts): CompanyLocation | null {
  if (!hasPlace(facts) || !facts.coordinates) return null
  const { latitude, longitude } = facts.coordinates
  const text = formatAddress(facts)
  const bbox = [
    longitude - MAP_SPAN.longitude,
    latitude - MAP_SPAN.latitude,
    longitude + MAP_SPAN.longitude,
    latitude + MAP_SPAN.latitude,
  ]
    .map((value) => value.toFixed(5))
    .join(",")
  const embed = new URLSearchParams({ bbox, layer: "mapnik", marker: `${latitude},${longitude}` })
  const directions = new URLSearchParams({ api: "1", destination: text })
  return {
    text,
    embedUrl: `${MAP_EMBED_URL}?${embed.toString()}`,
    directionsUrl: `${DIRECTIONS_URL}?${directions.toString()}`,
  }
}

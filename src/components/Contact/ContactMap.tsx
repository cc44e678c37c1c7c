import styled from "@emotion/styled"
import { companyLocation } from "../../lib/company-location"
import type { AddressFacts } from "../../lib/company-address"
import { fillTemplate } from "../../lib/text-template"
import { ExternalButton } from "../Button"
import { Icon } from "../Icon/Icon"
import { LazyMap } from "./LazyMap"

export interface ContactMapCopy {
  heading: string
  title: string
  directionsLabel: string
}

/**
 * The map of /contacto and "Cómo llegar", for a company whose street address and coordinates are in content.
 * Its own chunk, fetched by MapSlot when its place nears the viewport: a map is loaded when first used.
 */
export default function ContactMap({ facts, copy }: { facts: AddressFacts; copy: ContactMapCopy }) {
  const place = companyLocation(facts)
  if (!place) return null
  return (
    <Map aria-labelledby="contacto-mapa">
      <h3 id="contacto-mapa">{copy.heading}</h3>
      <LazyMap src={place.embedUrl} title={fillTemplate(copy.title, { direccion: place.text })} />
      <ExternalButton href={place.directionsUrl} variant="secondary" size="small">
        <Icon name="map-pin" size={18} />
        {copy.directionsLabel}
      </ExternalButton>
    </Map>
  )
}

const Map = styled.section({
  marginTop: "1.5rem",
  "& h3": { fontSize: "1rem", marginBottom: "0.75rem" },
  "& a": { marginTop: "0.875rem" },
})

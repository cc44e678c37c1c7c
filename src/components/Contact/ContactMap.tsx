import styled from "@emotion/styled"
import { companyMap } from "../../lib/company-location"
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
 * The embedded map of /contacto (SPEC §2, §7): the city while content gives only "Buenos Aires Argentina", the
 * street address with a marker and "Cómo llegar" once it gives a street and coordinates. Its heading and link are
 * in the page; the map itself (a third-party frame) is created only as its box nears the viewport (LazyMap).
 */
export function ContactMap({ facts, copy }: { facts: AddressFacts; copy: ContactMapCopy }) {
  const map = companyMap(facts)
  return (
    <Map aria-labelledby="contacto-mapa">
      <h3 id="contacto-mapa">{copy.heading}</h3>
      <LazyMap src={map.embedUrl} title={fillTemplate(copy.title, { direccion: map.text })} />
      {map.directionsUrl ? (
        <ExternalButton href={map.directionsUrl} variant="secondary" size="small">
          <Icon name="map-pin" size={18} />
          {copy.directionsLabel}
        </ExternalButton>
      ) : null}
    </Map>
  )
}

const Map = styled.section({
  marginTop: "1.5rem",
  "& h3": { fontSize: "1rem", marginBottom: "0.75rem" },
  "& a": { marginTop: "0.875rem" },
})

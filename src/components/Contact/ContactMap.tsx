import styled from "@emotion/styled"
import { companyMap } from "../../lib/company-location"
import type { AddressFacts } from "../../lib/company-address"
import { fillTemplate } from "../../lib/text-template"
import { ExternalButton } from "../Button"
import { Icon } from "../Icon/Icon"

/** The map's texts, from the contact page's content. */
export interface ContactMapCopy {
  heading: string
  title: string
  directionsLabel: string
}

export interface ContactMapProps {
  facts: AddressFacts
  copy: ContactMapCopy
}

/**
 * The map inside MapSlot's box, a chunk of its own: the city while content gives only "Buenos Aires Argentina";
 * the street address with a marker once it gives a street and coordinates, and then "Cómo llegar" over the map's
 * corner (in the box: its coming moves nothing).
 */
export function ContactMap({ facts, copy }: ContactMapProps) {
  const map = companyMap(facts)
  return (
    <>
      <Frame
        src={map.embedUrl}
        title={fillTemplate(copy.title, { direccion: map.text })}
        referrerPolicy="no-referrer-when-downgrade"
      />
      {map.directionsUrl ? (
        <Directions href={map.directionsUrl} variant="secondary" size="small">
          <Icon name="map-pin" size={18} />
          {copy.directionsLabel}
        </Directions>
      ) : null}
    </>
  )
}

const Frame = styled.iframe({ position: "absolute", inset: 0, width: "100%", height: "100%", border: 0 })

const Directions = styled(ExternalButton)(({ theme }) => ({
  position: "absolute",
  left: "0.75rem",
  bottom: "0.75rem",
  background: theme.colors.background,
  boxShadow: theme.shadows.card,
}))

import * as React from "react"
import type { ComponentType } from "react"
import styled from "@emotion/styled"
import type { AddressFacts } from "../../lib/company-address"
import type { ContactMapCopy, ContactMapProps } from "./ContactMap"

/** How far below the viewport the map starts loading: a swipe before the visitor reaches it. */
const NEAR_MARGIN = "200px"

/**
 * The embedded map of /contacto (SPEC §2, §7). The page carries its heading and its place, a box of the map's
 * shape; as the box nears the viewport, the map's code (a chunk: its URLs, "Cómo llegar") and then the map, a
 * third-party frame, are fetched. Neither is part of the page's first load, and nothing moves when they come.
 */
export function MapSlot({ facts, copy }: { facts: AddressFacts; copy: ContactMapCopy }) {
  const boxRef = React.useRef<HTMLDivElement>(null)
  const [ContactMap, setContactMap] = React.useState<ComponentType<ContactMapProps> | null>(null)

  React.useEffect(() => {
    const box = boxRef.current
    if (!box) return
    let cancelled = false
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        void import("./ContactMap").then((module) => {
          if (!cancelled) setContactMap(() => module.ContactMap)
        })
      },
      { rootMargin: NEAR_MARGIN },
    )
    observer.observe(box)
    return () => {
      cancelled = true
      observer.disconnect()
    }
  }, [])

  return (
    <Map aria-labelledby="contacto-mapa">
      <h3 id="contacto-mapa">{copy.heading}</h3>
      <Box ref={boxRef} data-map-loaded={ContactMap ? "true" : "false"}>
        {ContactMap ? <ContactMap facts={facts} copy={copy} /> : null}
      </Box>
    </Map>
  )
}

const Map = styled.section({ marginTop: "1.5rem", "& h3": { fontSize: "1rem", marginBottom: "0.75rem" } })

const Box = styled.div(({ theme }) => ({
  position: "relative",
  aspectRatio: "16 / 10",
  overflow: "hidden",
  borderRadius: theme.radii.card,
  border: `1px solid ${theme.colors.border}`,
  background: theme.colors.background,
}))

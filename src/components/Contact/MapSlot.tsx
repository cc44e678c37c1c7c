import * as React from "react"
import type { ComponentType } from "react"
import type { AddressFacts } from "../../lib/company-address"
import type { ContactMapCopy } from "./ContactMap"

type ContactMapComponent = ComponentType<{ facts: AddressFacts; copy: ContactMapCopy }>

/**
 * Where the map of /contacto goes, for a company that is a place: the map's code (its URLs, "Cómo llegar")
 * is a chunk of its own, fetched after the page has hydrated, so it is never part of the first load; the
 * map's iframe itself is created only when its box nears the viewport (LazyMap).
 */
export function MapSlot(props: { facts: AddressFacts; copy: ContactMapCopy }) {
  const [ContactMap, setContactMap] = React.useState<ContactMapComponent | null>(null)
  React.useEffect(() => {
    let cancelled = false
    void import("./ContactMap").then((module) => {
      if (!cancelled) setContactMap(() => module.default)
    })
    return () => {
      cancelled = true
    }
  }, [])
  return ContactMap ? <ContactMap {...props} /> : null
}

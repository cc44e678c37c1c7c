import * as React from "react"
import type { ComponentType } from "react"
import type { AddressFacts } from "../../lib/company-address"
import type { ContactMapCopy } from "./ContactMap"

type ContactMapComponent = ComponentType<{ facts: AddressFacts; copy: ContactMapCopy }>

/**
 * Where the map of /contacto goes: its code (the map, its URLs, "Cómo llegar") is fetched when this place
 * comes near the viewport, so it is never part of the page's first load. The box keeps the map's height
 * meanwhile, so nothing shifts when it arrives.
 */
export function MapSlot(props: { facts: AddressFacts; copy: ContactMapCopy }) {
  const slotRef = React.useRef<HTMLDivElement>(null)
  const [ContactMap, setContactMap] = React.useState<ContactMapComponent | null>(null)

  React.useEffect(() => {
    const slot = slotRef.current
    if (!slot) return
    let cancelled = false
    const load = () =>
      void import("./ContactMap").then((module) => {
        if (!cancelled) setContactMap(() => module.default)
      })
    if (!("IntersectionObserver" in window)) {
      load()
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect()
          load()
        }
      },
      { rootMargin: "400px" },
    )
    observer.observe(slot)
    return () => {
      cancelled = true
      observer.disconnect()
    }
  }, [])

  return (
    <div ref={slotRef} data-map-slot="">
      {ContactMap ? <ContactMap {...props} /> : null}
    </div>
  )
}

import { isInterest } from "../interests"
import type { Interest } from "../interests"

interface LocationLike {
  search?: string
  state?: unknown
}

/**
 * The interests a visit to /contacto asks to preset (SPEC §4): from navigation state
 * (`{ interests: ["alquiler"] }`, set by the chat and by buttons) and from the query string
 * (`?interes=alquiler`, which survives a reload or a shared link). Unknown values are ignored.
 * `location.state` is undefined at build time and on direct loads.
 */
export function presetInterests(location: LocationLike | undefined): Interest[] {
  const found = new Set<Interest>()
  const state = location?.state
  if (state && typeof state === "object" && Array.isArray((state as { interests?: unknown }).interests)) {
    for (const value of (state as { interests: unknown[] }).interests) if (isInterest(value)) found.add(value)
  }
  const params = new URLSearchParams(location?.search ?? "")
  for (const value of params.getAll("interes")) {
    const normalized = value.trim().toLowerCase()
    if (isInterest(normalized)) found.add(normalized)
  }
  return Array.from(found)
}

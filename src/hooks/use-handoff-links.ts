import * as React from "react"
import type { HandoffSite, LeadSummary } from "../lib/leads/handoff"

type Links = { whatsapp: string; mailto: string }

/**
 * The WhatsApp and e-mail hand-off of a lead that could not be sent, or null while there is none. The code
 * that writes the summary is fetched with the first failure: a form that sends fine never needs it.
 */
export function useHandoffLinks(summary: LeadSummary | null, site: HandoffSite): Links | null {
  const [links, setLinks] = React.useState<Links | null>(null)
  const key = summary ? JSON.stringify(summary) : ""
  React.useEffect(() => {
    if (!summary) {
      setLinks(null)
      return
    }
    let current = true
    void import("../lib/leads/handoff").then(({ handoffLinks }) => {
      if (current) setLinks(handoffLinks(summary, site))
    })
    return () => {
      current = false
    }
    // The summary is a new object on every render; its content (key) is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, site.email, site.whatsappNumber])
  return links
}

import * as React from "react"
import { useHandoffLinks } from "../../hooks/use-handoff-links"
import { useSite } from "../../hooks/use-site"
import { useToast } from "../../hooks/use-toast"
import { chatLeadInput } from "../../lib/chat/lead"
import type { ChatLead } from "../../lib/chat/machine"
import { newIdempotencyKey, sendLead } from "../../lib/leads/client"
import { fillClock } from "../../lib/leads/fill-time"
import type { LeadSummary } from "../../lib/leads/handoff"
import { fillTemplate } from "../../lib/text-template"
import type { useChatContent } from "./use-chat-content"

type ChatContent = ReturnType<typeof useChatContent>

/**
 * Sends a completed chat lead to POST /api/leads, its fill time counted from the first answer of the lead
 * capture (`noteAnswer`, on each answer typed or chosen), or from the chat's opening if there was none. The "registered" toast, with the lead's number, shows only
 * once the server has stored it, and its number stays in the conversation (`sent`) after the toast has gone; when
 * it cannot be sent, a destructive toast and the hand-off links (WhatsApp
 * and e-mail, the answers written out) keep the lead within reach of the team.
 */
export function useChatLeadDelivery({ copy, leadTexts }: ChatContent) {
  const toast = useToast()
  const site = useSite()
  // One conversation, one lead: a second try of the same lead is recognised by the server.
  const idempotencyKey = React.useRef(newIdempotencyKey())
  const [clock] = React.useState(() => {
    const opened = fillClock()
    opened.shown(Date.now())
    return opened
  })
  const noteAnswer = React.useCallback(() => {
    clock.interact(Date.now())
  }, [clock])
  // The lead that could not be sent, written out for the hand-off links (as the forms do).
  const [unsent, setUnsent] = React.useState<LeadSummary | null>(null)
  const handoff = useHandoffLinks(unsent, site)
  // The stored lead's number, which the conversation keeps.
  const [sent, setSent] = React.useState<string | null>(null)

  const deliver = React.useCallback(
    async (lead: ChatLead) => {
      const values = chatLeadInput(lead)
      setUnsent(null)
      const result = await sendLead("chat", values, {
        idempotencyKey: idempotencyKey.current,
        elapsedMs: clock.elapsed(Date.now()),
      })
      if (result.status === "sent") {
        const description = fillTemplate(copy.leadToast.description, { reference: result.reference })
        toast({ title: copy.leadToast.title, description, variant: "success" })
        setSent(result.reference)
        return
      }
      toast({ ...copy.leadFailure.toast, variant: "destructive" })
      setUnsent({ kind: "chat", values, texts: leadTexts })
    },
    [copy, leadTexts, toast, clock],
  )

  return { deliver, noteAnswer, handoff, sent }
}

import * as React from "react"
import { chooseOption, deliverReply, leaveData, startChat, submitText } from "../../lib/chat/machine"
import type { ChatEffect, ChatState, ChatTransition } from "../../lib/chat/machine"
import type { ChatScript, OptionSources } from "../../lib/chat/script"

/**
 * Runs the chat state machine in a component: a new conversation per mount (opening the chat clears it),
 * each pending reply delivered after its delay, effects handed to `onEffect`.
 */
export function useChat(script: ChatScript, sources: OptionSources, onEffect: (effect: ChatEffect) => void) {
  const [state, setState] = React.useState<ChatState>(() => startChat(script))
  const effectHandler = React.useRef(onEffect)
  React.useEffect(() => {
    effectHandler.current = onEffect
  })

  const apply = React.useCallback((transition: ChatTransition) => {
    setState(transition.state)
    transition.effects.forEach((effect) => effectHandler.current(effect))
  }, [])

  // The delay counts from the commit that shows the typing indicator. A layout effect runs in that commit;
  // Preact runs plain effects only after the next frame, which would add a frame to every SPEC §9 delay.
  React.useLayoutEffect(() => {
    if (!state.pending) return
    const timer = window.setTimeout(() => apply(deliverReply(state, script, sources)), state.pending.delayMs)
    return () => window.clearTimeout(timer)
  }, [state, script, sources, apply])

  return {
    state,
    choose: (optionId: string) => apply(chooseOption(state, script, optionId)),
    send: (text: string) => apply(submitText(state, script, text)),
    leaveData: (label: string) => apply(leaveData(state, script, label)),
  }
}

import * as React from "react"
import styled from "@emotion/styled"
import { keyframes } from "@emotion/react"
import { useInterfaceText } from "../../hooks/use-interface-text"
import { useSite } from "../../hooks/use-site"
import { leadToContactDraft } from "../../lib/chat/lead"
import { activeOptions, currentStep, isCapturingLead } from "../../lib/chat/machine"
import type { ChatEffect } from "../../lib/chat/machine"
import { whatsappHref } from "../../lib/contact-links"
import { mergeContactDraft } from "../../lib/contact-form/draft"
import { fillTemplate } from "../../lib/text-template"
import { media, reducedMotion } from "../../styles/media"
import { FailureHandoff } from "../Form/FailureHandoff"
import { ChatComposer } from "./ChatPanel.Composer"
import { ChatFooter, ChatPrivacyNote } from "./ChatPanel.Footer"
import { ChatHeader } from "./ChatPanel.Header"
import { ChatMessageBubble } from "./ChatPanel.Message"
import { ChatOptions } from "./ChatPanel.Options"
import { useChat } from "./use-chat"
import { useChatContent } from "./use-chat-content"
import { useChatLeadDelivery } from "./use-chat-lead-delivery"
import { useToastsBelow } from "./use-toasts-below"

interface ChatPanelProps {
  id: string
  onClose: (options: { returnFocus: boolean }) => void
}

/**
 * The chat assistant's panel (SPEC §4): a labelled, non-modal dialog with the conversation in a log. It
 * takes focus when it opens, keeps focus on the conversation as it moves on, and closes on Escape.
 * Loaded on first open (React.lazy), so its code is in no page's first load.
 */
export default function ChatPanel({ id, onClose }: ChatPanelProps) {
  const content = useChatContent()
  const { copy, script, sources, provinces } = content
  const site = useSite()
  const { newTabHint } = useInterfaceText()
  const { deliver, noteAnswer, handoff, sent } = useChatLeadDelivery(content)
  // The message the sent lead's number follows: the assistant's reply shown once the number has arrived.
  const [referenceAfter, setReferenceAfter] = React.useState<string | null>(null)
  const panelRef = React.useRef<HTMLDivElement>(null)
  const conversationRef = React.useRef<HTMLDivElement>(null)
  const inputRef = React.useRef<HTMLInputElement>(null)
  const titleBarRef = React.useRef<HTMLDivElement>(null)
  useToastsBelow(titleBarRef, panelRef)

  const handleEffect = (effect: ChatEffect) => {
    // What the visitor gave the chat prefills the contact form (SPEC: nobody types it twice).
    mergeContactDraft(leadToContactDraft(effect.lead, provinces))
    if (effect.type === "leadUpdated") noteAnswer()
    if (effect.type === "leadCompleted") void deliver(effect.lead)
  }

  const { state, choose, send, leaveData } = useChat(script, sources, handleEffect)
  const step = currentStep(state, script)
  const lastMessageId = state.messages.at(-1)?.id ?? null
  React.useEffect(() => {
    if (sent && !referenceAfter && !state.pending) setReferenceAfter(lastMessageId)
  }, [sent, referenceAfter, state.pending, lastMessageId])
  const textInput = step?.input ?? null

  React.useEffect(() => {
    panelRef.current?.focus()
  }, [])

  // New messages scroll into view; once a reply has arrived, focus goes to what the visitor can do next
  // (if focus is in the conversation), so a keyboard user never loses their place. The conversation
  // itself is focusable, so the history can be scrolled with the keyboard.
  React.useEffect(() => {
    const conversation = conversationRef.current
    if (conversation) conversation.scrollTop = conversation.scrollHeight
    if (state.pending) return
    const focused = document.activeElement
    if (!(focused === panelRef.current || focused === document.body || focused === conversation)) return
    if (textInput) inputRef.current?.focus()
    else panelRef.current?.querySelector<HTMLElement>("[data-chat-option]")?.focus()
  }, [state.messages, state.pending, textInput])

  const keepFocusInConversation = () => conversationRef.current?.focus()
  const whatsapp = whatsappHref(site.whatsappNumber, site.whatsappMessage)

  return (
    <Panel
      ref={panelRef}
      id={id}
      role="dialog"
      aria-labelledby={`${id}-titulo`}
      aria-describedby={`${id}-subtitulo`}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.stopPropagation()
          onClose({ returnFocus: true })
        }
      }}
    >
      <ChatHeader
        ref={titleBarRef}
        titleId={`${id}-titulo`}
        subtitleId={`${id}-subtitulo`}
        title={copy.title}
        subtitle={copy.subtitle}
        closeLabel={copy.closeLabel}
        onClose={() => onClose({ returnFocus: true })}
      />

      <Conversation ref={conversationRef} role="log" aria-label={copy.logLabel} aria-live="polite" tabIndex={0}>
        <Messages>
          {state.messages.map((message) => (
            <React.Fragment key={message.id}>
              <ChatMessageBubble message={message} typingLabel={copy.typingLabel} />
              {sent && referenceAfter === message.id ? (
                <LeadReference data-lead-reference="">
                  {fillTemplate(copy.leadReference, { reference: sent })}
                </LeadReference>
              ) : null}
            </React.Fragment>
          ))}
        </Messages>
        <ChatOptions
          options={activeOptions(state)}
          lead={state.lead}
          whatsappHref={whatsapp}
          onChoose={(optionId) => {
            keepFocusInConversation()
            choose(optionId)
          }}
          onNavigate={() => onClose({ returnFocus: false })}
        />
      </Conversation>

      {handoff ? (
        <HandoffSlot>
          <FailureHandoff
            copy={{ ...copy.leadFailure, newTabNote: newTabHint.replace(/^\((.*)\)$/, "$1") }}
            links={handoff}
          />
        </HandoffSlot>
      ) : null}

      {isCapturingLead(state, script) ? (
        <ChatPrivacyNote note={copy.privacyNote} linkLabel={copy.privacyLinkLabel} />
      ) : null}

      {textInput ? (
        <ChatComposer
          ref={inputRef}
          inputId={`${id}-respuesta`}
          field={textInput.field}
          placeholder={textInput.placeholder}
          inputLabel={copy.inputLabel}
          sendLabel={copy.sendLabel}
          onSend={(text) => {
            keepFocusInConversation()
            send(text)
          }}
        />
      ) : (
        <ChatFooter
          whatsappHref={whatsapp}
          whatsappLabel={copy.whatsappLabel}
          leaveDataLabel={copy.leaveDataLabel}
          busy={Boolean(state.pending)}
          onLeaveData={() => {
            keepFocusInConversation()
            leaveData(copy.leaveDataLabel)
          }}
        />
      )}
    </Panel>
  )
}

/** The stored lead's number, in the conversation for as long as the panel is open (the toast goes after 6 s). */
const LeadReference = styled.p(({ theme }) => ({
  alignSelf: "stretch",
  margin: 0,
  padding: "0.625rem 0.875rem",
  borderRadius: theme.radii.small,
  borderLeft: `4px solid ${theme.colors.success}`,
  background: theme.colors.surface,
  color: theme.colors.text,
  fontWeight: 700,
  lineHeight: 1.45,
}))

const slideIn = keyframes({
  from: { opacity: 0, transform: "translateY(12px)" },
  to: { opacity: 1, transform: "none" },
})

/**
 * Opened from the floating launcher, in its corner: a sheet over the whole screen on phones (its title bar where
 * the site's header was, clear of the toasts), a floating panel from 640 px, as high as the window allows.
 */
const Panel = styled.div(({ theme }) => ({
  position: "fixed",
  zIndex: theme.zIndex.chat,
  inset: "0.5rem 0 0 0",
  display: "flex",
  flexDirection: "column",
  overflow: "hidden",
  borderRadius: `${theme.radii.card} ${theme.radii.card} 0 0`,
  paddingBottom: "env(safe-area-inset-bottom, 0px)",
  background: theme.colors.background,
  boxShadow: theme.shadows.raised,
  border: `1px solid ${theme.colors.border}`,
  animation: `${slideIn} 200ms ease-out`,
  "&:focus-visible": { outline: `3px solid ${theme.colors.link}`, outlineOffset: "-3px" },
  [media.tablet]: {
    top: "auto",
    left: "auto",
    right: theme.chatLauncher.inset,
    bottom: theme.chatLauncher.inset,
    width: "24rem",
    height: `min(36rem, calc(100vh - ${theme.headerHeight} - 2 * ${theme.chatLauncher.inset}))`,
    paddingBottom: 0,
    borderRadius: theme.radii.card,
  },
  [media.desktop]: {
    right: theme.chatLauncher.insetDesktop,
    bottom: theme.chatLauncher.insetDesktop,
    height: `min(36rem, calc(100vh - ${theme.headerHeight} - 2 * ${theme.chatLauncher.insetDesktop}))`,
  },
  [reducedMotion]: { animation: "none" },
}))

const Conversation = styled.div(({ theme }) => ({
  flex: 1,
  overflowY: "auto",
  padding: "1rem",
  background: theme.colors.surface,
  "&:focus-visible": { outline: `3px solid ${theme.colors.link}`, outlineOffset: "-3px" },
}))

const Messages = styled.div({ display: "flex", flexDirection: "column", gap: "0.5rem" })

const HandoffSlot = styled.div(({ theme }) => ({ padding: "0.75rem", borderTop: `1px solid ${theme.colors.border}` }))

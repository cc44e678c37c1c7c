import * as React from "react"
import styled from "@emotion/styled"
import { keyframes } from "@emotion/react"
import { Link } from "gatsby"
import { useSite } from "../../hooks/use-site"
import { useToast } from "../../hooks/use-toast"
import { leadToContactDraft, logChatLead } from "../../lib/chat-lead"
import { activeOptions, currentStep, optionTarget, resolveStep } from "../../lib/chat-machine"
import type { ChatEffect, ChatOption } from "../../lib/chat-machine"
import { whatsappHref } from "../../lib/contact-links"
import { mergeContactDraft } from "../../lib/contact-draft"
import { contactPathFor, contactStateFor } from "../../lib/interests"
import { media, reducedMotion } from "../../styles/media"
import { VisuallyHidden, VisuallyHiddenLabel } from "../Button"
import { Icon } from "../Icon/Icon"
import { useChat } from "./use-chat"
import { useChatContent } from "./use-chat-content"

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
  const { copy, script, sources, provinces } = useChatContent()
  const site = useSite()
  const toast = useToast()
  const panelRef = React.useRef<HTMLDivElement>(null)
  const scrollRef = React.useRef<HTMLDivElement>(null)
  const inputRef = React.useRef<HTMLInputElement>(null)
  const [draft, setDraft] = React.useState("")

  const handleEffect = (effect: ChatEffect) => {
    const fields = leadToContactDraft(effect.lead, provinces)
    // What the visitor gave the chat prefills the contact form (SPEC: nobody types it twice).
    mergeContactDraft(fields)
    if (effect.type === "leadCompleted") {
      logChatLead(effect.lead)
      toast({ title: copy.leadToast.title, description: copy.leadToast.description, variant: "success" })
    }
  }

  const { state, choose, send, leaveData } = useChat(script, sources, handleEffect)
  const step = currentStep(state, script)
  const options = activeOptions(state)
  const awaitingText = Boolean(step?.input)
  const leadStepShown = state.pending ? resolveStep(script, state.pending.stepId) : step
  const capturingLead = Boolean(leadStepShown?.input || leadStepShown?.choiceField)

  React.useEffect(() => {
    panelRef.current?.focus()
  }, [])

  // New messages scroll into view; once a reply has arrived, focus goes to what the visitor can do next
  // (if focus is in the conversation), so a keyboard user never loses their place. The conversation
  // itself is focusable, so the history can be scrolled with the keyboard.
  React.useEffect(() => {
    const scroller = scrollRef.current
    if (scroller) scroller.scrollTop = scroller.scrollHeight
    if (state.pending) return
    const panel = panelRef.current
    const focused = document.activeElement
    if (!panel || !(focused === panel || focused === document.body || focused === scrollRef.current)) return
    if (awaitingText) inputRef.current?.focus()
    else panel.querySelector<HTMLElement>("[data-chat-option]")?.focus()
  }, [state.messages, state.pending, awaitingText])

  const keepFocusInConversation = () => scrollRef.current?.focus()

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
      <Header>
        <Avatar aria-hidden="true">
          <Icon name="shield" size={22} />
        </Avatar>
        <div>
          <Title id={`${id}-titulo`}>{copy.title}</Title>
          <Subtitle id={`${id}-subtitulo`}>{copy.subtitle}</Subtitle>
        </div>
        <CloseButton type="button" aria-label={copy.closeLabel} onClick={() => onClose({ returnFocus: true })}>
          <Icon name="close" size={22} />
        </CloseButton>
      </Header>

      <Conversation ref={scrollRef} role="log" aria-label={copy.logLabel} aria-live="polite" tabIndex={0}>
        <Messages>
          {state.messages.map((message) =>
            message.typing ? (
              <Bubble key={message.id} sender="bot" data-typing="true">
                <Dots aria-hidden="true">
                  <span />
                  <span />
                  <span />
                </Dots>
                <VisuallyHidden>{copy.typingLabel}</VisuallyHidden>
              </Bubble>
            ) : (
              <Bubble key={message.id} sender={message.sender} data-sender={message.sender}>
                {message.text}
              </Bubble>
            ),
          )}
        </Messages>
        {options.length > 0 ? (
          <Options>
            {options.map((option) => (
              <OptionControl
                key={option.id}
                option={option}
                href={option.action === "whatsapp" ? whatsapp : undefined}
                target={optionTarget(option, state.lead)}
                onChoose={() => {
                  keepFocusInConversation()
                  choose(option.id)
                }}
                onNavigate={() => onClose({ returnFocus: false })}
              />
            ))}
          </Options>
        ) : null}
      </Conversation>

      {capturingLead ? (
        <Privacy>
          {copy.privacyNote}{" "}
          <a href="/politica-de-privacidad" target="_blank" rel="noopener noreferrer">
            {copy.privacyLinkLabel}
            <VisuallyHidden> (se abre en una pestaña nueva)</VisuallyHidden>
          </a>
        </Privacy>
      ) : null}

      {awaitingText && step?.input ? (
        <Composer
          onSubmit={(event) => {
            event.preventDefault()
            if (!draft.trim()) return
            keepFocusInConversation()
            send(draft)
            setDraft("")
          }}
        >
          <VisuallyHiddenLabel htmlFor={`${id}-respuesta`}>{copy.inputLabel}</VisuallyHiddenLabel>
          <TextInput
            ref={inputRef}
            id={`${id}-respuesta`}
            value={draft}
            placeholder={step.input.placeholder}
            autoComplete={AUTOCOMPLETE[step.input.field]}
            onChange={(event) => setDraft(event.target.value)}
          />
          <SendButton type="submit" aria-label={copy.sendLabel}>
            <Icon name="arrow-right" size={22} />
          </SendButton>
        </Composer>
      ) : (
        <Footer>
          <FooterLink href={whatsapp} target="_blank" rel="noopener noreferrer">
            <Icon name="whatsapp" size={20} />
            {copy.whatsappLabel}
            <VisuallyHidden> (se abre en una pestaña nueva)</VisuallyHidden>
          </FooterLink>
          <FooterButton
            type="button"
            disabled={Boolean(state.pending)}
            onClick={() => {
              keepFocusInConversation()
              leaveData(copy.leaveDataLabel)
            }}
          >
            <Icon name="clipboard" size={20} />
            {copy.leaveDataLabel}
          </FooterButton>
        </Footer>
      )}
    </Panel>
  )
}

const AUTOCOMPLETE: Record<string, string> = {
  name: "name",
  company: "organization",
  email: "email",
  phone: "tel",
  province: "address-level1",
}

interface OptionControlProps {
  option: ChatOption
  target: ReturnType<typeof optionTarget>
  href?: string
  onChoose: () => void
  onNavigate: () => void
}

/** A conversational option is a button; one that leads elsewhere (the form, WhatsApp, a page) is a link. */
function OptionControl({ option, target, href, onChoose, onNavigate }: OptionControlProps) {
  if (target?.type === "whatsapp" && href) {
    return (
      <OptionAnchor href={href} target="_blank" rel="noopener noreferrer" data-chat-option="">
        {option.text}
        <VisuallyHidden> (se abre en una pestaña nueva)</VisuallyHidden>
      </OptionAnchor>
    )
  }
  if (target?.type === "navigate") {
    const to = target.interest ? contactPathFor(target.interest) : target.path
    return (
      <OptionLink
        to={to}
        state={target.interest ? contactStateFor(target.interest) : undefined}
        onClick={onNavigate}
        data-chat-option=""
      >
        {option.text}
      </OptionLink>
    )
  }
  return (
    <OptionButton type="button" onClick={onChoose} data-chat-option="">
      {option.text}
    </OptionButton>
  )
}

const slideIn = keyframes({
  from: { opacity: 0, transform: "translateY(12px)" },
  to: { opacity: 1, transform: "none" },
})

const bounce = keyframes({
  "0%, 80%, 100%": { transform: "translateY(0)", opacity: 0.5 },
  "40%": { transform: "translateY(-4px)", opacity: 1 },
})

const Panel = styled.div(({ theme }) => ({
  position: "fixed",
  zIndex: theme.zIndex.chat,
  left: "0.5rem",
  right: "0.5rem",
  bottom: "5.5rem",
  display: "flex",
  flexDirection: "column",
  maxHeight: `calc(100vh - ${theme.headerHeight} - 6.5rem)`,
  height: "36rem",
  overflow: "hidden",
  borderRadius: theme.radii.card,
  background: theme.colors.background,
  boxShadow: theme.shadows.raised,
  border: `1px solid ${theme.colors.border}`,
  animation: `${slideIn} 200ms ease-out`,
  "&:focus-visible": { outline: `3px solid ${theme.colors.link}`, outlineOffset: "2px" },
  [media.tablet]: { left: "auto", right: "1rem", width: "24rem" },
  [media.desktop]: { right: "1.5rem", bottom: "6rem" },
  [reducedMotion]: { animation: "none" },
}))

const Header = styled.div(({ theme }) => ({
  display: "flex",
  alignItems: "center",
  gap: "0.75rem",
  padding: "0.875rem 0.75rem 0.875rem 1rem",
  background: theme.colors.navy,
  color: theme.colors.textOnDark,
  "& :focus-visible": { outlineColor: theme.colors.accent },
}))

const Avatar = styled.span(({ theme }) => ({
  display: "grid",
  placeItems: "center",
  flex: "none",
  width: "2.5rem",
  height: "2.5rem",
  borderRadius: theme.radii.pill,
  background: theme.colors.accent,
  color: theme.colors.navy,
}))

const Title = styled.h2(({ theme }) => ({ margin: 0, fontSize: "1.0625rem", color: theme.colors.textOnDark }))

const Subtitle = styled.p(({ theme }) => ({
  margin: 0,
  fontSize: theme.fontSizes.small,
  color: theme.colors.textOnDarkMuted,
}))

const CloseButton = styled.button(({ theme }) => ({
  display: "grid",
  placeItems: "center",
  width: "2.75rem",
  height: "2.75rem",
  marginLeft: "auto",
  padding: 0,
  border: 0,
  borderRadius: theme.radii.small,
  background: "transparent",
  color: theme.colors.textOnDark,
  cursor: "pointer",
  "&:hover": { background: theme.colors.navyRaised },
}))

const Conversation = styled.div(({ theme }) => ({
  flex: 1,
  overflowY: "auto",
  padding: "1rem",
  background: theme.colors.surface,
  "&:focus-visible": { outline: `3px solid ${theme.colors.link}`, outlineOffset: "-3px" },
}))

const Messages = styled.div({ display: "flex", flexDirection: "column", gap: "0.5rem" })

const Bubble = styled("div", { shouldForwardProp: (prop) => prop !== "sender" })<{ sender: "bot" | "user" }>(
  ({ theme, sender }) => ({
    maxWidth: "85%",
    padding: "0.625rem 0.875rem",
    borderRadius: "14px",
    fontSize: "0.9375rem",
    lineHeight: 1.45,
    overflowWrap: "anywhere",
    whiteSpace: "pre-wrap",
    ...(sender === "bot"
      ? {
          alignSelf: "flex-start",
          borderBottomLeftRadius: 4,
          background: theme.colors.background,
          border: `1px solid ${theme.colors.border}`,
          color: theme.colors.text,
        }
      : {
          alignSelf: "flex-end",
          borderBottomRightRadius: 4,
          background: theme.colors.navy,
          color: theme.colors.textOnDark,
        }),
  }),
)

const Dots = styled.span(({ theme }) => ({
  display: "inline-flex",
  gap: "0.25rem",
  padding: "0.25rem 0",
  "& span": {
    width: "0.5rem",
    height: "0.5rem",
    borderRadius: theme.radii.pill,
    background: theme.colors.textMuted,
    animation: `${bounce} 1s infinite ease-in-out`,
  },
  "& span:nth-of-type(2)": { animationDelay: "150ms" },
  "& span:nth-of-type(3)": { animationDelay: "300ms" },
  [reducedMotion]: { "& span": { animation: "none", opacity: 0.8 } },
}))

const Options = styled.div({
  display: "flex",
  flexWrap: "wrap",
  gap: "0.5rem",
  marginTop: "0.875rem",
})

const optionStyles = ({ theme }: { theme: import("@emotion/react").Theme }) => ({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "2.5rem",
  padding: "0.375rem 0.875rem",
  border: `2px solid ${theme.colors.navy}`,
  borderRadius: theme.radii.pill,
  background: theme.colors.background,
  color: theme.colors.navy,
  fontSize: "0.9375rem",
  fontWeight: 700,
  lineHeight: 1.25,
  textAlign: "left" as const,
  textDecoration: "none",
  cursor: "pointer",
  "&:hover": { background: theme.colors.navy, color: theme.colors.textOnDark },
  "&:focus-visible": { outline: `3px solid ${theme.colors.link}`, outlineOffset: "2px" },
})

const OptionButton = styled.button(optionStyles)
const OptionAnchor = styled.a(optionStyles)
const OptionLink = styled(Link)(({ theme }) => ({
  ...optionStyles({ theme }),
  background: theme.colors.accent,
  borderColor: theme.colors.accent,
  "&:hover": { background: theme.colors.accentHover, color: theme.colors.navy },
}))

const Privacy = styled.p(({ theme }) => ({
  margin: 0,
  padding: "0.5rem 1rem",
  borderTop: `1px solid ${theme.colors.border}`,
  fontSize: "0.8125rem",
  lineHeight: 1.4,
  color: theme.colors.textMuted,
}))

const Composer = styled.form(({ theme }) => ({
  display: "flex",
  gap: "0.5rem",
  padding: "0.75rem",
  borderTop: `1px solid ${theme.colors.border}`,
}))

const TextInput = styled.input(({ theme }) => ({
  flex: 1,
  minWidth: 0,
  minHeight: "2.75rem",
  padding: "0.5rem 0.75rem",
  border: `1px solid ${theme.colors.control}`,
  borderRadius: theme.radii.small,
  fontSize: "1rem",
  "&:focus-visible": { outline: `3px solid ${theme.colors.link}`, outlineOffset: "1px" },
}))

const SendButton = styled.button(({ theme }) => ({
  display: "grid",
  placeItems: "center",
  flex: "none",
  width: "2.75rem",
  height: "2.75rem",
  padding: 0,
  border: 0,
  borderRadius: theme.radii.small,
  background: theme.colors.navy,
  color: theme.colors.textOnDark,
  cursor: "pointer",
  "&:focus-visible": { outline: `3px solid ${theme.colors.link}`, outlineOffset: "2px" },
}))

const Footer = styled.div(({ theme }) => ({
  display: "grid",
  gridTemplateColumns: "1fr 1fr",
  gap: "0.5rem",
  padding: "0.75rem",
  borderTop: `1px solid ${theme.colors.border}`,
}))

const footerControl = ({ theme }: { theme: import("@emotion/react").Theme }) => ({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: "0.375rem",
  minHeight: "2.75rem",
  padding: "0.375rem 0.5rem",
  border: `2px solid ${theme.colors.navy}`,
  borderRadius: theme.radii.small,
  background: theme.colors.background,
  color: theme.colors.navy,
  fontSize: "0.9375rem",
  fontWeight: 700,
  textDecoration: "none",
  cursor: "pointer",
  "&:hover": { background: theme.colors.navy, color: theme.colors.textOnDark },
  "&:focus-visible": { outline: `3px solid ${theme.colors.link}`, outlineOffset: "2px" },
  "&:disabled": { opacity: 0.55, cursor: "not-allowed" },
})

const FooterLink = styled.a(footerControl)
const FooterButton = styled.button(footerControl)

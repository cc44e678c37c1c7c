import styled from "@emotion/styled"
import type { Theme } from "@emotion/react"
import { Link } from "gatsby"
import { optionTarget } from "../../lib/chat/machine"
import type { ChatLead, ChatOption } from "../../lib/chat/machine"
import { mergeContactDraft } from "../../lib/contact-form/draft"
import { contactPathFor, contactStateFor } from "../../lib/interests"
import { NewTabHint } from "../Button"

interface ChatOptionsProps {
  options: readonly ChatOption[]
  lead: ChatLead
  whatsappHref: string
  onChoose: (optionId: string) => void
  onNavigate: () => void
}

/**
 * The choices of the latest message. One at most is primary (filled): the first that takes the visitor's request
 * to the contact form; the others are outlined, whatever they do.
 */
export function ChatOptions({ options, lead, whatsappHref, onChoose, onNavigate }: ChatOptionsProps) {
  if (options.length === 0) return null
  const targets = options.map((option) => optionTarget(option, lead))
  const primary = targets.findIndex((target) => target?.type === "navigate" && Boolean(target.interest))
  return (
    <List>
      {options.map((option, index) => (
        <OptionControl
          key={option.id}
          option={option}
          target={targets[index]}
          primary={index === primary}
          whatsappHref={whatsappHref}
          onChoose={() => onChoose(option.id)}
          onNavigate={onNavigate}
        />
      ))}
    </List>
  )
}

interface OptionControlProps {
  option: ChatOption
  target: ReturnType<typeof optionTarget>
  primary: boolean
  whatsappHref: string
  onChoose: () => void
  onNavigate: () => void
}

/** A conversational option is a button; one that leads elsewhere (the form, WhatsApp, a page) is a link. */
function OptionControl({ option, target, primary, whatsappHref, onChoose, onNavigate }: OptionControlProps) {
  if (target?.type === "whatsapp") {
    return (
      <OptionAnchor href={whatsappHref} target="_blank" rel="noopener noreferrer" data-chat-option="">
        {option.text}
        <NewTabHint />
      </OptionAnchor>
    )
  }
  if (target?.type === "navigate") {
    const to = target.interest ? contactPathFor(target.interest) : target.path
    return (
      <OptionLink
        to={to}
        state={target.interest ? contactStateFor(target.interest) : undefined}
        onClick={() => {
          // The form may be on screen already (the chat opened on /contacto): it shows the interest at once.
          if (target.interest) mergeContactDraft({ interests: [target.interest] })
          onNavigate()
        }}
        data-chat-option=""
        data-primary={primary ? "" : undefined}
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

const List = styled.div({
  display: "flex",
  flexWrap: "wrap",
  gap: "0.5rem",
  marginTop: "0.875rem",
})

const optionStyles = ({ theme }: { theme: Theme }) => ({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "2.5rem",
  padding: "0.375rem 0.875rem",
  border: `2px solid ${theme.colors.navy}`,
  borderRadius: theme.radii.pill,
  background: theme.colors.background,
  color: theme.colors.navy,
  fontSize: "1rem",
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
  "&[data-primary]": { background: theme.colors.accent, borderColor: theme.colors.accent },
  "&[data-primary]:hover": { background: theme.colors.accentHover, color: theme.colors.navy },
}))

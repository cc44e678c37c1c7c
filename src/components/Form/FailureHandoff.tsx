import styled from "@emotion/styled"
import { VisuallyHidden } from "../Button"
import { Icon } from "../Icon/Icon"

export interface HandoffCopy {
  /** Why the request did not go through, and that it can be sent another way. */
  message: string
  whatsappLabel: string
  emailLabel: string
  newTabNote: string
}

interface FailureHandoffProps {
  copy: HandoffCopy
  /** From `handoffLinks`: the same request, summarised, as a wa.me text and a mailto: with subject and body. */
  links: { whatsapp: string; mailto: string }
  /** Said under the links: what they cannot carry (the contact form's file, to be attached by hand). */
  note?: string | null
}

/**
 * Shown when a request could not be delivered: the reason, and two ways to send the very same request
 * (WhatsApp in a new tab, the visitor's e-mail program). What was typed stays in the form.
 */
export function FailureHandoff({ copy, links, note }: FailureHandoffProps) {
  return (
    <Box role="alert">
      <Message>
        <Icon name="alert" size={20} />
        <span>{copy.message}</span>
      </Message>
      <Links>
        <a href={links.whatsapp} target="_blank" rel="noopener noreferrer">
          <Icon name="whatsapp" size={20} />
          {copy.whatsappLabel}
          <VisuallyHidden> ({copy.newTabNote})</VisuallyHidden>
        </a>
        <a href={links.mailto}>
          <Icon name="mail" size={20} />
          {copy.emailLabel}
        </a>
      </Links>
      {note ? <Note>{note}</Note> : null}
    </Box>
  )
}

const Box = styled.div(({ theme }) => ({
  display: "grid",
  gap: "0.75rem",
  padding: "0.875rem 1rem",
  borderRadius: theme.radii.small,
  borderLeft: `4px solid ${theme.colors.danger}`,
  background: theme.colors.dangerSurface,
}))

const Message = styled.p(({ theme }) => ({
  display: "flex",
  gap: "0.5rem",
  alignItems: "flex-start",
  margin: 0,
  color: theme.colors.danger,
  fontWeight: 700,
  "& svg": { flex: "none", marginTop: "0.125rem" },
}))

const Note = styled.p(({ theme }) => ({ margin: 0, fontSize: theme.fontSizes.small, color: theme.colors.text }))

const Links = styled.div(({ theme }) => ({
  display: "flex",
  flexWrap: "wrap",
  gap: "0.625rem",
  "& a": {
    display: "inline-flex",
    alignItems: "center",
    gap: "0.5rem",
    minHeight: "2.75rem",
    padding: "0.5rem 1rem",
    borderRadius: theme.radii.small,
    border: `2px solid ${theme.colors.navy}`,
    background: theme.colors.background,
    color: theme.colors.navy,
    fontWeight: 700,
    textDecoration: "none",
  },
  "& a:hover": { background: theme.colors.navy, color: theme.colors.textOnDark },
  "& a:focus-visible": { outline: `3px solid ${theme.colors.link}`, outlineOffset: "2px" },
}))

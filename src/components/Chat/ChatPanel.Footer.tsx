import styled from "@emotion/styled"
import type { Theme } from "@emotion/react"
import { NewTabHint } from "../Button"
import { Icon } from "../Icon/Icon"

interface ChatFooterProps {
  whatsappHref: string
  whatsappLabel: string
  leaveDataLabel: string
  /** While a reply is on its way the visitor cannot start the lead capture. */
  busy: boolean
  onLeaveData: () => void
}

/** On steps that ask no text (SPEC §4): WhatsApp and "leave my data". */
export function ChatFooter({ whatsappHref, whatsappLabel, leaveDataLabel, busy, onLeaveData }: ChatFooterProps) {
  return (
    <Bar>
      <FooterLink href={whatsappHref} target="_blank" rel="noopener noreferrer">
        <Icon name="whatsapp" size={20} />
        {whatsappLabel}
        <NewTabHint />
      </FooterLink>
      <FooterButton type="button" disabled={busy} onClick={onLeaveData}>
        <Icon name="clipboard" size={20} />
        {leaveDataLabel}
      </FooterButton>
    </Bar>
  )
}

/** Shown while the assistant collects the visitor's details: what the data are for, and the policy. */
export function ChatPrivacyNote({ note, linkLabel }: { note: string; linkLabel: string }) {
  return (
    <Privacy>
      {note}{" "}
      <a href="/politica-de-privacidad" target="_blank" rel="noopener noreferrer">
        {linkLabel}
        <NewTabHint />
      </a>
    </Privacy>
  )
}

const Bar = styled.div(({ theme }) => ({
  display: "grid",
  gridTemplateColumns: "1fr 1fr",
  gap: "0.5rem",
  padding: "0.75rem",
  borderTop: `1px solid ${theme.colors.border}`,
}))

const footerControl = ({ theme }: { theme: Theme }) => ({
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
  fontSize: "1rem",
  fontWeight: 700,
  textDecoration: "none",
  cursor: "pointer",
  "&:hover": { background: theme.colors.navy, color: theme.colors.textOnDark },
  "&:focus-visible": { outline: `3px solid ${theme.colors.link}`, outlineOffset: "2px" },
  "&:disabled": { opacity: 0.55, cursor: "not-allowed" },
})

const FooterLink = styled.a(footerControl)
const FooterButton = styled.button(footerControl)

const Privacy = styled.p(({ theme }) => ({
  margin: 0,
  padding: "0.5rem 1rem",
  borderTop: `1px solid ${theme.colors.border}`,
  fontSize: "0.875rem",
  lineHeight: 1.4,
  color: theme.colors.textMuted,
}))

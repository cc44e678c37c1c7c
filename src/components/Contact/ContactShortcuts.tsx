import styled from "@emotion/styled"
import { useSite } from "../../hooks/use-site"
import { telHref, whatsappHref } from "../../lib/contact-links"
import { media } from "../../styles/media"
import { AnchorButton, ExternalButton } from "../Button"
import { Icon } from "../Icon/Icon"

interface ContactShortcutsProps {
  copy: { label: string; callLabel: string; whatsappLabel: string }
}

/**
 * On phones and tablets the form is long: calling or writing on WhatsApp is offered before it, in the title
 * band (so in the first screen), as two buttons side by side. On the desktop the contact details column beside the form already offers both.
 */
export function ContactShortcuts({ copy }: ContactShortcutsProps) {
  const site = useSite()
  return (
    <Shortcuts aria-label={copy.label}>
      <AnchorButton href={telHref(site.phone)} variant="secondary">
        <Icon name="phone" size={20} />
        {copy.callLabel}
      </AnchorButton>
      <ExternalButton href={whatsappHref(site.whatsappNumber, site.whatsappMessage)} variant="secondary">
        <Icon name="whatsapp" size={20} />
        {copy.whatsappLabel}
      </ExternalButton>
    </Shortcuts>
  )
}

const Shortcuts = styled.nav({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: "0.75rem",
  marginTop: "1.5rem",
  "& a": { justifyContent: "center", minHeight: "3rem" },
  [media.desktop]: { display: "none" },
})

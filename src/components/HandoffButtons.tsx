import { useCta } from "../hooks/use-cta"
import { useSite } from "../hooks/use-site"
import { whatsappHref } from "../lib/contact-links"
import { ButtonLink, ExternalButton } from "./Button"
import type { ButtonVariant } from "./Button"
import { Icon } from "./Icon/Icon"

/**
 * The hand-off to a person (SPEC §2): WhatsApp with the site's message in a new tab, then the contact form. The
 * caller lays the two out; `contactVariant` suits the contact button to the surface it sits on.
 */
export function HandoffButtons({ contactVariant }: { contactVariant: Extract<ButtonVariant, `secondary${string}`> }) {
  const cta = useCta()
  const site = useSite()
  return (
    <>
      <ExternalButton href={whatsappHref(site.whatsappNumber, site.whatsappMessage)}>
        <Icon name="whatsapp" size={22} />
        {cta.whatsappLabel}
      </ExternalButton>
      <ButtonLink to="/contacto" variant={contactVariant}>
        {cta.contactLabel}
        <Icon name="arrow-right" size={20} />
      </ButtonLink>
    </>
  )
}

import styled from "@emotion/styled"
import { useSite } from "../../hooks/use-site"
import { formatAddress } from "../../lib/company-address"
import { mailtoHref, telHref, whatsappHref } from "../../lib/contact-links"
import { useInterfaceText } from "../../hooks/use-interface-text"
import { Icon } from "../Icon/Icon"
import { NewTabHint } from "../Button"

/** E-mail, phone, WhatsApp, address, hours and, when content/site.json gives it, the CUIT. */
export function ContactDetails() {
  const site = useSite()
  const { contactDetails: labels } = useInterfaceText()
  return (
    <List>
      <li>
        <Icon name="mail" />
        <div>
          <Term>{labels.emailLabel}</Term>
          <a href={mailtoHref(site.email)}>{site.email}</a>
        </div>
      </li>
      <li>
        <Icon name="phone" />
        <div>
          <Term>{labels.phoneLabel}</Term>
          <a href={telHref(site.phone)}>{site.phone}</a>
        </div>
      </li>
      <li>
        <Icon name="whatsapp" />
        <div>
          <Term>WhatsApp</Term>
          <a href={whatsappHref(site.whatsappNumber, site.whatsappMessage)} target="_blank" rel="noopener noreferrer">
            {labels.whatsappLabel}
            <NewTabHint />
          </a>
        </div>
      </li>
      <li>
        <Icon name="map-pin" />
        <div>
          <Term>{labels.addressLabel}</Term>
          <span>{formatAddress(site)}</span>
        </div>
      </li>
      <li>
        <Icon name="clock" />
        <div>
          <Term>{labels.hoursLabel}</Term>
          <span>{site.businessHours}</span>
        </div>
      </li>
      {site.cuit ? (
        <li>
          <Icon name="receipt" />
          <div>
            <Term>{labels.cuitLabel}</Term>
            <span>{site.cuit}</span>
          </div>
        </li>
      ) : null}
    </List>
  )
}

const List = styled.ul(({ theme }) => ({
  display: "grid",
  gap: "1rem",
  margin: 0,
  padding: 0,
  listStyle: "none",
  "& li": { display: "flex", gap: "0.875rem", alignItems: "flex-start", overflowWrap: "anywhere" },
  "& svg": { flex: "none", marginTop: "0.2rem", color: theme.colors.navy },
  "& a": { fontWeight: 700 },
}))

const Term = styled.span(({ theme }) => ({
  display: "block",
  fontSize: theme.fontSizes.small,
  color: theme.colors.textMuted,
}))

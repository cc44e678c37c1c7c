import styled from "@emotion/styled"
import type { ComponentPropsWithoutRef } from "react"
import { Link } from "gatsby"
import { useCurrentYear } from "../../hooks/use-current-year"
import { useFooter } from "../../hooks/use-footer"
import { useInterfaceText } from "../../hooks/use-interface-text"
import { useSite } from "../../hooks/use-site"
import type { SiteDetails } from "../../hooks/use-site"
import { formatAddress, publishedSocials } from "../../lib/company-address"
import { mailtoHref, telHref, whatsappHref } from "../../lib/contact-links"
import { media } from "../../styles/media"
import { renderNearViewport } from "../../styles/offscreen"
import { ExternalButton, NewTabHint, VisuallyHidden } from "../Button"
import { Icon } from "../Icon/Icon"
import { Container } from "../Section"

/** `props`: attributes for the footer element (the hydration boundary's mark). */
export function Footer(props: ComponentPropsWithoutRef<"footer">) {
  const site = useSite()
  const footer = useFooter()
  const year = useCurrentYear()
  const { contactDetails: labels } = useInterfaceText()
  return (
    <Bar {...props}>
      <Container>
        <Columns>
          <Column>
            {/* Lazy: an SVG image is a document of its own for the browser, loaded once the footer nears. */}
            <img src="/images/logo-full.svg" alt={site.name} width={194} height={42} loading="lazy" />
            <Tagline>{site.tagline}</Tagline>
            <SocialProfiles heading={footer.socialHeading} socials={site.socials} />
          </Column>

          <nav aria-labelledby="footer-navegacion">
            <ColumnTitle id="footer-navegacion">{footer.navigation.title}</ColumnTitle>
            <LinkList>
              {footer.navigation.links.map((link) => (
                <li key={link.path}>
                  <FooterLink to={link.path}>{link.name}</FooterLink>
                </li>
              ))}
            </LinkList>
          </nav>

          <Column>
            <ColumnTitle>{footer.contact.title}</ColumnTitle>
            <ContactList>
              <li>
                <Icon name="mail" size={20} />
                <a href={mailtoHref(site.email)}>{site.email}</a>
              </li>
              <li>
                <Icon name="phone" size={20} />
                <a href={telHref(site.phone)}>{site.phone}</a>
              </li>
              <li>
                <Icon name="map-pin" size={20} />
                <span>{formatAddress(site)}</span>
              </li>
              <li>
                <Icon name="clock" size={20} />
                <span>{site.businessHours}</span>
              </li>
            </ContactList>
            <ExternalButton href={whatsappHref(site.whatsappNumber, site.whatsappMessage)} size="small">
              <Icon name="whatsapp" size={20} />
              {footer.contact.whatsappLabel}
            </ExternalButton>
          </Column>

          <nav aria-labelledby="footer-legales">
            <ColumnTitle id="footer-legales">{footer.legal.title}</ColumnTitle>
            <LinkList>
              {footer.legal.links.map((link) => (
                <li key={link.path}>
                  <FooterLink to={link.path}>{link.name}</FooterLink>
                </li>
              ))}
            </LinkList>
          </nav>
        </Columns>

        <Bottom>
          <Disclaimer>{site.disclaimer}</Disclaimer>
          <Copyright>
            {/* One string per text node, as the server writes them: hydration then has nothing to rewrite. */}
            {"© "}
            <span data-testid="copyright-year">{year}</span>
            {` ${site.legalName.replace(/\.$/, "")}. ${footer.copyright}`}
          </Copyright>
          {site.cuit ? (
            <Copyright>
              {labels.cuitLabel} {site.cuit}
            </Copyright>
          ) : null}
        </Bottom>
      </Container>
    </Bar>
  )
}

/**
 * The networks the company has a profile on (a URL in content/site.json), each a link opening in a new tab.
 * With none, neither the heading nor the list is shown: an icon that goes nowhere tells a buyer nothing.
 */
function SocialProfiles({ heading, socials }: { heading: string; socials: SiteDetails["socials"] }) {
  const published = publishedSocials(socials)
  if (published.length === 0) return null
  return (
    <>
      <SocialHeading>{heading}</SocialHeading>
      <SocialList>
        {published.map((social) => (
          <li key={social.network}>
            <SocialLink href={social.url ?? undefined} target="_blank" rel="noopener noreferrer">
              <Icon name={social.network} size={22} />
              <VisuallyHidden>{social.label}</VisuallyHidden>
              <NewTabHint />
            </SocialLink>
          </li>
        ))}
      </SocialList>
    </>
  )
}

const Bar = styled.footer(({ theme }) => ({
  ...renderNearViewport({ mobile: "1180px", desktop: "470px" }),
  background: theme.colors.navy,
  color: theme.colors.textOnDarkMuted,
  // The page's end: its last line scrolls clear of the floating chat launcher.
  paddingBlock: "3.5rem var(--chat-launcher-room)",
  fontSize: "0.9375rem",
  "& :focus-visible": { outlineColor: theme.colors.accent },
}))

const Columns = styled.div({
  display: "grid",
  gap: "2.5rem",
  [media.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
  [media.desktop]: { gridTemplateColumns: "1.4fr 1fr 1.3fr 1fr", gap: "2rem" },
})

const Column = styled.div({ minWidth: 0 })

const Tagline = styled.p(({ theme }) => ({
  margin: "1rem 0 1.25rem",
  maxWidth: "22rem",
  color: theme.colors.textOnDark,
  fontSize: "1rem",
  lineHeight: 1.5,
}))

const ColumnTitle = styled.h2(({ theme }) => ({
  margin: "0 0 1rem",
  color: theme.colors.textOnDark,
  fontSize: "1rem",
  letterSpacing: "0.04em",
  textTransform: "uppercase",
}))

const LinkList = styled.ul({
  display: "grid",
  gap: "0.5rem",
  margin: 0,
  padding: 0,
  listStyle: "none",
})

const FooterLink = styled(Link)(({ theme }) => ({
  display: "inline-block",
  paddingBlock: "0.125rem",
  color: theme.colors.textOnDark,
  textDecoration: "none",
  "&:hover": { color: theme.colors.accent, textDecoration: "underline" },
}))

const ContactList = styled.ul(({ theme }) => ({
  display: "grid",
  gap: "0.75rem",
  margin: "0 0 1.25rem",
  padding: 0,
  listStyle: "none",
  "& li": { display: "flex", alignItems: "flex-start", gap: "0.625rem", overflowWrap: "anywhere" },
  "& svg": { flex: "none", marginTop: "0.125rem" },
  "& a": { color: theme.colors.textOnDark },
  "& a:hover": { color: theme.colors.accent },
}))

const SocialHeading = styled.p(({ theme }) => ({
  margin: "0 0 0.5rem",
  color: theme.colors.textOnDarkMuted,
  fontSize: theme.fontSizes.small,
  fontWeight: 700,
  letterSpacing: "0.04em",
  textTransform: "uppercase",
}))

const SocialList = styled.ul({
  display: "flex",
  gap: "0.5rem",
  margin: 0,
  padding: 0,
  listStyle: "none",
})

const SocialLink = styled.a(({ theme }) => ({
  display: "grid",
  placeItems: "center",
  width: "2.75rem",
  height: "2.75rem",
  borderRadius: theme.radii.pill,
  border: `1px solid ${theme.colors.navyLine}`,
  color: theme.colors.textOnDark,
  "&:hover": { color: theme.colors.accent, borderColor: theme.colors.accent },
}))

const Bottom = styled.div(({ theme }) => ({
  marginTop: "3rem",
  paddingTop: "1.5rem",
  borderTop: `1px solid ${theme.colors.navyLine}`,
}))

const Disclaimer = styled.p({ margin: "0 0 0.75rem", fontSize: "0.875rem", lineHeight: 1.55 })

const Copyright = styled.p({ margin: 0, fontSize: "0.875rem" })

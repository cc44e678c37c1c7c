import styled from "@emotion/styled"
import { graphql } from "gatsby"
import type { PageProps } from "gatsby"
import { ExternalButton } from "../components/Button"
import { ContactDetails } from "../components/Contact/ContactDetails"
import { ContactShortcuts } from "../components/Contact/ContactShortcuts"
import { ContactForm } from "../components/ContactForm/ContactForm"
import { LazyMap } from "../components/Contact/LazyMap"
import { Icon } from "../components/Icon/Icon"
import { PageHeader } from "../components/PageHeader/PageHeader"
import { Container, Section } from "../components/Section"
import { useSite } from "../hooks/use-site"
import { companyLocation } from "../lib/company-location"
import { presetInterests } from "../lib/contact-preset"
import { required } from "../lib/required"
import { fillTemplate } from "../lib/text-template"
import { media } from "../styles/media"

const PATH = "/contacto"

export default function ContactPage({ data, location }: PageProps<Queries.ContactPageQuery>) {
  const page = required(data.contactJson, "content/contact.json")
  const place = companyLocation(useSite())
  return (
    <>
      <PageHeader path={PATH} content={page}>
        {/* On phones and tablets, calling and WhatsApp are in the first screen, under the lead. */}
        <ContactShortcuts copy={page.shortcuts} />
      </PageHeader>
      <Section>
        <Container>
          <Columns>
            <FormArea aria-labelledby="contacto-formulario">
              <h2 id="contacto-formulario">{page.formTitle}</h2>
              <p>{page.formIntro}</p>
              <ContactForm presetInterests={presetInterests(location)} />
            </FormArea>
            <Aside aria-labelledby="contacto-datos">
              <h2 id="contacto-datos">{page.detailsTitle}</h2>
              <ContactDetails />
              <Note>{page.responseNote}</Note>
              {place ? (
                <Map aria-labelledby="contacto-mapa">
                  <h3 id="contacto-mapa">{page.map.heading}</h3>
                  <LazyMap src={place.embedUrl} title={fillTemplate(page.map.title, { direccion: place.text })} />
                  <ExternalButton href={place.directionsUrl} variant="secondary" size="small">
                    <Icon name="map-pin" size={18} />
                    {page.map.directionsLabel}
                  </ExternalButton>
                </Map>
              ) : null}
            </Aside>
          </Columns>
        </Container>
      </Section>
    </>
  )
}

const Columns = styled.div({
  display: "grid",
  gap: "3rem",
  [media.desktop]: { gridTemplateColumns: "minmax(0, 1.5fr) minmax(0, 1fr)", gap: "4rem", alignItems: "start" },
})

const FormArea = styled.section(({ theme }) => ({
  minWidth: 0,
  "& > p": { color: theme.colors.textMuted, maxWidth: theme.measure },
}))

const Aside = styled.section(({ theme }) => ({
  padding: "1.75rem",
  borderRadius: theme.radii.card,
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.border}`,
  "& h2": { fontSize: theme.fontSizes.h3 },
}))

const Note = styled.p(({ theme }) => ({
  margin: "1.25rem 0 0",
  paddingTop: "1.25rem",
  borderTop: `1px solid ${theme.colors.border}`,
  color: theme.colors.textMuted,
  fontSize: "0.9375rem",
}))

const Map = styled.section({
  marginTop: "1.5rem",
  "& h3": { fontSize: "1rem", marginBottom: "0.75rem" },
  "& a": { marginTop: "0.875rem" },
})

export const query = graphql`
  query ContactPage {
    contactJson {
      seo {
        title
        description
      }
      title
      intro
      illustration
      shortcuts {
        label
        callLabel
        whatsappLabel
      }
      formTitle
      formIntro
      detailsTitle
      responseNote
      map {
        heading
        title
        directionsLabel
      }
    }
  }
`

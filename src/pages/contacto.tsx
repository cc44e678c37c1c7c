import styled from "@emotion/styled"
import { graphql } from "gatsby"
import type { PageProps } from "gatsby"
import { ContactDetails } from "../components/Contact/ContactDetails"
import { ContactShortcuts } from "../components/Contact/ContactShortcuts"
import { MapSlot } from "../components/Contact/MapSlot"
import { ContactForm } from "../components/ContactForm/ContactForm"
import { HydrateWhenIdle } from "../components/Hydration/HydrateWhenIdle"
import { PageHeader } from "../components/PageHeader/PageHeader"
import { Container, Section } from "../components/Section"
import { Seo } from "../components/Seo"
import { useBreadcrumbs } from "../hooks/use-breadcrumbs"
import { useSite } from "../hooks/use-site"
import { presetInterests } from "../lib/contact-form/preset"
import { required } from "../lib/required"
import { media } from "../styles/media"

const PATH = "/contacto"

export default function ContactPage({ data, location }: PageProps<Queries.ContactPageQuery>) {
  const page = required(data.contactJson, "content/contact.json")
  const { trail, jsonLd } = useBreadcrumbs(PATH, page.title)
  const site = useSite()
  return (
    <>
      <Seo title={page.seo.title} description={page.seo.description} path={PATH} jsonLd={jsonLd} />
      <PageHeader trail={trail} content={page}>
        {/* On phones and tablets, calling and WhatsApp are in the first screen, under the lead. */}
        <ContactShortcuts copy={page.shortcuts} />
      </PageHeader>
      <Section>
        <Container>
          <Columns>
            {/* The form and the details are hydrated one after the other: each is a short task. */}
            <HydrateWhenIdle>
              <FormArea aria-labelledby="contacto-formulario">
                <h2 id="contacto-formulario">{page.formTitle}</h2>
                <p>{page.formIntro}</p>
                <ContactForm presetInterests={presetInterests(location)} />
              </FormArea>
            </HydrateWhenIdle>
            <HydrateWhenIdle>
              <Aside aria-labelledby="contacto-datos">
                <h2 id="contacto-datos">{page.detailsTitle}</h2>
                <ContactDetails />
                <Note>{page.responseNote}</Note>
                <MapSlot facts={site} copy={page.map} />
              </Aside>
            </HydrateWhenIdle>
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

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

const PATH = "/contacto"

/**
 * The page's layout (its columns, the details' panel, the note) is plain CSS in global.css (`.contacto-*`): as
 * Emotion styles it cost this page's first load, at its 70 KB budget, about 0.1 KB gzip.
 */
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
          <div className="contacto-columnas">
            {/* The form and the details are hydrated one after the other: each is a short task. */}
            <HydrateWhenIdle>
              <section className="contacto-formulario" aria-labelledby="contacto-formulario">
                <h2 id="contacto-formulario">{page.formTitle}</h2>
                <p>{page.formIntro}</p>
                <ContactForm presetInterests={presetInterests(location)} />
              </section>
            </HydrateWhenIdle>
            <HydrateWhenIdle>
              <section className="contacto-datos" aria-labelledby="contacto-datos">
                <h2 id="contacto-datos">{page.detailsTitle}</h2>
                <ContactDetails />
                <p className="contacto-nota">{page.responseNote}</p>
                <MapSlot facts={site} copy={page.map} />
              </section>
            </HydrateWhenIdle>
          </div>
        </Container>
      </Section>
    </>
  )
}

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

import { graphql } from "gatsby"
import type { PageProps } from "gatsby"
import { CardGrid } from "../components/Card"
import { ClosingCta } from "../components/ClosingCta"
import { HowWeWork } from "../components/HowWeWork"
import { IconPoints } from "../components/IconPoints"
import { OfferingCard } from "../components/Offering/OfferingCard"
import { PhotoGallery } from "../components/Photo/Photo"
import { PageHeader } from "../components/PageHeader/PageHeader"
import { ProcessSteps } from "../components/ProcessSteps"
import { Container, Section, SectionHeader } from "../components/Section"
import { Seo } from "../components/Seo"
import { useBreadcrumbs } from "../hooks/use-breadcrumbs"
import { required } from "../lib/required"

const PATH = "/servicio-tecnico"

export default function TechnicalServicePage({ data }: PageProps<Queries.TechnicalServicePageQuery>) {
  const page = required(data.servicesJson, "content/services.json")
  const { trail, jsonLd } = useBreadcrumbs(PATH, page.title)
  return (
    <>
      <Seo title={page.seo.title} description={page.seo.description} path={PATH} jsonLd={jsonLd} />
      <PageHeader trail={trail} content={page} />

      <Section aria-labelledby="servicio-servicios">
        <Container>
          <SectionHeader>
            <h2 id="servicio-servicios">{page.servicesTitle}</h2>
          </SectionHeader>
          <CardGrid columns={2}>
            {page.services.map((service) => (
              <li key={service.slug}>
                <OfferingCard offering={service} />
              </li>
            ))}
          </CardGrid>
        </Container>
      </Section>

      <Section tone="tinted" aria-labelledby="servicio-calibracion">
        <Container>
          <SectionHeader>
            <h2 id="servicio-calibracion">{page.calibrationTitle}</h2>
            <p>{page.calibrationIntro}</p>
          </SectionHeader>
          <IconPoints points={page.calibration} columns={3} />
        </Container>
      </Section>

      <Section aria-labelledby="servicio-proceso">
        <Container>
          <SectionHeader>
            <h2 id="servicio-proceso">{page.processTitle}</h2>
            <p>{page.processIntro}</p>
          </SectionHeader>
          <ProcessSteps steps={page.process} />
          <PhotoGallery photos={page.photos ?? []} />
        </Container>
      </Section>

      <HowWeWork content={required(data.howWeWorkJson, "content/how-we-work.json")} id="servicio-como-trabajamos" />

      <ClosingCta />
    </>
  )
}

export const query = graphql`
  query TechnicalServicePage {
    servicesJson {
      seo {
        title
        description
      }
      title
      intro
      headerAction {
        label
        path
      }
      illustration
      servicesTitle
      services {
        ...OfferingFields
      }
      calibrationTitle
      calibrationIntro
      calibration {
        title
        text
        icon
      }
      processTitle
      processIntro
      process {
        title
        text
      }
      photos {
        ...PhotoFields
      }
    }
    howWeWorkJson {
      ...HowWeWorkFields
    }
  }
`

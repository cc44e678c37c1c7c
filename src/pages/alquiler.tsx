import { graphql } from "gatsby"
import type { PageProps } from "gatsby"
import { CardGrid } from "../components/Card"
import { CheckList } from "../components/CheckList"
import { ClosingCta } from "../components/ClosingCta"
import { IconPoints } from "../components/IconPoints"
import { OfferingCard } from "../components/Offering/OfferingCard"
import { PageHeader } from "../components/PageHeader/PageHeader"
import { ProcessSteps } from "../components/ProcessSteps"
import { Container, Section, SectionHeader } from "../components/Section"
import { Seo } from "../components/Seo"
import { useBreadcrumbs } from "../hooks/use-breadcrumbs"
import { required } from "../lib/required"

const PATH = "/alquiler"

export default function RentalPage({ data }: PageProps<Queries.RentalPageQuery>) {
  const page = required(data.rentalJson, "content/rental.json")
  const { trail, jsonLd } = useBreadcrumbs(PATH, page.title)
  return (
    <>
      <Seo title={page.seo.title} description={page.seo.description} path={PATH} jsonLd={jsonLd} />
      <PageHeader trail={trail} content={page} />

      <Section aria-labelledby="alquiler-ofertas">
        <Container>
          <SectionHeader>
            <h2 id="alquiler-ofertas">{page.offersTitle}</h2>
          </SectionHeader>
          <CardGrid columns={2}>
            {page.offers.map((offer) => (
              <li key={offer.slug}>
                <OfferingCard offering={offer} />
              </li>
            ))}
          </CardGrid>
        </Container>
      </Section>

      <Section tone="tinted" aria-labelledby="alquiler-periodos">
        <Container>
          <SectionHeader>
            <h2 id="alquiler-periodos">{page.periodsTitle}</h2>
            <p>{page.periodsIntro}</p>
          </SectionHeader>
          <IconPoints points={page.periods} columns={3} />
        </Container>
      </Section>

      <Section aria-labelledby="alquiler-incluye">
        <Container>
          <SectionHeader>
            <h2 id="alquiler-incluye">{page.includedTitle}</h2>
          </SectionHeader>
          <CheckList items={page.included} />
        </Container>
      </Section>

      <Section tone="tinted" aria-labelledby="alquiler-proceso">
        <Container>
          <SectionHeader>
            <h2 id="alquiler-proceso">{page.processTitle}</h2>
            <p>{page.processIntro}</p>
          </SectionHeader>
          <ProcessSteps steps={page.process} />
        </Container>
      </Section>

      <ClosingCta />
    </>
  )
}

export const query = graphql`
  query RentalPage {
    rentalJson {
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
      offersTitle
      offers {
        ...OfferingFields
      }
      periodsTitle
      periodsIntro
      periods {
        title
        text
        icon
      }
      includedTitle
      included
      processTitle
      processIntro
      process {
        title
        text
      }
    }
  }
`

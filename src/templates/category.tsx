import styled from "@emotion/styled"
import { graphql } from "gatsby"
import type { PageProps } from "gatsby"
import { CardGrid } from "../components/Card"
import { ClosingCta } from "../components/ClosingCta"
import { EquipmentLines } from "../components/Equipment/EquipmentLines"
import { FaqAccordion } from "../components/Faq/FaqAccordion"
import { OfferingCard } from "../components/Offering/OfferingCard"
import { PageHeader } from "../components/PageHeader/PageHeader"
import { PageRequestDialog } from "../components/RequestDialog/PageRequestDialog"
import { Container, Section, SectionHeader } from "../components/Section"
import { Seo } from "../components/Seo"
import { useBreadcrumbs } from "../hooks/use-breadcrumbs"
import { categoryPath } from "../lib/page-paths"
import { deepLinkedRequest } from "../lib/request-dialog/deep-link"
import { DIALOG_KINDS, isDialogKind } from "../lib/request-dialog/kinds"
import { required } from "../lib/required"

/** A product category page (/productos/<slug>), made from one entry of content/categories.json. */
export default function CategoryPage({ data, location }: PageProps<Queries.CategoryPageQuery>) {
  const category = required(data.categoriesJson, "the category of this page")
  const equipmentCopy = required(data.equipmentJson, "content/equipment.json")
  const path = categoryPath(category.slug)
  const { trail, jsonLd } = useBreadcrumbs(path, category.name)
  const lines = category.lines ?? []
  // Offerings first, then the equipment lines: a deep link names either by its slug.
  const requestTargets = [...category.offerings, ...lines.map((line) => ({ ...line, title: line.name }))]
  const requested = deepLinkedRequest(
    location.search,
    requestTargets,
    { slug: category.slug, name: category.name },
    DIALOG_KINDS,
  )
  return (
    <>
      <Seo title={category.seo.title} description={category.seo.description} path={path} jsonLd={jsonLd} />
      <PageHeader trail={trail} content={{ ...category, title: category.name }} />

      <EquipmentLines title={category.linesTitle} copy={equipmentCopy} lines={lines} requested={requested} />

      <Section tone="tinted" aria-labelledby="categoria-ofertas">
        <Container>
          <SectionHeader>
            <h2 id="categoria-ofertas">{category.offeringsTitle}</h2>
          </SectionHeader>
          <CardGrid columns={category.offerings.length === 4 ? 2 : 3}>
            {category.offerings.map((offering) => (
              <li key={offering.slug}>
                <OfferingCard
                  offering={offering}
                  openRequest={requested?.offeringSlug === offering.slug ? requested.kind : null}
                />
              </li>
            ))}
          </CardGrid>
        </Container>
      </Section>

      <Section aria-labelledby="categoria-preguntas">
        <Container>
          <FaqHeading id="categoria-preguntas">{category.faqTitle}</FaqHeading>
          <FaqAccordion items={category.faqs} idPrefix={`faq-${category.slug}`} key={location.pathname} />
        </Container>
      </Section>

      <ClosingCta />
      {requested && !requested.offeringSlug && isDialogKind(requested.kind) ? (
        <PageRequestDialog kind={requested.kind} product={requested.product} />
      ) : null}
    </>
  )
}

const FaqHeading = styled.h2({ marginBottom: "1.5rem" })

export const query = graphql`
  query CategoryPage($id: String!) {
    categoriesJson(id: { eq: $id }) {
      slug
      name
      intro
      headerAction {
        label
        path
      }
      illustration
      linesTitle
      lines {
        ...EquipmentLineFields
      }
      seo {
        title
        description
      }
      offeringsTitle
      offerings {
        ...OfferingFields
      }
      faqTitle
      faqs {
        question
        answer
      }
    }
    equipmentJson {
      ...EquipmentCopyFields
    }
  }
`

import styled from "@emotion/styled"
import { graphql } from "gatsby"
import type { PageProps } from "gatsby"
import { ClosingCta } from "../components/ClosingCta"
import { EquipmentLines } from "../components/Equipment/EquipmentLines"
import { FaqAccordion } from "../components/Faq/FaqAccordion"
import { PageHeader } from "../components/PageHeader/PageHeader"
import { PageRequestDialog } from "../components/RequestDialog/PageRequestDialog"
import { Container, Section } from "../components/Section"
import { Seo } from "../components/Seo"
import { useBreadcrumbs } from "../hooks/use-breadcrumbs"
import { EMPTY_FINDER_QUERY, finderAddress } from "../lib/finder/query"
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
  const requested = deepLinkedRequest(
    location.search,
    lines,
    { slug: category.slug, name: category.name },
    DIALOG_KINDS,
  )
  return (
    <>
      <Seo title={category.seo.title} description={category.seo.description} path={path} jsonLd={jsonLd} />
      <PageHeader trail={trail} content={{ ...category, title: category.name }} />

      <EquipmentLines
        title={category.linesTitle}
        copy={equipmentCopy}
        lines={lines}
        requested={requested}
        finder={{
          label: equipmentCopy.finderLabel,
          path: finderAddress("/productos", { ...EMPTY_FINDER_QUERY, categoria: category.slug }),
        }}
      />

      <Section aria-labelledby="categoria-preguntas">
        <Container>
          <FaqHeading id="categoria-preguntas">{category.faqTitle}</FaqHeading>
          <FaqAccordion items={category.faqs ?? []} idPrefix={`faq-${category.slug}`} key={location.pathname} />
        </Container>
      </Section>

      <ClosingCta />
      {requested && !requested.itemSlug && isDialogKind(requested.kind) ? (
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

import styled from "@emotion/styled"
import { graphql } from "gatsby"
import type { PageProps } from "gatsby"
import { CheckList } from "../components/CheckList"
import { ClosingCta } from "../components/ClosingCta"
import { IconPoints } from "../components/IconPoints"
import { PhotoGallery } from "../components/Photo/Photo"
import { PageHeader } from "../components/PageHeader/PageHeader"
import { Container, Section, SectionHeader } from "../components/Section"
import { Seo } from "../components/Seo"
import { useBreadcrumbs } from "../hooks/use-breadcrumbs"
import { required } from "../lib/required"
import { media } from "../styles/media"

const PATH = "/nosotros"

export default function AboutPage({ data }: PageProps<Queries.AboutPageQuery>) {
  const page = required(data.aboutJson, "content/about.json")
  const { trail, jsonLd } = useBreadcrumbs(PATH, page.title)
  return (
    <>
      <Seo title={page.seo.title} description={page.seo.description} path={PATH} jsonLd={jsonLd} />
      <PageHeader trail={trail} content={page} />

      <Section aria-labelledby="nosotros-historia">
        <Container>
          <Columns>
            <div>
              <h2 id="nosotros-historia">{page.storyTitle}</h2>
              {page.story.map((paragraph) => (
                <Paragraph key={paragraph}>{paragraph}</Paragraph>
              ))}
            </div>
            <Commitments aria-labelledby="nosotros-compromisos">
              <h2 id="nosotros-compromisos">{page.commitmentsTitle}</h2>
              <CheckList items={page.commitments} columns={1} />
            </Commitments>
          </Columns>
          <PhotoGallery photos={page.photos ?? []} />
        </Container>
      </Section>

      <Section tone="tinted" aria-labelledby="nosotros-valores">
        <Container>
          <SectionHeader>
            <h2 id="nosotros-valores">{page.valuesTitle}</h2>
            <p>{page.valuesIntro}</p>
          </SectionHeader>
          <IconPoints points={page.values} />
        </Container>
      </Section>

      <ClosingCta />
    </>
  )
}

const Columns = styled.div({
  display: "grid",
  gap: "2.5rem",
  [media.desktop]: { gridTemplateColumns: "minmax(0, 1.3fr) minmax(0, 1fr)", gap: "4rem", alignItems: "start" },
})

const Paragraph = styled.p(({ theme }) => ({ maxWidth: theme.measure, color: theme.colors.textMuted }))

const Commitments = styled.section(({ theme }) => ({
  padding: "1.75rem",
  borderRadius: theme.radii.card,
  border: `1px solid ${theme.colors.border}`,
  background: theme.colors.surface,
  "& h2": { fontSize: theme.fontSizes.h3, marginBottom: "1.25rem" },
}))

export const query = graphql`
  query AboutPage {
    aboutJson {
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
      storyTitle
      story
      photos {
        ...PhotoFields
      }
      valuesTitle
      valuesIntro
      values {
        title
        text
        icon
      }
      commitmentsTitle
      commitments
    }
  }
`

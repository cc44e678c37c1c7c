import styled from "@emotion/styled"
import { graphql } from "gatsby"
import type { PageProps } from "gatsby"
import { PageHeader } from "../components/PageHeader/PageHeader"
import { Container, Section } from "../components/Section"
import { Seo } from "../components/Seo"
import { useBreadcrumbs } from "../hooks/use-breadcrumbs"
import { useInterfaceText } from "../hooks/use-interface-text"
import { formatLongDate } from "../lib/dates"
import { legalPath } from "../lib/page-paths"
import { required } from "../lib/required"
import { withoutAccents } from "../lib/without-accents"
import { media } from "../styles/media"
import { renderNearViewport } from "../styles/offscreen"

/** A legal document (terms, privacy policy), made from one entry of content/legal.json. */
export default function LegalDocumentPage({ data }: PageProps<Queries.LegalDocumentPageQuery>) {
  const document = required(data.legalJson, "the legal document of this page")
  const path = legalPath(document.slug)
  const { trail, jsonLd } = useBreadcrumbs(path, document.title)
  const { lastUpdatedLabel, contentsLabel } = useInterfaceText()
  return (
    <>
      <Seo title={document.seo.title} description={document.seo.description} path={path} jsonLd={jsonLd} />
      <PageHeader trail={trail} content={document}>
        <Updated>
          {`${lastUpdatedLabel} `}
          <time dateTime={document.updated}>{formatLongDate(document.updated)}</time>
        </Updated>
      </PageHeader>
      <Section>
        <Container>
          <Columns>
            <Contents aria-labelledby="legal-indice">
              <p id="legal-indice">{contentsLabel}</p>
              <ol>
                {document.sections.map((section) => (
                  <li key={section.heading}>
                    <a href={`#${headingId(section.heading)}`}>{section.heading}</a>
                  </li>
                ))}
              </ol>
            </Contents>
            <Body>
              {document.sections.map((section) => (
                <section key={section.heading} aria-labelledby={headingId(section.heading)}>
                  <h2 id={headingId(section.heading)}>{section.heading}</h2>
                  {section.paragraphs.map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                  {section.items?.length ? (
                    <ul>
                      {section.items.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                  ) : null}
                </section>
              ))}
            </Body>
          </Columns>
        </Container>
      </Section>
    </>
  )
}

/** "1. Responsable de los datos" → "responsable-de-los-datos": stable anchors for each section. */
function headingId(heading: string): string {
  return withoutAccents(heading)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
}

const Updated = styled.p(({ theme }) => ({
  margin: "1rem 0 0",
  fontSize: theme.fontSizes.small,
  color: theme.colors.textMuted,
}))

/**
 * From 1024 px the contents stand beside the text, in the half the text's measure would leave empty. One column
 * below that, as wide as the page: never wider (a long link of the contents once made it 420 px at 390).
 */
const Columns = styled.div({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: "2.5rem",
  [media.desktop]: { gridTemplateColumns: "17rem minmax(0, 1fr)", gap: "4rem", alignItems: "start" },
})

/** Sticky below the header at 1024 px and up, so every section stays one click away while reading. */
const Contents = styled.nav(({ theme }) => ({
  padding: "1.25rem 1.5rem",
  borderRadius: theme.radii.card,
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.border}`,
  // A label, not a heading: the document's own sections are its h2s.
  "& > p": {
    margin: "0 0 0.75rem",
    fontWeight: 700,
    color: theme.colors.text,
    fontSize: theme.fontSizes.small,
    letterSpacing: "0.06em",
    textTransform: "uppercase",
  },
  "& ol": { margin: 0, paddingLeft: "1.25rem", fontSize: "0.9375rem", lineHeight: 1.4 },
  "& li::marker": { color: theme.colors.textMuted },
  // 29 px tall targets (WCAG 2.2 SC 2.5.8 asks for 24), one under the other. A block, so that the item's number
  // stands on its first line: an inline-block's baseline is its last line, and the number followed it there.
  "& a": { display: "block", paddingBlock: "0.25rem", color: theme.colors.navy, textDecoration: "none" },
  "& a:hover": { textDecoration: "underline" },
  [media.desktop]: {
    position: "sticky",
    top: `calc(${theme.headerHeight} + 1.5rem)`,
    maxHeight: `calc(100vh - ${theme.headerHeight} - 3rem)`,
    overflowY: "auto",
  },
}))

const Body = styled.div(({ theme }) => ({
  maxWidth: theme.measure,
  // Each section is rendered on its own (styles/offscreen.ts), so its children's margins no longer collapse
  // with the space between sections: the last child's is dropped instead.
  "& section": renderNearViewport({ mobile: "420px", desktop: "300px" }),
  "& section > :last-child": { marginBottom: 0 },
  "& section + section": { marginTop: "2.5rem" },
  "& h2": { fontSize: "1.375rem" },
  "& ul": { margin: "0 0 1em", paddingLeft: "1.25rem" },
  "& li + li": { marginTop: "0.375rem" },
}))

export const query = graphql`
  query LegalDocumentPage($id: String!) {
    legalJson(id: { eq: $id }) {
      slug
      title
      seo {
        title
        description
      }
      updated
      intro
      headerAction {
        label
        path
      }
      illustration
      sections {
        heading
        paragraphs
        items
      }
    }
  }
`

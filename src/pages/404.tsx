import styled from "@emotion/styled"
import { graphql, Link } from "gatsby"
import type { PageProps } from "gatsby"
import { Icon } from "../components/Icon/Icon"
import { BandIllustration, BandLayout } from "../components/PageHeader/BandIllustration"
import { Container } from "../components/Section"
import { Seo } from "../components/Seo"
import { required } from "../lib/required"
import { media } from "../styles/media"
import { FirstScreenEnd } from "../components/FirstScreenEnd"

export default function NotFoundPage({ data }: PageProps<Queries.NotFoundPageQuery>) {
  const page = required(data.notFoundJson, "content/not-found.json")
  return (
    <>
      <Seo title={page.seo.title} description={page.seo.description} path="/404" noindex />
      <Band>
        <Container>
          <BandLayout>
            <BandIllustration reference={page.illustration} />
            <div>
              <h1>{page.title}</h1>
              <Lead>{page.text}</Lead>
            </div>
          </BandLayout>
          <FirstScreenEnd />
          <nav aria-labelledby="no-encontrada-secciones">
            <h2 id="no-encontrada-secciones">{page.linksTitle}</h2>
            <LinkList>
              {page.links.map((link) => (
                <li key={link.path}>
                  <SectionLink to={link.path}>
                    {link.label}
                    <Icon name="arrow-right" size={18} />
                  </SectionLink>
                </li>
              ))}
            </LinkList>
          </nav>
        </Container>
      </Band>
    </>
  )
}

export const query = graphql`
  query NotFoundPage {
    notFoundJson {
      seo {
        title
        description
      }
      title
      text
      illustration
      linksTitle
      links {
        label
        path
      }
    }
  }
`

const Band = styled.section({
  paddingBlock: "3.5rem 5rem",
  [media.desktop]: { paddingBlock: "5rem 6rem" },
})

const Lead = styled.p(({ theme }) => ({
  maxWidth: theme.measure,
  fontSize: theme.fontSizes.lead,
  color: theme.colors.textMuted,
  marginBottom: "2rem",
}))

const LinkList = styled.ul({
  display: "grid",
  gap: "0.75rem",
  maxWidth: "40rem",
  margin: 0,
  padding: 0,
  listStyle: "none",
  [media.tablet]: {
    gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
    // An odd last link spans the row instead of standing alone in half of it.
    "& > li:last-of-type:nth-of-type(odd)": { gridColumn: "1 / -1" },
  },
})

const SectionLink = styled(Link)(({ theme }) => ({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  padding: "1rem 1.25rem",
  borderRadius: theme.radii.card,
  border: `1px solid ${theme.colors.border}`,
  color: theme.colors.navy,
  fontWeight: 700,
  textDecoration: "none",
  "&:hover": { borderColor: theme.colors.navy, background: theme.colors.surface, color: theme.colors.navy },
}))

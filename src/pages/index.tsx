import styled from "@emotion/styled"
import { graphql, Link } from "gatsby"
import type { PageProps } from "gatsby"
import { Card, CardGrid } from "../components/Card"
import { ClosingCta } from "../components/ClosingCta"
import { FormulaText } from "../components/FormulaText"
import { HomeHero } from "../components/Home/Home.Hero"
import { Icon } from "../components/Icon/Icon"
import { IconPoints } from "../components/IconPoints"
import { Container, Section, SectionHeader } from "../components/Section"
import { Seo } from "../components/Seo"
import { useSite } from "../hooks/use-site"
import { industryPath } from "../lib/page-paths"
import { required } from "../lib/required"
import { organizationJsonLd } from "../lib/structured-data"
import { media } from "../styles/media"

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const home = required(data.homeJson, "content/home.json")
  const site = useSite()
  const industries = data.allIndustriesJson.nodes
  return (
    <>
      <Seo title={home.seo.title} description={home.seo.description} path="/" jsonLd={organizationJsonLd(site)} />
      <HomeHero hero={home.hero} />

      <Section aria-labelledby="home-servicios">
        <Container>
          <SectionHeader>
            <h2 id="home-servicios">{home.services.title}</h2>
            <p>{home.services.text}</p>
          </SectionHeader>
          <CardGrid columns={3}>
            {home.serviceCards.map((card) => (
              <li key={card.title}>
                <Card icon={card.icon} title={card.title} link={card.link}>
                  <p>{card.text}</p>
                </Card>
              </li>
            ))}
          </CardGrid>
        </Container>
      </Section>

      <Section tone="tinted" aria-labelledby="home-industrias">
        <Container>
          <SectionHeader>
            <h2 id="home-industrias">{home.industries.title}</h2>
            <p>{home.industries.text}</p>
          </SectionHeader>
          <IndustryList>
            {industries.map((industry) => (
              <li key={industry.slug}>
                <IndustryLink to={industryPath(industry.slug)}>
                  <Icon name={industry.icon} size={28} />
                  <span>
                    <strong>{industry.name}</strong>
                    <span>
                      <FormulaText text={industry.summary} />
                    </span>
                  </span>
                </IndustryLink>
              </li>
            ))}
            {home.industries.link ? (
              <li>
                <AllIndustriesLink to={home.industries.link.path}>
                  {home.industries.link.label}
                  <Icon name="arrow-right" size={20} />
                </AllIndustriesLink>
              </li>
            ) : null}
          </IndustryList>
        </Container>
      </Section>

      <Section aria-labelledby="home-valores">
        <Container>
          <SectionHeader>
            <h2 id="home-valores">{home.values.title}</h2>
            <p>{home.values.text}</p>
          </SectionHeader>
          <IconPoints points={home.valuePoints} />
          {home.values.link ? (
            <MoreLink to={home.values.link.path}>
              {home.values.link.label}
              <Icon name="arrow-right" size={20} />
            </MoreLink>
          ) : null}
        </Container>
      </Section>

      <ClosingCta />
    </>
  )
}

export const query = graphql`
  query HomePage {
    homeJson {
      seo {
        title
        description
      }
      hero {
        eyebrow
        title
        text
        primary {
          label
          path
        }
        secondary {
          label
          path
        }
        highlights
      }
      services {
        title
        text
      }
      serviceCards {
        title
        text
        icon
        link {
          label
          path
        }
      }
      industries {
        title
        text
        link {
          label
          path
        }
      }
      values {
        title
        text
        link {
          label
          path
        }
      }
      valuePoints {
        title
        text
        icon
      }
    }
    allIndustriesJson(sort: { order: ASC }) {
      nodes {
        slug
        name
        icon
        summary
      }
    }
  }
`

const IndustryList = styled.ul({
  display: "grid",
  gap: "1rem",
  margin: 0,
  padding: 0,
  listStyle: "none",
  [media.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
  [media.desktop]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" },
})

const IndustryLink = styled(Link)(({ theme }) => ({
  display: "flex",
  gap: "0.875rem",
  height: "100%",
  padding: "1.25rem",
  borderRadius: theme.radii.card,
  background: theme.colors.background,
  border: `1px solid ${theme.colors.border}`,
  color: theme.colors.textMuted,
  textDecoration: "none",
  transition: `border-color ${theme.transition}, box-shadow ${theme.transition}`,
  "& > svg": { flex: "none", color: theme.colors.navy },
  "& strong": { display: "block", marginBottom: "0.25rem", color: theme.colors.navy, fontSize: "1.0625rem" },
  "& span span": { display: "block", fontSize: "0.9375rem", lineHeight: 1.5 },
  "&:hover": { borderColor: theme.colors.navy, boxShadow: theme.shadows.card, color: theme.colors.textMuted },
}))

const AllIndustriesLink = styled(Link)(({ theme }) => ({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  gap: "0.5rem",
  height: "100%",
  minHeight: "4.5rem",
  padding: "1.25rem",
  borderRadius: theme.radii.card,
  background: theme.colors.navy,
  color: theme.colors.textOnDark,
  fontWeight: 700,
  textDecoration: "none",
  "& svg": { color: theme.colors.accent },
  "&:hover": { background: theme.colors.navyRaised, color: theme.colors.textOnDark },
  "&:focus-visible": { outlineColor: theme.colors.navy },
}))

/** After the value points: where the company shows how it works (the lab, the certificates, the standards). */
const MoreLink = styled(Link)(({ theme }) => ({
  display: "inline-flex",
  alignItems: "center",
  gap: "0.5rem",
  marginTop: "2rem",
  color: theme.colors.link,
  fontWeight: 700,
  "& svg": { flex: "none" },
  "&:hover": { color: theme.colors.linkHover },
}))

import styled from "@emotion/styled"
import { graphql, Link } from "gatsby"
import type { PageProps } from "gatsby"
import { ClosingCta } from "../components/ClosingCta"
import { FormulaText } from "../components/FormulaText"
import { HydrateWhenIdle } from "../components/Hydration/HydrateWhenIdle"
import { Icon } from "../components/Icon/Icon"
import { LinkChips } from "../components/LinkChips"
import { PageHeader } from "../components/PageHeader/PageHeader"
import { Container, Section } from "../components/Section"
import { Seo } from "../components/Seo"
import { useBreadcrumbs } from "../hooks/use-breadcrumbs"
import { industryPath, linePath } from "../lib/page-paths"
import { required } from "../lib/required"
import { fillTemplate } from "../lib/text-template"
import { media } from "../styles/media"
import { cardSurface } from "../styles/surfaces"

const PATH = "/industrias"

export default function IndustriesPage({ data }: PageProps<Queries.IndustriesPageQuery>) {
  const page = required(data.industriesPageJson, "content/industries-page.json")
  const { trail, jsonLd } = useBreadcrumbs(PATH, page.title)
  return (
    <>
      <Seo title={page.seo.title} description={page.seo.description} path={PATH} jsonLd={jsonLd} />
      <PageHeader trail={trail} content={page} />
      <Section>
        <Container>
          <List>
            {/* One industry per idle period on the first load: all of them, with their lines' links, are too long
                a task. */}
            {data.allIndustriesJson.nodes.map((industry) => (
              <HydrateWhenIdle key={industry.slug}>
                <Industry id={industry.slug} aria-labelledby={`${industry.slug}-titulo`}>
                  <Heading>
                    <IconBadge>
                      <Icon name={industry.icon} size={28} />
                    </IconBadge>
                    <h2 id={`${industry.slug}-titulo`}>
                      <Link to={industryPath(industry.slug)}>{industry.name}</Link>
                    </h2>
                  </Heading>
                  <Summary>
                    <FormulaText text={industry.summary} />
                  </Summary>
                  <Label>{page.risksLabel}</Label>
                  <p>
                    <FormulaText text={industry.risks} />
                  </p>
                  <Label>{page.solutionsLabel}</Label>
                  <Solutions>
                    {industry.solutions.map((solution) => (
                      <li key={solution.text}>
                        <Icon name="check" size={18} />
                        {solution.path ? (
                          <Link to={solution.path}>
                            <FormulaText text={solution.text} />
                          </Link>
                        ) : (
                          <span>
                            <FormulaText text={solution.text} />
                          </span>
                        )}
                      </li>
                    ))}
                  </Solutions>
                  {industry.lines?.length ? (
                    <>
                      <Label>{page.equipmentLabel}</Label>
                      <LinkChips
                        links={industry.lines.map((line) => ({
                          label: line.name,
                          to: linePath(line.category, line.slug),
                        }))}
                      />
                    </>
                  ) : null}
                  <PageLink to={industryPath(industry.slug)}>
                    {fillTemplate(page.pageLinkLabel, { industria: industry.name })}
                    <Icon name="arrow-right" size={18} />
                  </PageLink>
                </Industry>
              </HydrateWhenIdle>
            ))}
          </List>
        </Container>
      </Section>
      <ClosingCta />
    </>
  )
}

const List = styled.div({
  display: "grid",
  gap: "1.5rem",
  [media.desktop]: {
    gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
    // An odd last industry spans the row instead of standing alone in half of it.
    "& > article:last-of-type:nth-of-type(odd)": { gridColumn: "1 / -1" },
  },
})

const Industry = styled.article(({ theme }) => ({
  padding: "1.5rem",
  ...cardSurface(theme),
  "& p": { color: theme.colors.textMuted },
  [media.desktop]: { padding: "2rem" },
}))

const Heading = styled.div({
  display: "flex",
  alignItems: "center",
  gap: "1rem",
  marginBottom: "1rem",
  "& h2": { margin: 0, fontSize: "1.5rem" },
  "& h2 a": { color: "inherit", textDecoration: "none" },
  "& h2 a:hover": { textDecoration: "underline" },
})

const IconBadge = styled.span(({ theme }) => ({
  display: "grid",
  placeItems: "center",
  flex: "none",
  width: "3.25rem",
  height: "3.25rem",
  borderRadius: theme.radii.card,
  background: theme.colors.navy,
  color: theme.colors.accent,
}))

/** The industry's own page: its hazards, the lines for each task, its services and questions. */
const PageLink = styled(Link)(({ theme }) => ({
  display: "inline-flex",
  alignItems: "center",
  gap: "0.375rem",
  marginTop: "1.5rem",
  color: theme.colors.link,
  fontWeight: 700,
  textUnderlineOffset: "0.2em",
  "&:hover": { color: theme.colors.linkHover },
}))

const Summary = styled.p(({ theme }) => ({
  fontSize: theme.fontSizes.lead,
  "&&": { color: theme.colors.text },
}))

const Label = styled.h3(({ theme }) => ({
  margin: "1.25rem 0 0.5rem",
  fontSize: theme.fontSizes.small,
  letterSpacing: "0.06em",
  textTransform: "uppercase",
}))

const Solutions = styled.ul(({ theme }) => ({
  display: "grid",
  gap: "0.5rem",
  margin: 0,
  padding: 0,
  listStyle: "none",
  "& li": { display: "flex", gap: "0.5rem", alignItems: "flex-start" },
  "& svg": { flex: "none", marginTop: "0.25rem", color: theme.colors.success },
  // Each solution names equipment: it links to that line on its category page.
  "& a": {
    color: theme.colors.navy,
    textDecorationColor: theme.colors.navyLine,
    textUnderlineOffset: "0.2em",
  },
  "& a:hover": { color: theme.colors.navy, textDecorationColor: "currentColor" },
}))

export const query = graphql`
  query IndustriesPage {
    industriesPageJson {
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
      risksLabel
      solutionsLabel
      equipmentLabel
      pageLinkLabel
    }
    allIndustriesJson(sort: { order: ASC }) {
      nodes {
        slug
        name
        icon
        summary
        risks
        solutions {
          text
          path
        }
        lines {
          slug
          category
          name
        }
      }
    }
  }
`

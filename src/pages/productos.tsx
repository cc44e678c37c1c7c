import styled from "@emotion/styled"
import { graphql } from "gatsby"
import type { PageProps } from "gatsby"
import { ButtonLink } from "../components/Button"
import { Card, CardGrid } from "../components/Card"
import { ClosingCta } from "../components/ClosingCta"
import { Finder } from "../components/Finder/Finder"
import { FormulaText } from "../components/FormulaText"
import { PageHeader } from "../components/PageHeader/PageHeader"
import { Container, Section, SectionHeader } from "../components/Section"
import { Seo } from "../components/Seo"
import { useBreadcrumbs } from "../hooks/use-breadcrumbs"
import { FINDER_ANCHOR } from "../lib/finder/query"
import { lineIllustration } from "../lib/illustrations"
import { categoryPath, linePath } from "../lib/page-paths"
import { required } from "../lib/required"
import { fillTemplate, lowerFirst } from "../lib/text-template"
import { media } from "../styles/media"
import { renderWithPage } from "../styles/offscreen"

const PATH = "/productos"

/** The finder's index address, given to this page by gatsby/finder-index.ts. */
interface ProductsPageContext {
  finderIndexUrl?: string
}

export default function ProductsPage({
  data,
  location,
  pageContext,
}: PageProps<Queries.ProductsPageQuery, ProductsPageContext>) {
  const page = required(data.productsJson, "content/products.json")
  const equipment = required(data.equipmentJson, "content/equipment.json")
  const { trail, jsonLd } = useBreadcrumbs(PATH, page.title)
  return (
    <>
      <Seo title={page.seo.title} description={page.seo.description} path={PATH} jsonLd={jsonLd} />
      <PageHeader trail={trail} content={page} />
      <Section aria-label="Categorías de productos">
        <Container>
          <CardGrid columns={3}>
            {data.allCategoriesJson.nodes.map((category) => (
              <li key={category.slug}>
                <Card
                  icon={category.icon}
                  title={category.name}
                  headingLevel="h2"
                  link={{
                    label: fillTemplate(page.categoryLinkLabel, { categoria: lowerFirst(category.name) }),
                    path: categoryPath(category.slug),
                  }}
                >
                  <p>
                    <FormulaText text={category.summary} />
                  </p>
                </Card>
              </li>
            ))}
            <li>
              <Advice>
                <h2>{page.adviceTitle}</h2>
                <p>{page.adviceText}</p>
                <ButtonLink to={page.adviceLink.path}>{page.adviceLink.label}</ButtonLink>
              </Advice>
            </li>
          </CardGrid>
        </Container>
      </Section>
      <Section tone="tinted" aria-labelledby={FINDER_ANCHOR} {...renderWithPage}>
        <Container>
          <SectionHeader>
            <h2 id={FINDER_ANCHOR}>{page.finder.title}</h2>
            <p>{page.finder.intro}</p>
          </SectionHeader>
          <Finder
            path={PATH}
            search={location.search}
            indexUrl={pageContext.finderIndexUrl ?? null}
            copy={page.finder}
            lines={data.allEquipmentLinesJson.nodes.map((line) => ({
              slug: line.slug,
              name: line.name,
              summary: line.summary,
              category: line.category,
              categoryName: line.categoryEntry?.name ?? "",
              modes: line.modes,
              path: linePath(line.category, line.slug),
              drawing: lineIllustration(line),
            }))}
            categories={data.allCategoriesJson.nodes.map((category) => ({
              value: category.slug,
              label: category.name,
            }))}
            modes={equipment.modes}
            hazards={data.allHazardsJson.nodes.map((hazard) => ({ value: hazard.slug, label: hazard.name }))}
            industries={data.allIndustriesJson.nodes.map((industry) => ({
              value: industry.slug,
              label: industry.name,
            }))}
            modesLabel={equipment.modesLabel}
          />
        </Container>
      </Section>
      <ClosingCta />
    </>
  )
}

const Advice = styled.div(({ theme }) => ({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  justifyContent: "center",
  width: "100%",
  padding: "1.75rem",
  borderRadius: theme.radii.card,
  background: theme.colors.navy,
  color: theme.colors.textOnDarkMuted,
  "& h2": { color: theme.colors.textOnDark, fontSize: theme.fontSizes.h3 },
  "& p": { marginBottom: "1.25rem" },
  "& :focus-visible": { outlineColor: theme.colors.accent },
  [media.desktop]: { padding: "2rem" },
}))

export const query = graphql`
  query ProductsPage {
    productsJson {
      seo {
        title
        description
      }
      title
      intro
      categoryLinkLabel
      headerAction {
        label
        path
      }
      illustration
      adviceTitle
      adviceText
      adviceLink {
        label
        path
      }
      finder {
        title
        intro
        searchLabel
        searchHint
        filtersLegend
        filtersToggle
        filtersToggleActive
        categoryLabel
        categoryAll
        modeLabel
        modeAll
        hazardLabel
        hazardAll
        industryLabel
        industryAll
        industryPageLabel
        submitLabel
        clearLabel
        countOne
        countMany
        activeFiltersLabel
        removeFilterLabel
        noResultsTitle
        noResultsText
      }
    }
    allCategoriesJson(sort: { order: ASC }) {
      nodes {
        slug
        name
        icon
        summary
      }
    }
    allEquipmentLinesJson(sort: { order: ASC }) {
      nodes {
        slug
        name
        summary
        category
        categoryEntry {
          name
        }
        modes
        illustration
      }
    }
    allHazardsJson(sort: { order: ASC }) {
      nodes {
        slug
        name
      }
    }
    allIndustriesJson(sort: { order: ASC }) {
      nodes {
        slug
        name
      }
    }
    equipmentJson {
      modesLabel
      modes {
        value
        label
      }
    }
  }
`

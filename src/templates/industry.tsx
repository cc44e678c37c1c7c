import styled from "@emotion/styled"
import { graphql } from "gatsby"
import type { PageProps } from "gatsby"
import { ClosingCta } from "../components/ClosingCta"
import { FaqAccordion } from "../components/Faq/FaqAccordion"
import { IndustryHazards, IndustryServices, IndustryTasks } from "../components/Industry/IndustrySections"
import { LinkChips } from "../components/LinkChips"
import { PageHeader } from "../components/PageHeader/PageHeader"
import { PageRequestDialog } from "../components/RequestDialog/PageRequestDialog"
import { Container, Section, SectionHeader } from "../components/Section"
import { Seo } from "../components/Seo"
import { useBreadcrumbs } from "../hooks/use-breadcrumbs"
import { useSite } from "../hooks/use-site"
import { industryPath, linePath } from "../lib/page-paths"
import { deepLinkedRequest } from "../lib/request-dialog/deep-link"
import { requestAddress } from "../lib/request-dialog/request-address"
import type { DialogKind } from "../lib/request-dialog/kinds"
import { required } from "../lib/required"
import { industryPageJsonLd } from "../lib/industry-structured-data"
import { fillTemplate } from "../lib/text-template"

/** The request an industry's page asks for: a survey of the buyer's site, with the industry preset. */
const INDUSTRY_REQUEST: DialogKind = "relevamiento"

/**
 * An industry's own page (/industrias/<slug>), made from one entry of content/industries: its hazards, the lines
 * for each task (the industry's lines that fit, src/lib/industry-tasks.ts), the services that matter there, its
 * questions, and one primary action: the survey request with the industry preset.
 */
export default function IndustryPage({ data, location }: PageProps<Queries.IndustryPageQuery>) {
  const industry = required(data.industriesJson, "the industry of this page")
  const page = required(data.industriesPageJson, "content/industries-page.json")
  const text = page.industryPage
  const site = useSite()
  const path = industryPath(industry.slug)
  const { trail, jsonLd: breadcrumbs } = useBreadcrumbs(path, industry.name)
  const lines = industry.lines ?? []
  const product = { slug: industry.slug, name: industry.name }
  const requested = deepLinkedRequest(location.search, [], product, [INDUSTRY_REQUEST])
  const jsonLd = [
    industryPageJsonLd({
      name: industry.name,
      description: industry.seo.description,
      path,
      lines: lines.map((line) => ({ name: line.name, path: linePath(line.category, line.slug) })),
      company: { name: site.name },
      siteUrl: site.siteUrl,
    }),
    breadcrumbs,
  ]
  const others = data.allIndustriesJson.nodes.filter((other) => other.slug !== industry.slug)
  return (
    <>
      <Seo title={industry.seo.title} description={industry.seo.description} path={path} jsonLd={jsonLd} />
      <PageHeader
        trail={trail}
        content={{
          title: industry.name,
          intro: industry.intro,
          illustration: industry.illustration,
          headerAction: { label: text.actionLabel, path: requestAddress(path, INDUSTRY_REQUEST, industry.slug) },
        }}
      >
        <ActionNote>{text.actionNote}</ActionNote>
      </PageHeader>

      <Section aria-labelledby="industria-riesgos">
        <Container>
          <SectionHeader>
            <h2 id="industria-riesgos">{text.hazardsTitle}</h2>
          </SectionHeader>
          <IndustryHazards hazards={industry.hazards} />
        </Container>
      </Section>

      <Section tone="tinted" aria-labelledby="industria-tareas">
        <Container>
          <SectionHeader>
            <h2 id="industria-tareas">{text.tasksTitle}</h2>
            <p>{text.tasksIntro}</p>
          </SectionHeader>
          <IndustryTasks tasks={industry.tasks} />
          <AllLines>
            <h3 id="industria-equipos">{fillTemplate(text.linesTitle, { industria: industry.name })}</h3>
            <LinkChips links={lines.map((line) => ({ label: line.name, to: linePath(line.category, line.slug) }))} />
          </AllLines>
        </Container>
      </Section>

      <Section aria-labelledby="industria-servicios">
        <Container>
          <SectionHeader>
            <h2 id="industria-servicios">{text.servicesTitle}</h2>
          </SectionHeader>
          <IndustryServices services={industry.services} />
        </Container>
      </Section>

      <Section tone="tinted" aria-labelledby={industry.faqs?.length ? "industria-preguntas" : "industria-otras"}>
        <Container>
          {industry.faqs?.length ? (
            <>
              <SectionHeader>
                <h2 id="industria-preguntas">{text.faqTitle}</h2>
              </SectionHeader>
              <FaqAccordion items={industry.faqs} idPrefix={`faq-${industry.slug}`} key={location.pathname} />
            </>
          ) : null}
          <Others aria-labelledby="industria-otras">
            <h3 id="industria-otras">{text.otherIndustriesTitle}</h3>
            <LinkChips links={others.map((other) => ({ label: other.name, to: industryPath(other.slug) }))} />
          </Others>
        </Container>
      </Section>

      <ClosingCta />
      {requested ? <PageRequestDialog kind={INDUSTRY_REQUEST} product={requested.product} key={location.key} /> : null}
    </>
  )
}

const ActionNote = styled.p(({ theme }) => ({
  maxWidth: theme.measure,
  margin: "0.75rem 0 0",
  fontSize: theme.fontSizes.small,
  "&&": { color: theme.colors.textMuted },
}))

const AllLines = styled.div({
  marginTop: "3rem",
  "& h3": { fontSize: "1.125rem", marginBottom: "0.75rem" },
})

const Others = styled.nav({
  marginTop: "2.5rem",
  "& h3": { fontSize: "1.125rem", marginBottom: "0.75rem" },
})

export const query = graphql`
  query IndustryPage($id: String!) {
    industriesJson(id: { eq: $id }) {
      slug
      name
      intro
      illustration
      seo {
        title
        description
      }
      hazards {
        name
        text
      }
      tasks {
        name
        text
        lines {
          ...LinkedLineFields
        }
      }
      services {
        title
        text
        path
      }
      lines {
        slug
        category
        name
      }
      faqs {
        question
        answer
      }
    }
    industriesPageJson {
      industryPage {
        actionLabel
        actionNote
        hazardsTitle
        tasksTitle
        tasksIntro
        linesTitle
        servicesTitle
        faqTitle
        otherIndustriesTitle
      }
    }
    allIndustriesJson(sort: { order: ASC }) {
      nodes {
        slug
        name
      }
    }
  }
`

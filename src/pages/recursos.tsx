import styled from "@emotion/styled"
import { graphql } from "gatsby"
import type { PageProps } from "gatsby"
import { ClosingCta } from "../components/ClosingCta"
import { FaqAccordion } from "../components/Faq/FaqAccordion"
import { DownloadItem } from "../components/Downloads/DownloadItem"
import { PageHeader } from "../components/PageHeader/PageHeader"
import { RequestButton } from "../components/RequestDialog/RequestButton"
import { Container, Section, SectionHeader } from "../components/Section"
import { Seo } from "../components/Seo"
import { useBreadcrumbs } from "../hooks/use-breadcrumbs"
import { deepLinkedRequest } from "../lib/request-dialog/deep-link"
import { DIALOG_KINDS, isDialogKind } from "../lib/request-dialog/kinds"
import { required } from "../lib/required"
import { media } from "../styles/media"

const PATH = "/recursos"

export default function ResourcesPage({ data, location }: PageProps<Queries.ResourcesPageQuery>) {
  const page = required(data.resourcesJson, "content/resources.json")
  const { trail, jsonLd } = useBreadcrumbs(PATH, page.title)
  // What a download's request is about: the document ("catalogo"), by its title.
  const requestables = page.downloads.map((download) => ({
    slug: download.document ?? download.title,
    name: download.title,
    actions: download.action ? [download.action] : [],
  }))
  // `/recursos?solicitud=catalogo` opens the catalog's request, from an e-mail or the chat.
  const requested = deepLinkedRequest(
    location.search,
    requestables,
    { slug: "recursos", name: page.title },
    DIALOG_KINDS,
  )
  return (
    <>
      <Seo title={page.seo.title} description={page.seo.description} path={PATH} jsonLd={jsonLd} />
      <PageHeader trail={trail} content={page} />

      <Section aria-labelledby="recursos-descargas">
        <Container>
          <SectionHeader>
            <h2 id="recursos-descargas">{page.downloadsTitle}</h2>
            <p>{page.downloadsIntro}</p>
          </SectionHeader>
          <Downloads>
            {page.downloads.map((download, index) => {
              const { action } = download
              const product = { slug: requestables[index].slug, name: download.title }
              return (
                <DownloadItem
                  key={download.title}
                  download={download}
                  linkLabel={page.downloadLabel}
                  pendingLabel={page.pendingLabel}
                  action={
                    action?.kind === "request" && isDialogKind(action.request) ? (
                      <RequestButton
                        kind={action.request}
                        product={product}
                        label={action.label}
                        variant="secondary"
                        openOnMount={requested?.itemSlug === product.slug && requested.kind === action.request}
                      />
                    ) : null
                  }
                />
              )
            })}
          </Downloads>
        </Container>
      </Section>

      <Section tone="tinted" aria-labelledby="recursos-preguntas">
        <Container>
          <SectionHeader>
            <h2 id="recursos-preguntas">{page.faqTitle}</h2>
          </SectionHeader>
          <FaqAccordion items={page.faqs ?? []} idPrefix="faq-recursos" />
        </Container>
      </Section>

      <ClosingCta />
    </>
  )
}

const Downloads = styled.ul(({ theme }) => ({
  display: "grid",
  gap: "1.25rem",
  margin: 0,
  padding: 0,
  listStyle: "none",
  [media.desktop]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))", gap: "1.5rem" },
  "& li": {
    display: "flex",
    flexDirection: "column",
    alignItems: "flex-start",
    padding: "1.5rem",
    borderRadius: theme.radii.card,
    background: theme.colors.background,
    border: `1px solid ${theme.colors.border}`,
  },
  "& svg": { color: theme.colors.navy, marginBottom: "0.75rem" },
  "& h3": { fontSize: "1.125rem" },
  "& p": { flex: 1, color: theme.colors.textMuted },
}))

export const query = graphql`
  query ResourcesPage {
    resourcesJson {
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
      faqTitle
      faqs {
        question
        answer
      }
      downloadsTitle
      downloadsIntro
      downloadLabel
      pendingLabel
      downloads {
        title
        description
        format
        document
        url
        file {
          path
          bytes
        }
        action {
          label
          kind
          request
        }
      }
    }
  }
`

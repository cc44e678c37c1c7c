import { graphql } from "gatsby"
import type { PageProps } from "gatsby"
import { ClosingCta } from "../components/ClosingCta"
import { LineActions } from "../components/EquipmentLine/LineActions"
import { LineHeader } from "../components/EquipmentLine/LineHeader"
import { LineOverview } from "../components/EquipmentLine/LineOverview"
import { LineLinks } from "../components/EquipmentLine/LineLinks"
import { LineModes } from "../components/EquipmentLine/LineModes"
import { Photo, PhotoGallery } from "../components/Photo/Photo"
import { PageRequestDialog } from "../components/RequestDialog/PageRequestDialog"
import { Container, Section, SectionHeader } from "../components/Section"
import { Seo } from "../components/Seo"
import { useBreadcrumbs } from "../hooks/use-breadcrumbs"
import { useSite } from "../hooks/use-site"
import { whatsappHref } from "../lib/contact-links"
import { planLineActions } from "../lib/line-actions"
import { categoryPath, lineImagePath, linePath } from "../lib/page-paths"
import { deepLinkedRequest } from "../lib/request-dialog/deep-link"
import { DIALOG_KINDS, isDialogKind } from "../lib/request-dialog/kinds"
import { required } from "../lib/required"
import { catalogBreadcrumbJsonLd, linePageJsonLd } from "../lib/structured-data"
import { joinSpanish } from "../lib/join-spanish"
import { fillTemplate, lowerFirst } from "../lib/text-template"

/**
 * The Open Graph image of a line: its first photo cropped to 1200 × 630 (a JPEG), or else a 1200 × 630 PNG of
 * its drawing, rendered at build time (gatsby/images).
 */
const LINE_IMAGE_SIZE = { width: 1200, height: 630 } as const

type LineData = NonNullable<Queries.EquipmentLinePageQuery["equipmentLinesJson"]>

/** The first photo's 1200 × 630 crop, when the line has a photo: its Open Graph image and JSON-LD image. */
function socialImagePath(line: LineData): string {
  return line.photos?.[0]?.image?.childImageSharp?.social?.src ?? lineImagePath(line.slug)
}

/** The heading of "Modalidades": the title band's link leads there. */
const MODES_ID = "linea-modalidades"

/** An equipment line's own page (/productos/<categoria>/<linea>), made from one entry of content/equipment-lines.json. */
export default function EquipmentLinePage({ data, location }: PageProps<Queries.EquipmentLinePageQuery>) {
  const line = required(data.equipmentLinesJson, "the equipment line of this page")
  const category = required(line.categoryEntry, `the category "${line.category}" of ${line.slug}`)
  const copy = required(data.equipmentJson, "content/equipment.json")
  const text = copy.linePage
  const site = useSite()
  const path = linePath(line.category, line.slug)
  const { trail } = useBreadcrumbs(path, line.name, [{ name: category.name, path: categoryPath(category.slug) }])
  const product = { slug: line.slug, name: line.name }
  const [bandPhoto, ...morePhotos] = line.photos ?? []
  const imagePath = socialImagePath(line)
  const jsonLd = [
    linePageJsonLd({
      name: line.name,
      description: line.summary,
      path,
      imagePath,
      category: { name: category.name, path: categoryPath(category.slug) },
      company: { name: site.name },
      siteUrl: site.siteUrl,
    }),
    catalogBreadcrumbJsonLd(trail, site.siteUrl),
  ]
  const plan = planLineActions(line.actions, copy.modes, line.modes)
  const requested = deepLinkedRequest(location.search, [], product, DIALOG_KINDS)
  const compatible = line.compatibleLines ?? []
  // The other lines of the category, but those already listed as compatible.
  const related = (category.lines ?? []).filter(
    (other) => other.slug !== line.slug && !compatible.some((entry) => entry.slug === other.slug),
  )
  return (
    <>
      <Seo
        title={line.pageTitle}
        description={line.summary}
        path={path}
        jsonLd={jsonLd}
        image={{ path: imagePath, ...LINE_IMAGE_SIZE, alt: bandPhoto?.alt ?? line.name }}
      />
      <LineHeader
        trail={trail}
        line={line}
        photo={bandPhoto && <Photo photo={{ alt: bandPhoto.alt, image: bandPhoto.band }} priority fill />}
        actions={
          <LineActions
            line={line}
            quote={plan.quote}
            whatsapp={{
              href: whatsappHref(site.whatsappNumber, fillTemplate(text.whatsappMessage, { equipo: line.name })),
              label: text.whatsappLabel,
            }}
            modes={{
              href: `#${MODES_ID}`,
              label: `${copy.modesLabel} ${joinSpanish(plan.modes.map(({ mode }) => lowerFirst(mode.label)))}`,
            }}
          />
        }
      />

      <LineOverview line={line} text={text} specsCaption={copy.specsCaption} sheet={data.documentFile}>
        <PhotoGallery photos={morePhotos} />
      </LineOverview>

      <Section tone="tinted" aria-labelledby={MODES_ID}>
        <Container>
          <SectionHeader>
            <h2 id={MODES_ID}>{text.modesTitle}</h2>
          </SectionHeader>
          <LineModes modes={plan.modes} product={product} />
        </Container>
      </Section>

      {compatible.length > 0 ? (
        <Section aria-labelledby="linea-compatibles">
          <Container>
            <SectionHeader>
              <h2 id="linea-compatibles">{text.compatibleTitle}</h2>
            </SectionHeader>
            <LineLinks lines={compatible} />
          </Container>
        </Section>
      ) : null}

      {related.length > 0 ? (
        <Section tone={compatible.length > 0 ? "tinted" : "plain"} aria-labelledby="linea-relacionados">
          <Container>
            <SectionHeader>
              <h2 id="linea-relacionados">
                {fillTemplate(text.relatedTitle, { categoria: lowerFirst(category.name) })}
              </h2>
            </SectionHeader>
            <LineLinks lines={related} />
          </Container>
        </Section>
      ) : null}

      <ClosingCta />
      {requested && isDialogKind(requested.kind) ? (
        <PageRequestDialog kind={requested.kind} product={requested.product} />
      ) : null}
    </>
  )
}

export const query = graphql`
  query EquipmentLinePage($id: String!, $sheet: String!) {
    equipmentLinesJson(id: { eq: $id }) {
      slug
      category
      name
      pageTitle
      summary
      description
      applications
      illustration
      photos {
        ...PhotoFields
        # The title band's photo: its box up to 480 × 320 px (960 wide for dense screens), eager.
        band: image {
          childImageSharp {
            gatsbyImageData(layout: CONSTRAINED, width: 480, aspectRatio: 1.5)
          }
        }
        image {
          childImageSharp {
            social: resize(width: 1200, height: 630, cropFocus: ATTENTION, toFormat: JPG, quality: 82) {
              src
            }
          }
        }
      }
      specs {
        label
        value
      }
      modes
      standards {
        code
        scope
      }
      actions {
        label
        kind
        interest
        path
        request
      }
      industryList {
        slug
        name
      }
      compatibleLines {
        ...LinkedLineFields
      }
      categoryEntry {
        slug
        name
        lines {
          ...LinkedLineFields
        }
      }
    }
    equipmentJson {
      specsCaption
      modesLabel
      modes {
        value
        label
        text
        request
        actionLabel
        link {
          label
          path
        }
      }
      linePage {
        descriptionTitle
        specsTitle
        standardsTitle
        standardsIntro
        standard
        modesTitle
        applicationsTitle
        industriesTitle
        compatibleTitle
        relatedTitle
        sheetTitle
        sheetDescription
        sheetFormat
        downloadLabel
        whatsappLabel
        whatsappMessage
      }
    }
    documentFile(slug: { eq: $sheet }) {
      path
      bytes
    }
  }

  fragment LinkedLineFields on EquipmentLinesJson {
    slug
    category
    name
    summary
    illustration
  }
`

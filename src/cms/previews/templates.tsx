import styled from "@emotion/styled"
import { ContactDetails } from "../../components/Contact/ContactDetails"
import { EquipmentLineCard } from "../../components/Equipment/EquipmentLineCard"
import type { EquipmentCopy, EquipmentLineData } from "../../components/Equipment/EquipmentLineCard"
import { LineHeader } from "../../components/EquipmentLine/LineHeader"
import { FaqAccordion } from "../../components/Faq/FaqAccordion"
import { Footer } from "../../components/Footer/Footer"
import { IndustryHazards, IndustryServices, IndustryTasks } from "../../components/Industry/IndustrySections"
import { OfferingActions } from "../../components/Offering/OfferingActions"
import { PageHeader } from "../../components/PageHeader/PageHeader"
import { Container } from "../../components/Section"
import { linesForTask } from "../../lib/industry-tasks"
import { categoryPath, industryPath, linePath } from "../../lib/page-paths"
import type { AssetUrl, ContentSnapshot } from "./frame"

interface Named {
  slug: string
  name: string
  order?: number
}
interface PhotoEntry {
  image?: string
  alt?: string
}
interface Faq {
  question: string
  answer: string
  category?: string
  industry?: string
  order?: number
}

/** A text of the entry being edited: empty while the editor has not written it (a new entry's fields). */
const text = (value: unknown): string => (typeof value === "string" ? value : "")
const list = <T,>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : [])

const nodes = <T,>(content: ContentSnapshot, key: string): T[] => (content[key] as { nodes: T[] }).nodes
const byOrder = (a: { order?: number }, b: { order?: number }) => (a.order ?? 0) - (b.order ?? 0)

/** Site facts: the contact block of /contacto and the footer, both from the facts being edited. */
export function drawSite(entry: Record<string, unknown>, content: ContentSnapshot) {
  const data = { ...content, siteJson: { ...(content.siteJson as object), ...entry } }
  const view = (
    <>
      <Container as="section" aria-label="Contacto">
        <Block>
          <ContactDetails />
        </Block>
      </Container>
      <Footer />
    </>
  )
  return { data, view }
}

/**
 * An equipment line: its page's title band, with its first photo in place of the drawing as on the site, and its
 * card on the category page.
 */
export function drawLine(entry: Record<string, unknown>, content: ContentSnapshot, assetUrl: AssetUrl) {
  const line: EquipmentLineData = {
    slug: text(entry.slug),
    category: text(entry.category),
    name: text(entry.name),
    summary: text(entry.summary),
    illustration: text(entry.illustration),
    specs: list(entry.specs),
    modes: list(entry.modes),
    actions: list(entry.actions),
  }
  const category = nodes<Named>(content, "allCategoriesJson").find((item) => item.slug === line.category)
  const trail = [
    { name: "Inicio", path: "/" },
    { name: "Productos", path: "/productos" },
    ...(category ? [{ name: category.name, path: categoryPath(category.slug) }] : []),
    { name: line.name, path: linePath(line.category, line.slug) },
  ]
  const copy = content.equipmentJson as EquipmentCopy
  const [bandPhoto] = list<PhotoEntry>(entry.photos)
  const view = (
    <>
      <LineHeader
        trail={trail}
        line={line}
        photo={bandPhoto?.image ? <BandPhoto src={assetUrl(bandPhoto.image)} alt={text(bandPhoto.alt)} /> : undefined}
        actions={<OfferingActions actions={line.actions} product={{ slug: line.slug, name: line.name }} />}
      />
      <Container>
        <Cards>
          <EquipmentLineCard line={line} copy={copy} />
        </Cards>
      </Container>
    </>
  )
  return { data: content, view }
}

/** A category: its page's title band, its lines' cards and its questions. */
export function drawCategory(entry: Record<string, unknown>, content: ContentSnapshot) {
  const category = {
    slug: text(entry.slug),
    name: text(entry.name),
    intro: text(entry.intro),
    illustration: text(entry.illustration),
    headerAction: (entry.headerAction as { label: string; path: string } | undefined) ?? null,
    linesTitle: text(entry.linesTitle),
    faqTitle: text(entry.faqTitle),
  }
  const lines = nodes<EquipmentLineData & { order?: number }>(content, "allEquipmentLinesJson")
    .filter((line) => line.category === category.slug)
    .sort(byOrder)
  const faqs = nodes<Faq>(content, "allFaqsJson")
    .filter((faq) => faq.category === category.slug)
    .sort(byOrder)
  const trail = [
    { name: "Inicio", path: "/" },
    { name: "Productos", path: "/productos" },
    { name: category.name, path: categoryPath(category.slug) },
  ]
  const copy = content.equipmentJson as EquipmentCopy
  const view = (
    <>
      <PageHeader trail={trail} content={{ ...category, title: category.name }} />
      <Container>
        <h2>{category.linesTitle}</h2>
        <Cards>
          {lines.map((line) => (
            <EquipmentLineCard key={line.slug} line={line} copy={copy} />
          ))}
        </Cards>
        <h2>{category.faqTitle}</h2>
        <FaqAccordion items={faqs} idPrefix="vista-faq" />
      </Container>
    </>
  )
  return { data: content, view }
}

interface IndustryTask {
  name: string
  text: string
  hazards?: string[]
  categories?: string[]
}

/**
 * An industry: its page's title band, its hazards, its tasks with the lines that fit them (the lines' own
 * `industries`, as the build resolves them), its services and its questions.
 */
export function drawIndustry(entry: Record<string, unknown>, content: ContentSnapshot) {
  const slug = text(entry.slug)
  const name = text(entry.name)
  const texts = (content.industriesPageJson as { industryPage: { actionLabel: string } }).industryPage
  const lines = nodes<EquipmentLineData & { industries: string[]; hazards: string[]; order?: number }>(
    content,
    "allEquipmentLinesJson",
  )
    .filter((line) => line.industries.includes(slug))
    .sort(byOrder)
  const tasks = list<IndustryTask>(entry.tasks).map((task) => ({
    name: text(task.name),
    text: text(task.text),
    lines: linesForTask(lines, { hazards: list(task.hazards), categories: list(task.categories) }),
  }))
  const faqs = nodes<Faq>(content, "allFaqsJson")
    .filter((faq) => faq.industry === slug)
    .sort(byOrder)
  const trail = [
    { name: "Inicio", path: "/" },
    { name: "Industrias", path: "/industrias" },
    { name, path: industryPath(slug) },
  ]
  const view = (
    <>
      <PageHeader
        trail={trail}
        content={{
          title: name,
          intro: text(entry.intro),
          illustration: text(entry.illustration),
          headerAction: { label: texts.actionLabel, path: industryPath(slug) },
        }}
      />
      <Container>
        <Block>
          <IndustryHazards hazards={list(entry.hazards)} />
        </Block>
        <IndustryTasks tasks={tasks} />
        <Block>
          <IndustryServices services={list(entry.services)} />
        </Block>
        <FaqAccordion items={faqs} idPrefix="vista-faq" />
      </Container>
    </>
  )
  return { data: content, view }
}

const Block = styled.div({ padding: "2rem 0" })

/**
 * The file being edited as the site's band shows a line's photo (Photo with `fill`: the drawing's box, cropped
 * to it). A plain image: the site's responsive sizes are made by the build, from the saved file.
 */
const BandPhoto = styled.img({ display: "block", width: "100%", height: "100%", objectFit: "cover" })

const Cards = styled.div({
  display: "grid",
  gap: "1.5rem",
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 20rem), 1fr))",
  padding: "2rem 0",
})

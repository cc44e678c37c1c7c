import { withFacts } from "../../src/lib/facts"
import { byOrder } from "../content-collections"

/**
 * The content the documents are made of, in the shape of the content files (content/*.json). The build
 * reads it from Gatsby's nodes, which gatsby/schema.ts has checked against their declared types; tests
 * pass the files themselves or fixtures.
 */
export interface OfferingContent {
  title: string
  text: string
  features: readonly string[]
}

export interface CategoryContent {
  slug: string
  name: string
  summary: string
  intro: string
}

/** content/equipment-lines.json: the catalog's lines and a "Ficha técnica" each. */
export interface EquipmentLineContent {
  slug: string
  category: string
  name: string
  summary: string
  /** A longer paragraph on what the line is for, once content gives one. */
  description?: string | null
  /** Its symbol in static/illustrations/<category>.svg. */
  illustration: string
  specs: ReadonlyArray<{ label: string; value: string }>
  modes: readonly string[]
  /** The standards such equipment is built to ("según EN 14387 (…)"); may be empty. */
  standards: ReadonlyArray<{ code: string; scope: string }>
  /** Slugs of the lines used with it (accessories, consumables). */
  compatible: readonly string[]
}

export interface SectionContent {
  title: string
  newPage?: boolean | null
  paragraphs?: readonly string[] | null
  bullets?: readonly string[] | null
  steps?: readonly string[] | null
  table?: {
    fields: readonly string[]
    columns: ReadonlyArray<{ label: string; width: number }>
    emptyRows: number
  } | null
  include?: "rentalOffers" | "rentalPeriods" | "rentalIncluded" | "rentalProcess" | null
  figure?: { drawing: string; description: string; labels: readonly string[] } | null
  note?: string | null
}

export interface PdfDocumentContent {
  slug: string
  file: string
  title: string
  subtitle: string
  subject: string
  keywords: readonly string[]
  issued: string
  code?: string | null
  revision?: string | null
  intro: string
  sections: readonly SectionContent[]
}

export interface CatalogCopy {
  companyTitle: string
  productsTitle: string
  productsIntro: string
  linesTitle: string
  lineLinkLabel: string
  specsLabel: string
  modesLabel: string
  modes: ReadonlyArray<{ mode: string; label: string }>
  periodsTitle: string
  calibrationTitle: string
  quoteTitle: string
  quoteIntro: string
  quoteSteps: readonly string[]
  contactTitle: string
  phoneLabel: string
  emailLabel: string
  whatsappLabel: string
  webLabel: string
  hoursLabel: string
  paymentLabel: string
  payment: string
}

/** The texts of every line's "Ficha técnica"; the rest is the line's content and the catalog's contact labels. */
export interface LineSheetCopy {
  /** The PDF's title and every inner page's header: {equipo}. */
  title: string
  /** Above the line's name in the band, before its category. */
  eyebrow: string
  /** The PDF's Subject: {equipo}. */
  subject: string
  keywords: readonly string[]
  issued: string
  /** {linea}: the line's slug abbreviated (VG-FT-DET-MUL). */
  code: string
  revision: string
  /** Described to screen readers instead of the drawing: {equipo}. */
  drawingDescription: string
  purposeTitle: string
  modesLabel: string
  pageLabel: string
  specsTitle: string
  standardsTitle: string
  /** One standard: {norma} and {alcance}. */
  standard: string
  standardsNote: string
  compatibleTitle: string
  quoteTitle: string
  quoteText: string
}

export interface DocumentsFile {
  labels: { page: string; issued: string; contents: string; code: string; revision: string; cuit: string }
  catalog: CatalogCopy
  lineSheet: LineSheetCopy
  documents: readonly PdfDocumentContent[]
}

interface TitledText {
  title: string
  text: string
}

export interface DocumentsContent {
  documents: DocumentsFile
  site: {
    legalName: string
    email: string
    phone: string
    whatsappNumber: string
    businessHours: string
    responseTime: string
    address: string
    streetAddress?: string | null
    postalCode?: string | null
    cuit?: string | null
  }
  /** The site's canonical origin (siteMetadata.siteUrl). */
  siteUrl: string
  about: { storyTitle: string; story: readonly string[] }
  categories: readonly CategoryContent[]
  equipmentLines: readonly EquipmentLineContent[]
  rental: {
    title: string
    intro: string
    offers: readonly OfferingContent[]
    periods: readonly TitledText[]
    includedTitle: string
    included: readonly string[]
    process: readonly TitledText[]
  }
  services: {
    title: string
    intro: string
    services: readonly OfferingContent[]
    calibrationIntro: string
    calibration: readonly TitledText[]
  }
}

type NodesByType = (type: string) => unknown[]

/** A folder collection's nodes in its `order` (content-collections.ts), as the pages list them. */
function inDisplayOrder<T>(nodes: readonly unknown[]): T[] {
  return [...(nodes as Array<{ order?: number | null }>)].sort(byOrder) as T[]
}

function single<T>(getNodesByType: NodesByType, type: string, file: string): T {
  const [node] = getNodesByType(type)
  if (!node) throw new Error(`content/${file} is missing: the documents need it`)
  return node as T
}

/** Everything the documents read, from Gatsby's nodes (content/equipment-lines is optional). */
export function contentFromNodes(getNodesByType: NodesByType, siteUrl: string): DocumentsContent {
  const site = single<DocumentsContent["site"]>(getNodesByType, "SiteJson", "site.json")
  // Every text with the company's facts filled in, as the pages show them (src/lib/facts.ts).
  return withFacts(
    {
      documents: single(getNodesByType, "DocumentsJson", "documents.json"),
      site,
      siteUrl,
      about: single(getNodesByType, "AboutJson", "about.json"),
      categories: inDisplayOrder<CategoryContent>(getNodesByType("CategoriesJson")),
      equipmentLines: inDisplayOrder<EquipmentLineContent>(getNodesByType("EquipmentLinesJson")),
      rental: single(getNodesByType, "RentalJson", "rental.json"),
      services: single(getNodesByType, "ServicesJson", "services.json"),
    },
    site,
  )
}

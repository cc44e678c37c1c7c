import { readCollection } from "../gatsby/content-collections"

/** JSON as a file holds it: no nulls (an optional field is left out), lists and objects as plain as JSON's. */
type Plain<T> =
  T extends ReadonlyArray<infer Item>
    ? Array<Plain<Item>>
    : T extends object
      ? { -readonly [K in keyof T]: Plain<Exclude<T[K], null>> }
      : T

/** An entry as its file holds it: the node's type without Gatsby's bookkeeping and the fields it resolves. */
type FileEntry<Node, Resolved extends keyof Node = never> = Plain<
  Omit<Node, "id" | "parent" | "children" | "internal" | "fields" | Resolved>
>

export type CategoryEntry = FileEntry<Queries.CategoriesJson, "faqs" | "lines">
export type EquipmentLineEntry = FileEntry<
  Queries.EquipmentLinesJson,
  "hazardList" | "compatibleLines" | "industryList" | "categoryEntry" | "pageTitle"
>
export type FaqEntry = FileEntry<Queries.FaqsJson, "categoryEntry">
export type HazardEntry = FileEntry<Queries.HazardsJson>
export type IndustryEntry = FileEntry<Queries.IndustriesJson, "lines" | "faqs">
export type LegalEntry = FileEntry<Queries.LegalJson>
export type NavigationEntry = FileEntry<Queries.NavigationJson>

/**
 * The content lists as the site shows them, read from their folders (one file per entry) in `order`: what tests
 * compare pages, documents and the finder with.
 */
export const categories = readCollection<CategoryEntry>("categories")
export const equipmentLines = readCollection<EquipmentLineEntry>("equipment-lines")
export const faqs = readCollection<FaqEntry>("faqs")
export const hazards = readCollection<HazardEntry>("hazards")
export const industries = readCollection<IndustryEntry>("industries")
export const legal = readCollection<LegalEntry>("legal")
export const navigation = readCollection<NavigationEntry>("navigation")

/** The questions of a category's page, or of /recursos (neither category nor industry), in their order. */
export function faqsOf(category: string | null): FaqEntry[] {
  return faqs.filter((faq) => (faq.category ?? null) === category && (category !== null || !faq.industry))
}

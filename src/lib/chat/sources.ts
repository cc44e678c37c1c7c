import type { OptionSources } from "./script"
import { linePath } from "../page-paths"

interface Named {
  readonly slug: string
}

/** The chat's generated options, from the content that already names them (never retyped in the script). */
export function chatOptionSources(
  categories: ReadonlyArray<Named & { readonly name: string }>,
  rentalOffers: ReadonlyArray<Named & { readonly title: string }>,
  services: ReadonlyArray<Named & { readonly title: string }>,
  equipmentLines: ReadonlyArray<Named & { readonly name: string; readonly category: string }> = [],
): OptionSources {
  return {
    // Each line of the chosen category, as a link to its own page (specifications, standards, requests).
    equipmentLines: equipmentLines.map((line) => ({
      text: line.name,
      value: line.slug,
      group: line.category,
      path: linePath(line.category, line.slug),
    })),
    categories: categories.map((category) => ({ text: category.name, value: category.slug })),
    rentalOffers: rentalOffers.map((offer) => ({ text: offer.title, value: offer.slug })),
    services: services.map((service) => ({ text: service.title, value: service.slug })),
  }
}

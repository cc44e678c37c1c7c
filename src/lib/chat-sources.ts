import type { OptionSources } from "./chat-machine"

interface Named {
  readonly slug: string
}

/** The chat's generated options, from the content that already names them (never retyped in the script). */
export function chatOptionSources(
  categories: ReadonlyArray<Named & { readonly name: string }>,
  rentalOffers: ReadonlyArray<Named & { readonly title: string }>,
  services: ReadonlyArray<Named & { readonly title: string }>,
): OptionSources {
  return {
    categories: categories.map((category) => ({ text: category.name, value: category.slug })),
    rentalOffers: rentalOffers.map((offer) => ({ text: offer.title, value: offer.slug })),
    services: services.map((service) => ({ text: service.title, value: service.slug })),
  }
}

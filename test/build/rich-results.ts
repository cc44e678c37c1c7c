/**
 * Google's documented required properties for the structured data types a page may carry, applied to every item
 * of its JSON-LD, nested ones included (developers.google.com/search/docs/appearance/structured-data: Product
 * snippet, Review snippet, Breadcrumb, Local business, Organization, FAQ). A type without rules here fails, so
 * a new type cannot reach the site unchecked: add its rules when content gives it.
 */
import type { BuiltPage } from "./built-site"

type Json = Record<string, unknown>

const isText = (value: unknown) => typeof value === "string" && value.trim().length > 0
const isUrl = (value: unknown) => typeof value === "string" && /^https:\/\/[^\s]+$/.test(value)
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value])
const items = (value: unknown): Json[] =>
  list(value).filter((item): item is Json => typeof item === "object" && item !== null)

/** The problems of one item of a type, by Google's rules; the walker checks its nested items in turn. */
type Rule = (item: Json, context: { topLevel: boolean }) => string[]

const need = (condition: boolean, message: string) => (condition ? [] : [message])

const offerRule: Rule = (offer) => {
  const specification = items(offer.priceSpecification)[0]
  return [
    ...need(offer.price !== undefined || specification?.price !== undefined, "Offer without price"),
    ...need(isText(offer.priceCurrency ?? specification?.priceCurrency), "Offer without priceCurrency"),
  ]
}

const ratingRule: Rule = (rating, { topLevel }) => [
  ...need(rating.ratingValue !== undefined, "AggregateRating without ratingValue"),
  ...need(rating.ratingCount !== undefined || rating.reviewCount !== undefined, "AggregateRating without a count"),
  ...need(!topLevel || items(rating.itemReviewed).length > 0, "AggregateRating without itemReviewed"),
]

const reviewRule: Rule = (review, { topLevel }) => [
  ...need(
    items(review.author).some((author) => isText(author.name)),
    "Review without author's name",
  ),
  ...need(
    items(review.reviewRating).some((rating) => rating.ratingValue !== undefined),
    "Review without ratingValue",
  ),
  ...need(!topLevel || items(review.itemReviewed).length > 0, "Review without itemReviewed"),
]

const productRule: Rule = (product) => [
  ...need(isText(product.name), "Product without name"),
  // Product snippets: at least one of offers, review or aggregateRating.
  ...need(
    ["offers", "review", "aggregateRating"].some((key) => items(product[key]).length > 0),
    "Product without offers, review or aggregateRating",
  ),
  ...items(product.brand).flatMap((brand) => need(isText(brand.name), "Product brand without name")),
]

const breadcrumbRule: Rule = (breadcrumbs) => {
  const elements = items(breadcrumbs.itemListElement)
  return [
    ...need(elements.length >= 2, "BreadcrumbList with fewer than two ListItems"),
    ...elements.flatMap((element, index) => [
      ...need(element["@type"] === "ListItem", `breadcrumb ${index + 1} is not a ListItem`),
      ...need(element.position === index + 1, `breadcrumb ${index + 1} has position ${String(element.position)}`),
      ...need(isText(element.name), `breadcrumb ${index + 1} has no name`),
      // Only the last item may leave out its URL.
      ...need(index === elements.length - 1 || isUrl(element.item), `breadcrumb ${index + 1} has no item URL`),
    ]),
  ]
}

const localBusinessRule: Rule = (business) => {
  const address = items(business.address)[0]
  return [
    ...need(isText(business.name), "LocalBusiness without name"),
    ...need(
      address?.["@type"] === "PostalAddress" &&
        ["streetAddress", "addressLocality", "addressRegion", "postalCode", "addressCountry"].some((key) =>
          isText(address[key]),
        ),
      "LocalBusiness without a PostalAddress",
    ),
  ]
}

const faqRule: Rule = (faq) => {
  const questions = items(faq.mainEntity)
  return [
    ...need(questions.length > 0, "FAQPage without questions"),
    ...questions.flatMap((question, index) => [
      ...need(question["@type"] === "Question" && isText(question.name), `FAQ question ${index + 1} has no name`),
      ...need(
        items(question.acceptedAnswer).some((answer) => isText(answer.text)),
        `FAQ question ${index + 1} has no acceptedAnswer text`,
      ),
    ]),
  ]
}

/** Types Google documents no required property for, as long as what they name is there. */
const described: Rule = (item) => need(isText(item.name) || isUrl(item.url), `${String(item["@type"])} names nothing`)

const RULES: Record<string, Rule> = {
  Product: productRule,
  Offer: offerRule,
  AggregateRating: ratingRule,
  Review: reviewRule,
  BreadcrumbList: breadcrumbRule,
  ListItem: () => [],
  // A list Google reads as a carousel: every item with its position and the URL of its page.
  ItemList: (list) => {
    const entries = items(list.itemListElement)
    return [
      ...need(entries.length > 0, "ItemList without items"),
      ...entries.flatMap((entry, index) =>
        need(
          typeof entry.position === "number" && isUrl(entry.url),
          `ItemList item ${index + 1} without position or url`,
        ),
      ),
    ]
  },
  LocalBusiness: localBusinessRule,
  // Organization: every property is recommended; its logo, when given, must be a URL.
  Organization: (organization) => [
    ...described(organization, { topLevel: false }),
    ...need(organization.logo === undefined || isUrl(organization.logo), "Organization logo is not a URL"),
  ],
  FAQPage: faqRule,
  Question: () => [],
  Answer: () => [],
  ItemPage: described,
  WebPage: described,
  CollectionPage: described,
  WebSite: described,
  Thing: described,
  ImageObject: (image) => need(isUrl(image.url ?? image.contentUrl), "ImageObject without a URL"),
  PostalAddress: () => [],
  GeoCoordinates: (geo) =>
    need(typeof geo.latitude === "number" && typeof geo.longitude === "number", "GeoCoordinates without numbers"),
  OpeningHoursSpecification: (hours) =>
    need(isText(hours.opens) && isText(hours.closes), "opening hours without times"),
  ContactPoint: (contact) => need(isText(contact.contactType), "ContactPoint without contactType"),
  Country: described,
  Brand: described,
}

/** Every item of a JSON-LD value with a @type, and whether it is at the top level. */
function typedItems(value: unknown, topLevel = true): Array<{ item: Json; topLevel: boolean }> {
  if (Array.isArray(value)) return value.flatMap((entry) => typedItems(entry, topLevel))
  if (typeof value !== "object" || value === null) return []
  const item = value as Json
  const nested = Object.entries(item).flatMap(([key, entry]) => (key === "@context" ? [] : typedItems(entry, false)))
  return item["@type"] === undefined ? nested : [{ item, topLevel }, ...nested]
}

/** What Google would refuse in a page's JSON-LD: a block that does not parse, a type without rules, a missing property. */
export function checkRichResults(page: BuiltPage): string[] {
  const problems: string[] = []
  for (const script of page.document.querySelectorAll('script[type="application/ld+json"]')) {
    let data: unknown
    try {
      data = JSON.parse(script.textContent ?? "")
    } catch {
      problems.push(`${page.route}: JSON-LD that does not parse`)
      continue
    }
    for (const block of list(data) as Json[]) {
      if (block["@context"] !== "https://schema.org")
        problems.push(`${page.route}: JSON-LD without @context schema.org`)
    }
    for (const { item, topLevel } of typedItems(data)) {
      for (const type of list(item["@type"]).map(String)) {
        const rule = RULES[type]
        if (!rule) problems.push(`${page.route}: ${type} has no rules in test/build/rich-results.ts`)
        else problems.push(...rule(item, { topLevel }).map((problem) => `${page.route}: ${problem}`))
      }
    }
  }
  return problems
}

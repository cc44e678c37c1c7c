import type { BuiltPage } from "./built-site"

type Json = Record<string, unknown>

function jsonLdBlocks(page: BuiltPage): { data: Json[]; problems: string[] } {
  const data: Json[] = []
  const problems: string[] = []
  for (const script of page.document.querySelectorAll('script[type="application/ld+json"]')) {
    try {
      const parsed = JSON.parse(script.textContent ?? "")
      data.push(...(Array.isArray(parsed) ? parsed : [parsed]))
    } catch {
      problems.push(`${page.route}: JSON-LD that does not parse`)
    }
  }
  return { data, problems }
}

const E164 = /^\+[1-9]\d{7,14}$/

/** The home page's Organization / LocalBusiness: the fields search engines use, in the right shape. */
export function checkOrganization(page: BuiltPage, siteUrl: string): string[] {
  const { data, problems } = jsonLdBlocks(page)
  const organization = data.find((entry) => ["LocalBusiness", "Organization"].includes(String(entry["@type"])))
  if (!organization) return [...problems, `${page.route}: no Organization or LocalBusiness JSON-LD`]
  const need = (condition: boolean, message: string) => {
    if (!condition) problems.push(`${page.route}: organization ${message}`)
  }
  need(organization["@context"] === "https://schema.org", "lacks @context https://schema.org")
  need(typeof organization.name === "string" && organization.name.length > 0, "has no name")
  need(String(organization.logo ?? "").startsWith(siteUrl), "has no logo on the site")
  need(E164.test(String(organization.telephone ?? "")), "telephone is not in E.164")
  const address = organization.address as Json | undefined
  need(
    address?.["@type"] === "PostalAddress" && Boolean(address.addressLocality) && address.addressCountry === "AR",
    "address is incomplete",
  )
  const hours = (organization.openingHoursSpecification as Json[] | undefined)?.[0]
  need(
    JSON.stringify(hours?.dayOfWeek) === JSON.stringify(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]) &&
      hours?.opens === "09:00" &&
      hours?.closes === "18:00",
    "opening hours are not Mo-Fr 09:00-18:00",
  )
  const contact = (organization.contactPoint as Json[] | undefined)?.[0]
  need(
    Boolean(contact) && E164.test(String(contact?.telephone ?? "")) && Boolean(contact?.contactType),
    "has no contact point",
  )
  return problems
}

/**
 * Pages that show breadcrumbs carry the same trail as a BreadcrumbList (a line's page, an ItemPage, without its
 * first step, Inicio: docs/decisions.md).
 */
export function checkBreadcrumbs(page: BuiltPage, siteUrl: string): string[] {
  const nav = page.document.querySelector('nav[aria-label="Migas de pan"]')
  if (!nav) return []
  const visible = Array.from(nav.querySelectorAll("li")).map((item) => item.textContent?.trim() ?? "")
  const { data, problems } = jsonLdBlocks(page)
  const list = data.find((entry) => entry["@type"] === "BreadcrumbList")
  if (!list) return [...problems, `${page.route}: breadcrumbs shown but no BreadcrumbList JSON-LD`]
  const items = (list.itemListElement as Json[] | undefined) ?? []
  // A line's page lists the catalogue's three levels, without the home page its visible trail starts with.
  const listed = data.some((entry) => entry["@type"] === "ItemPage") ? visible.slice(1) : visible
  if (JSON.stringify(items.map((item) => item.name)) !== JSON.stringify(listed)) {
    problems.push(
      `${page.route}: BreadcrumbList names ${JSON.stringify(items.map((i) => i.name))} differ from the page's ${JSON.stringify(visible)}`,
    )
  }
  items.forEach((item, index) => {
    if (item.position !== index + 1)
      problems.push(`${page.route}: breadcrumb ${index + 1} has position ${item.position}`)
    if (!String(item.item ?? "").startsWith(siteUrl))
      problems.push(`${page.route}: breadcrumb ${index + 1} has no absolute URL`)
  })
  const last = items[items.length - 1]
  const expected = page.route === "/" ? `${siteUrl}/` : `${siteUrl}${page.route}`
  if (last && last.item !== expected) problems.push(`${page.route}: the last breadcrumb is ${last.item}, not the page`)
  return problems
}

/**
 * An equipment line's page: an ItemPage about the line (its name, summary, absolute image and URL), in its
 * category's page and published by the company; no Product (content has no price, review or rating, and names no
 * maker); and a BreadcrumbList of exactly three levels, Productos › category › line.
 */
export function checkLinePage(
  page: BuiltPage,
  siteUrl: string,
  expected: { name: string; description: string; image: string; categoryPath: string; company: string },
): string[] {
  const { data, problems } = jsonLdBlocks(page)
  const itemPage = data.find((entry) => entry["@type"] === "ItemPage")
  if (!itemPage) return [...problems, `${page.route}: no ItemPage JSON-LD`]
  const need = (condition: boolean, message: string) => {
    if (!condition) problems.push(`${page.route}: ${message}`)
  }
  const about = itemPage.about as Json | undefined
  const publisher = itemPage.publisher as Json | undefined
  const collection = itemPage.isPartOf as Json | undefined
  need(itemPage["@context"] === "https://schema.org", "ItemPage lacks @context https://schema.org")
  need(itemPage.url === `${siteUrl}${page.route}`, `ItemPage url is ${String(itemPage.url)}`)
  need(itemPage.name === expected.name && about?.name === expected.name, "ItemPage is not about the line")
  need(about?.description === expected.description, "ItemPage's line has not the line's summary")
  need(about?.image === `${siteUrl}${expected.image}`, `the line's image is ${String(about?.image)}`)
  need(collection?.url === `${siteUrl}${expected.categoryPath}`, "ItemPage is not part of its category's page")
  need(
    publisher?.name === expected.company && publisher["@id"] === `${siteUrl}/#organizacion`,
    "publisher is not the company",
  )
  need(!JSON.stringify(data).includes('"Product"'), "a Product item, which content cannot make valid")
  const list = data.find((entry) => entry["@type"] === "BreadcrumbList")
  const items = (list?.itemListElement as Json[] | undefined) ?? []
  need(
    items.length === 3 && items.every((item) => item["@type"] === "ListItem"),
    `BreadcrumbList has ${items.length} items, not Productos › category › line`,
  )
  need(items[0]?.item === `${siteUrl}/productos`, "BreadcrumbList does not start at /productos")
  return problems
}

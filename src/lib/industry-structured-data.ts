import { companyId } from "./structured-data"

/*
 * Apart from lib/structured-data.ts: webpack keeps a used export in every chunk its module is in, and the line
 * pages' first load must not carry the industry pages' JSON-LD.
 */
export interface IndustryPageFacts {
  /** The industry's name and its page's description. */
  name: string
  description: string
  /** The page's route, /industrias/<slug>. */
  path: string
  /** The lines that serve it, in their order: their names and their pages' routes. */
  lines: ReadonlyArray<{ name: string; path: string }>
  company: { name: string }
  siteUrl: string
}

/**
 * Schema.org for an industry's page: a CollectionPage whose main entity is the ItemList of the lines that serve the
 * industry (each a ListItem with its position, name and page), published by the company.
 */
export function industryPageJsonLd(facts: IndustryPageFacts) {
  const origin = facts.siteUrl.replace(/\/+$/, "")
  const url = `${origin}${facts.path}`
  return {
    "@context": "https://schema.org",
    "@type": "CollectionPage",
    "@id": `${url}#pagina`,
    url,
    name: facts.name,
    description: facts.description,
    inLanguage: "es-AR",
    mainEntity: {
      "@type": "ItemList",
      name: facts.name,
      numberOfItems: facts.lines.length,
      itemListElement: facts.lines.map((line, index) => ({
        "@type": "ListItem",
        position: index + 1,
        name: line.name,
        url: `${origin}${line.path}`,
      })),
    },
    publisher: {
      "@type": "Organization",
      "@id": companyId(facts.siteUrl),
      name: facts.company.name,
      url: `${origin}/`,
    },
  }
}

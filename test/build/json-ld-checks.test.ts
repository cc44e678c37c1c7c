import { checkBreadcrumbs, checkLinePage, checkOrganization } from "./json-ld"
import { checkRichResults } from "./rich-results"
import { page, SITE, withJsonLd } from "./checker-fixtures"

describe("JSON-LD check", () => {
  const organization = {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    name: "Empresa",
    logo: `${SITE}/logo.png`,
    telephone: "+541152634810",
    address: { "@type": "PostalAddress", addressLocality: "Buenos Aires", addressCountry: "AR" },
    openingHoursSpecification: [
      { dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "09:00", closes: "18:00" },
    ],
    contactPoint: [{ "@type": "ContactPoint", contactType: "sales", telephone: "+541152634810" }],
  }
  it("passes a complete organization", () => {
    expect(checkOrganization(withJsonLd(organization), SITE)).toEqual([])
  })

  it("names each missing or malformed organization field", () => {
    const { telephone: _telephone, openingHoursSpecification: _hours, ...partial } = organization
    expect(checkOrganization(withJsonLd({ ...partial, telephone: "11 5263-4810" }), SITE)).toEqual([
      "/: organization telephone is not in E.164",
      "/: organization opening hours are not Mo-Fr 09:00-18:00",
    ])
    expect(checkOrganization(page("/", {}), SITE)).toEqual(["/: no Organization or LocalBusiness JSON-LD"])
  })

  it("requires a BreadcrumbList that matches the visible breadcrumbs", () => {
    const crumbs = '<nav aria-label="Migas de pan"><ol><li><a href="/">Inicio</a></li><li>Alquiler</li></ol></nav>'
    const list = {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Inicio", item: `${SITE}/` },
        { "@type": "ListItem", position: 2, name: "Alquiler", item: `${SITE}/alquiler` },
      ],
    }
    const good = page("/alquiler", {
      head: `<script type="application/ld+json">${JSON.stringify(list)}</script>`,
      body: crumbs,
    })
    expect(checkBreadcrumbs(good, SITE)).toEqual([])
    expect(checkBreadcrumbs(page("/alquiler", { body: crumbs }), SITE)).toEqual([
      "/alquiler: breadcrumbs shown but no BreadcrumbList JSON-LD",
    ])
    const renamed = {
      ...list,
      itemListElement: [list.itemListElement[0], { ...list.itemListElement[1], name: "Rentas" }],
    }
    const mismatched = page("/alquiler", {
      head: `<script type="application/ld+json">${JSON.stringify(renamed)}</script>`,
      body: crumbs,
    })
    expect(checkBreadcrumbs(mismatched, SITE)[0]).toMatch(/differ from the page/)
  })
})

describe("line page check", () => {
  const route = "/productos/deteccion-de-gases/detectores-multigas"
  const itemPage = {
    "@context": "https://schema.org",
    "@type": "ItemPage",
    url: `${SITE}${route}`,
    name: "Detectores portátiles de 4 gases",
    about: {
      "@type": "Thing",
      name: "Detectores portátiles de 4 gases",
      description: "Controlan cuatro gases.",
      image: `${SITE}/imagenes/equipos/detectores-multigas.png`,
    },
    isPartOf: { "@type": "CollectionPage", name: "Detección de gases", url: `${SITE}/productos/deteccion-de-gases` },
    publisher: { "@type": "Organization", "@id": `${SITE}/#organizacion`, name: "Empresa", url: `${SITE}/` },
  }
  const crumbs = {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: ["/productos", "/productos/deteccion-de-gases", route].map((path, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: path,
      item: `${SITE}${path}`,
    })),
  }
  const expected = {
    name: "Detectores portátiles de 4 gases",
    description: "Controlan cuatro gases.",
    image: "/imagenes/equipos/detectores-multigas.png",
    categoryPath: "/productos/deteccion-de-gases",
    company: "Empresa",
  }

  it("passes an ItemPage about the line, in its category, published by the company", () => {
    expect(checkLinePage(withJsonLd([itemPage, crumbs], route), SITE, expected)).toEqual([])
  })

  it("fails on a Product item, another publisher, or a line page without its ItemPage", () => {
    const product = { "@context": "https://schema.org", "@type": "Product", name: "Detectores" }
    const other = { ...itemPage, publisher: { ...itemPage.publisher, name: "Otra empresa" } }
    expect(checkLinePage(withJsonLd([other, crumbs, product], route), SITE, expected)).toEqual([
      `${route}: publisher is not the company`,
      `${route}: a Product item, which content cannot make valid`,
    ])
    expect(checkLinePage(withJsonLd([crumbs], route), SITE, expected)).toEqual([`${route}: no ItemPage JSON-LD`])
  })
})

describe("Google's required properties", () => {
  const breadcrumbs = {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [
      { "@type": "ListItem", position: 1, name: "Inicio", item: `${SITE}/` },
      { "@type": "ListItem", position: 2, name: "Alquiler", item: `${SITE}/alquiler` },
    ],
  }
  const business = {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    name: "Empresa",
    address: { "@type": "PostalAddress", addressLocality: "Buenos Aires", addressCountry: "AR" },
  }

  it("passes the types the site emits, complete", () => {
    const product = {
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Detector",
      offers: { "@type": "Offer", price: "100.00", priceCurrency: "ARS" },
    }
    const faq = {
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [
        { "@type": "Question", name: "¿Cuánto tarda?", acceptedAnswer: { "@type": "Answer", text: "24 h" } },
      ],
    }
    expect(checkRichResults(withJsonLd([breadcrumbs, business, product, faq]))).toEqual([])
  })

  it("fails on a Product without offers, review or rating, as Google's product snippet does", () => {
    const product = {
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Detector",
      brand: { "@type": "Brand" },
    }
    expect(checkRichResults(withJsonLd(product))).toEqual([
      "/: Product without offers, review or aggregateRating",
      "/: Product brand without name",
      "/: Brand names nothing",
    ])
    const priceless = { ...product, brand: undefined, offers: { "@type": "Offer", availability: "InStock" } }
    expect(checkRichResults(withJsonLd(priceless))).toEqual([
      "/: Offer without price",
      "/: Offer without priceCurrency",
    ])
  })

  it("fails on a one-step trail, a business without address, an unanswered question and a type without rules", () => {
    const short = { ...breadcrumbs, itemListElement: [breadcrumbs.itemListElement[0]] }
    const { address: _address, ...homeless } = business
    const faq = {
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [{ "@type": "Question", name: "¿Y?" }],
    }
    const event = { "@context": "https://schema.org", "@type": "Event", name: "Feria" }
    expect(checkRichResults(withJsonLd([short, homeless, faq, event]))).toEqual([
      "/: BreadcrumbList with fewer than two ListItems",
      "/: LocalBusiness without a PostalAddress",
      "/: FAQ question 1 has no acceptedAnswer text",
      "/: Event has no rules in test/build/rich-results.ts",
    ])
  })
})

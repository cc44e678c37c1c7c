import site from "../../content/site.json"
import { catalogBreadcrumbJsonLd, linePageJsonLd, organizationJsonLd } from "./structured-data"

describe("organizationJsonLd", () => {
  const data = organizationJsonLd({ ...site, siteUrl: "https://www.vigiaseguridad.com.ar" })

  it("describes the company as a LocalBusiness with name, logo, address and E.164 phone", () => {
    expect(data["@type"]).toBe("LocalBusiness")
    expect(data.name).toBe(site.name)
    expect(data.logo).toBe("https://www.vigiaseguridad.com.ar/images/icon-512.png")
    expect(data.telephone).toMatch(/^\+\d{10,15}$/)
    expect(data.address).toEqual({
      "@type": "PostalAddress",
      addressLocality: site.city,
      addressRegion: site.region,
      addressCountry: "AR",
    })
  })

  it("publishes opening hours Monday to Friday 09:00-18:00 and a contact point", () => {
    expect(data.openingHoursSpecification[0]).toMatchObject({
      dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
      opens: "09:00",
      closes: "18:00",
    })
    expect(data.contactPoint[0]).toMatchObject({ telephone: data.telephone, email: site.email })
  })

  it("adds the street, postal code, coordinates and CUIT only once content gives them", () => {
    expect(data).not.toHaveProperty("geo")
    expect(data).not.toHaveProperty("taxID")
    expect(data.address).not.toHaveProperty("streetAddress")
    const located = organizationJsonLd({
      ...site,
      siteUrl: "https://www.vigiaseguridad.com.ar",
      streetAddress: "Av. Ejemplo 1234",
      postalCode: "C1043AAZ",
      coordinates: { latitude: -34.60372, longitude: -58.38159 },
      cuit: "30-71234567-1",
    })
    expect(located.address).toMatchObject({ streetAddress: "Av. Ejemplo 1234", postalCode: "C1043AAZ" })
    expect(located.geo).toEqual({ "@type": "GeoCoordinates", latitude: -34.60372, longitude: -58.38159 })
    expect(located.taxID).toBe("30-71234567-1")
  })

  it("lists only social profiles that have a URL", () => {
    expect(data).not.toHaveProperty("sameAs")
    const withProfile = organizationJsonLd({
      ...site,
      siteUrl: "https://www.vigiaseguridad.com.ar",
      socials: [{ url: "https://www.linkedin.com/company/ejemplo" }, { url: "" }],
    })
    expect(withProfile.sameAs).toEqual(["https://www.linkedin.com/company/ejemplo"])
  })
})

describe("linePageJsonLd", () => {
  const data = linePageJsonLd({
    name: "Detectores portátiles de 4 gases",
    description: "Controlan a la vez oxígeno, gases combustibles, H₂S y CO.",
    path: "/productos/deteccion-de-gases/detectores-multigas",
    imagePath: "/imagenes/equipos/detectores-multigas.png",
    category: { name: "Detección de gases", path: "/productos/deteccion-de-gases" },
    company: { name: site.name },
    siteUrl: "https://www.vigiaseguridad.com.ar/",
  })
  const origin = "https://www.vigiaseguridad.com.ar"

  it("describes the page as an ItemPage about the line, in its category, published by the company", () => {
    expect(data).toEqual({
      "@context": "https://schema.org",
      "@type": "ItemPage",
      "@id": `${origin}/productos/deteccion-de-gases/detectores-multigas#pagina`,
      url: `${origin}/productos/deteccion-de-gases/detectores-multigas`,
      name: "Detectores portátiles de 4 gases",
      description: "Controlan a la vez oxígeno, gases combustibles, H₂S y CO.",
      inLanguage: "es-AR",
      primaryImageOfPage: {
        "@type": "ImageObject",
        url: `${origin}/imagenes/equipos/detectores-multigas.png`,
        width: 1200,
        height: 630,
      },
      about: {
        "@type": "Thing",
        name: "Detectores portátiles de 4 gases",
        description: "Controlan a la vez oxígeno, gases combustibles, H₂S y CO.",
        image: `${origin}/imagenes/equipos/detectores-multigas.png`,
      },
      isPartOf: {
        "@type": "CollectionPage",
        name: "Detección de gases",
        url: `${origin}/productos/deteccion-de-gases`,
      },
      publisher: { "@type": "Organization", "@id": `${origin}/#organizacion`, name: site.name, url: `${origin}/` },
    })
  })

  it("declares no Product, and so no offer, rating, review or brand content does not give", () => {
    const text = JSON.stringify(data)
    for (const word of ['"Product"', "offers", "aggregateRating", "review", "brand", "price"]) {
      expect(text).not.toContain(word)
    }
  })
})

describe("catalogBreadcrumbJsonLd", () => {
  it("lists the catalogue's three levels, Productos › category › line, without the home page", () => {
    const trail = [
      { name: "Inicio", path: "/" },
      { name: "Productos", path: "/productos" },
      { name: "Detección de gases", path: "/productos/deteccion-de-gases" },
      { name: "Detectores portátiles de 4 gases", path: "/productos/deteccion-de-gases/detectores-multigas" },
    ]
    const data = catalogBreadcrumbJsonLd(trail, "https://www.vigiaseguridad.com.ar")
    expect(data["@type"]).toBe("BreadcrumbList")
    expect(data.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Productos", item: "https://www.vigiaseguridad.com.ar/productos" },
      {
        "@type": "ListItem",
        position: 2,
        name: "Detección de gases",
        item: "https://www.vigiaseguridad.com.ar/productos/deteccion-de-gases",
      },
      {
        "@type": "ListItem",
        position: 3,
        name: "Detectores portátiles de 4 gases",
        item: "https://www.vigiaseguridad.com.ar/productos/deteccion-de-gases/detectores-multigas",
      },
    ])
  })
})

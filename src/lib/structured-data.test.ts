import site from "../../content/site.json"
import { organizationJsonLd } from "./structured-data"

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

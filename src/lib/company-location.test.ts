import site from "../../content/site.json"
import { validateCuit } from "./leads/rules"
import { formatAddress, publishedSocials } from "./company-address"
import { companyMap, MAP_EMBED_URL } from "./company-location"

const street = {
  address: "Buenos Aires Argentina",
  streetAddress: "Av. Ejemplo 1234",
  postalCode: "C1043AAZ",
  coordinates: { latitude: -34.60372, longitude: -58.38159 },
}

describe("formatAddress", () => {
  it("writes the locality as content gives it while the street is unknown", () => {
    expect(formatAddress({ address: "Buenos Aires Argentina", streetAddress: "", postalCode: "" })).toBe(
      "Buenos Aires Argentina",
    )
  })

  it("puts the street first and the postal code before the locality", () => {
    expect(formatAddress(street)).toBe("Av. Ejemplo 1234, C1043AAZ Buenos Aires Argentina")
    expect(formatAddress({ ...street, postalCode: null })).toBe("Av. Ejemplo 1234, Buenos Aires Argentina")
  })
})

describe("companyMap", () => {
  it("shows the city of Buenos Aires, without a marker or directions, while the street or coordinates are unknown", () => {
    for (const facts of [
      { ...street, streetAddress: " " },
      { ...street, coordinates: null },
    ]) {
      const map = companyMap(facts)
      const embed = new URL(map.embedUrl)
      expect(`${embed.origin}${embed.pathname}`).toBe(MAP_EMBED_URL)
      expect(embed.searchParams.has("marker")).toBe(false)
      const [west, south, east, north] = embed.searchParams.get("bbox")!.split(",").map(Number)
      // The Obelisco (-34.6037, -58.3816) is inside, and the view spans the city, not a few blocks.
      expect(west < -58.3816 && -58.3816 < east && south < -34.6037 && -34.6037 < north).toBe(true)
      expect(east - west).toBeGreaterThan(0.1)
      expect(map.directionsUrl).toBeNull()
    }
  })

  it("centres the map on the coordinates, with a marker there, and routes to the street address", () => {
    const map = companyMap(street)
    const embed = new URL(map.embedUrl)
    expect(`${embed.origin}${embed.pathname}`).toBe(MAP_EMBED_URL)
    expect(embed.searchParams.get("marker")).toBe("-34.60372,-58.38159")
    const [west, south, east, north] = embed.searchParams.get("bbox")!.split(",").map(Number)
    expect((west + east) / 2).toBeCloseTo(-58.38159, 5)
    expect((south + north) / 2).toBeCloseTo(-34.60372, 5)
    expect(east - west).toBeLessThan(0.05)
    const directions = new URL(map.directionsUrl!)
    expect(directions.hostname).toBe("www.google.com")
    expect(directions.searchParams.get("destination")).toBe("Av. Ejemplo 1234, C1043AAZ Buenos Aires Argentina")
  })
})

describe("publishedSocials", () => {
  it("keeps only the networks with a URL, in order", () => {
    expect(
      publishedSocials([
        { network: "linkedin", url: "https://www.linkedin.com/company/ejemplo" },
        { network: "instagram", url: "" },
        { network: "facebook", url: null },
      ]).map((social) => social.network),
    ).toEqual(["linkedin"])
  })
})

describe("content/site.json", () => {
  it("gives the address as SPEC §2 quotes it", () => {
    expect(site.address).toBe("Buenos Aires Argentina")
  })

  it("has a CUIT with a valid check digit, or none", () => {
    if (site.cuit) expect(validateCuit(site.cuit)).toBeNull()
    else expect(site.cuit).toBe("")
  })
})

import site from "../../content/site.json"
import { validateCuit } from "./leads/rules"
import { formatAddress, publishedSocials } from "./company-address"
import { companyLocation, MAP_EMBED_URL } from "./company-location"

const street = {
  address: "Buenos Aires, Argentina",
  streetAddress: "Av. Ejemplo 1234",
  postalCode: "C1043AAZ",
  coordinates: { latitude: -34.60372, longitude: -58.38159 },
}

describe("formatAddress", () => {
  it("writes the locality with its comma while the street is unknown", () => {
    expect(formatAddress({ address: "Buenos Aires, Argentina", streetAddress: "", postalCode: "" })).toBe(
      "Buenos Aires, Argentina",
    )
  })

  it("puts the street first and the postal code before the locality", () => {
    expect(formatAddress(street)).toBe("Av. Ejemplo 1234, C1043AAZ Buenos Aires, Argentina")
    expect(formatAddress({ ...street, postalCode: null })).toBe("Av. Ejemplo 1234, Buenos Aires, Argentina")
  })
})

describe("companyLocation", () => {
  it("gives no map without a street address or without coordinates", () => {
    expect(companyLocation({ ...street, streetAddress: " " })).toBeNull()
    expect(companyLocation({ ...street, coordinates: null })).toBeNull()
  })

  it("centres the map on the coordinates, with a marker there, and routes to the street address", () => {
    const location = companyLocation(street)
    expect(location).not.toBeNull()
    const embed = new URL(location!.embedUrl)
    expect(`${embed.origin}${embed.pathname}`).toBe(MAP_EMBED_URL)
    expect(embed.searchParams.get("marker")).toBe("-34.60372,-58.38159")
    const [west, south, east, north] = embed.searchParams.get("bbox")!.split(",").map(Number)
    expect((west + east) / 2).toBeCloseTo(-58.38159, 5)
    expect((south + north) / 2).toBeCloseTo(-34.60372, 5)
    expect(east - west).toBeLessThan(0.05)
    const directions = new URL(location!.directionsUrl)
    expect(directions.hostname).toBe("www.google.com")
    expect(directions.searchParams.get("destination")).toBe("Av. Ejemplo 1234, C1043AAZ Buenos Aires, Argentina")
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
  it("writes the locality with a comma", () => {
    expect(site.address).toMatch(/^[^,]+, Argentina$/)
  })

  it("has a CUIT with a valid check digit, or none", () => {
    if (site.cuit) expect(validateCuit(site.cuit)).toBeNull()
    else expect(site.cuit).toBe("")
  })
})

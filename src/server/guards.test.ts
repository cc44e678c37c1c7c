import { addressKey, clientAddress, isSameOrigin, quotaSubject } from "./guards"
import type { RequestHead } from "./guards"

function head(headers: RequestHead["headers"], socketAddress = "127.0.0.1"): RequestHead {
  return { method: "POST", headers, socketAddress }
}

const forwarded = { clientIpHeader: "x-forwarded-for", trustedProxies: ["loopback"] }

describe("the quota's subject", () => {
  it("is an IPv4 address, and the same address when IPv4-mapped into IPv6", () => {
    expect(quotaSubject("203.0.113.7")).toBe("203.0.113.7")
    expect(quotaSubject("::ffff:203.0.113.7")).toBe("203.0.113.7")
  })

  it("is the /64 of an IPv6 address: every address of one subscriber's network counts once", () => {
    expect(quotaSubject("2001:db8:1:2:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:1:2::/64")
    expect(addressKey("2001:db8:1:2::1")).toBe(addressKey("2001:db8:1:2:ffff:ffff:ffff:ffff"))
    expect(addressKey("2001:db8:1:2::1")).not.toBe(addressKey("2001:db8:1:3::1"))
  })

  it("is one bucket for anything that is not an address", () => {
    expect(quotaSubject("not an address")).toBe("unknown")
    expect(quotaSubject("")).toBe("unknown")
  })
})

describe("the visitor's address", () => {
  it("is the socket's peer unless a header is configured", () => {
    expect(
      clientAddress(head({ "x-forwarded-for": "198.51.100.1" }, "203.0.113.9"), {
        clientIpHeader: null,
        trustedProxies: [],
      }),
    ).toBe("203.0.113.9")
  })

  it("behind a trusted proxy, is the rightmost untrusted X-Forwarded-For hop: what the client wrote is ignored", () => {
    const seen = ["1.1.1.1", "2.2.2.2", "3.3.3.3"].map((written) =>
      clientAddress(head({ "x-forwarded-for": `${written}, 203.0.113.50` }), forwarded),
    )
    expect(seen).toEqual(["203.0.113.50", "203.0.113.50", "203.0.113.50"])
  })

  it("believes X-Forwarded-For only from a trusted proxy", () => {
    expect(clientAddress(head({ "x-forwarded-for": "1.1.1.1" }, "198.51.100.20"), forwarded)).toBe("198.51.100.20")
  })

  it("takes a platform's single-address header, and ignores a value that is not an address", () => {
    const config = { clientIpHeader: "x-nf-client-connection-ip", trustedProxies: [] }
    expect(clientAddress(head({ "x-nf-client-connection-ip": "203.0.113.8" }, "10.0.0.1"), config)).toBe("203.0.113.8")
    expect(clientAddress(head({ "x-nf-client-connection-ip": "<script>" }, "10.0.0.1"), config)).toBe("10.0.0.1")
  })
})

describe("the origin check", () => {
  it("accepts the request's own host and listed origins only", () => {
    const config = { extraOrigins: ["https://www.vigiaseguridad.com.ar"] }
    expect(isSameOrigin(head({ origin: "http://127.0.0.1:9000", host: "127.0.0.1:9000" }), config)).toBe(true)
    expect(isSameOrigin(head({ origin: "https://www.vigiaseguridad.com.ar", host: "x" }), config)).toBe(true)
    expect(isSameOrigin(head({ origin: "https://evil.example", host: "127.0.0.1:9000" }), config)).toBe(false)
    expect(isSameOrigin(head({ host: "127.0.0.1:9000" }), config)).toBe(false)
    expect(isSameOrigin(head({ origin: "null", host: "127.0.0.1:9000" }), config)).toBe(false)
  })
})

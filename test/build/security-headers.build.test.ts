/**
 * The security headers of the production build (public/_headers) and each page's own Content-Security-Policy.
 */
import { MAP_EMBED_URL } from "../../src/lib/company-location"
import { inlineScriptHashes, parseHeadersFile } from "../../gatsby/security-headers"
import { pages, read } from "./built-routes"

describe("security headers (public/_headers) and each page's Content-Security-Policy", () => {
  const rules = parseHeadersFile(read("_headers"))
  const headers = rules.find((rule) => rule.path === "/*")?.headers ?? {}
  const headerPolicy = headers["Content-Security-Policy"] ?? ""

  it("sends the directives a page cannot carry and the other security headers, and no script hashes", () => {
    expect(read("_headers")).not.toMatch(/\{\{/)
    expect(headerPolicy).toContain("frame-ancestors 'none'")
    expect(headerPolicy).not.toContain("script-src")
    expect(headerPolicy.length).toBeLessThan(200)
    expect(headers["Strict-Transport-Security"]).toMatch(/max-age=\d{8,}/)
    expect(headers["X-Content-Type-Options"]).toBe("nosniff")
    expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin")
    expect(headers["Permissions-Policy"]).toContain("camera=()")
    expect(headers["X-Frame-Options"]).toBe("DENY")
  })

  it("sends no Cross-Origin-Opener-Policy, whose process swap doubles the navigation's commit (decisions.md)", () => {
    expect(headers["Cross-Origin-Opener-Policy"]).toBeUndefined()
  })

  it.each(pages.map((page) => [page.route, page] as const))(
    "%s: a strict policy of its own, before any script, that allows each of its inline scripts by hash",
    (_route, page) => {
      const policies = page.document.querySelectorAll('meta[http-equiv="Content-Security-Policy"]')
      expect(policies).toHaveLength(1)
      const meta = policies[0]
      const firstScript = page.document.querySelector("script")
      if (firstScript) {
        expect(
          meta.compareDocumentPosition(firstScript) & meta.ownerDocument.defaultView!.Node.DOCUMENT_POSITION_FOLLOWING,
        ).toBeTruthy()
      }
      const csp = meta.getAttribute("content") ?? ""
      expect(csp).toContain("default-src 'self'")
      expect(csp).toContain(`frame-src ${new URL(MAP_EMBED_URL).origin}`)
      expect(csp).not.toContain("unsafe-eval")
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
      const hashes = inlineScriptHashes(page.html)
      expect(hashes.length).toBeGreaterThan(0)
      for (const hash of hashes) expect(csp).toContain(hash)
    },
  )
})

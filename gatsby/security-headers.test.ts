import { DOCUMENT_POLICY, inlineScriptHashes, renderHeadersFile, withDocumentPolicy } from "./security-headers"

const MAP_ORIGIN = "https://www.google.com"
const page = (head: string, body = "") =>
  `<!DOCTYPE html><html lang="es-AR"><head><meta charset="utf-8"/>${head}</head><body>${body}</body></html>`

describe("withDocumentPolicy", () => {
  it("writes the page's own policy right after its charset, with its inline scripts' hashes", () => {
    const html = page(
      '<script>window.a=1</script><script type="application/ld+json">{}</script>',
      "<script>b()</script>",
    )
    const withPolicy = withDocumentPolicy(html, MAP_ORIGIN)
    const policy =
      /^<!DOCTYPE html><html lang="es-AR"><head><meta charset="utf-8"\/><meta http-equiv="Content-Security-Policy" content="([^"]+)"\/><script>/.exec(
        withPolicy,
      )?.[1]
    expect(policy).toBeDefined()
    const hashes = inlineScriptHashes(html)
    expect(hashes).toHaveLength(2)
    for (const hash of hashes) expect(policy).toContain(hash)
    expect(policy).toContain(`frame-src ${MAP_ORIGIN}`)
    expect(policy).toMatch(/^default-src 'self'; script-src 'self' 'sha256-/)
    expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline|\{\{/)
  })

  it("leaves a page that has a policy, or no charset declaration, as it is", () => {
    const once = withDocumentPolicy(page("<script>x()</script>"), MAP_ORIGIN)
    expect(withDocumentPolicy(once, MAP_ORIGIN)).toBe(once)
    const bare = "<html><head></head><body></body></html>"
    expect(withDocumentPolicy(bare, MAP_ORIGIN)).toBe(bare)
  })

  it("names every directive a page needs and none a <meta> policy ignores", () => {
    expect(DOCUMENT_POLICY).not.toMatch(/frame-ancestors|report-uri|sandbox/)
  })
})

describe("renderHeadersFile", () => {
  it("copies the template and refuses a placeholder left in it", () => {
    expect(renderHeadersFile("/*\n  X-Frame-Options: DENY\n")).toBe("/*\n  X-Frame-Options: DENY\n")
    expect(() => renderHeadersFile("/*\n  A: {{UNKNOWN}}\n")).toThrow("{{UNKNOWN}}")
  })
})

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

  it("gives the same page once the same policy, and leaves a page without a charset declaration as it is", () => {
    const once = withDocumentPolicy(page("<script>x()</script>"), MAP_ORIGIN)
    expect(withDocumentPolicy(once, MAP_ORIGIN)).toBe(once)
    expect(once.match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1)
    const bare = "<html><head></head><body></body></html>"
    expect(withDocumentPolicy(bare, MAP_ORIGIN)).toBe(bare)
  })

  it("replaces the policy of an earlier build when the page's scripts changed under it", () => {
    // A build that renders no page anew stitches the fresh scripts slice into the HTML files it left.
    const before = withDocumentPolicy(page('<script>window.___webpackCompilationHash="old";</script>'), MAP_ORIGIN)
    const restitched = before.replace('"old"', '"new"')
    const after = withDocumentPolicy(restitched, MAP_ORIGIN)
    expect(after.match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1)
    const [hash] = inlineScriptHashes(restitched)
    expect(after).toContain(hash)
    expect(after).not.toContain(inlineScriptHashes(before)[0])
    expect(after).toBe(withDocumentPolicy(page('<script>window.___webpackCompilationHash="new";</script>'), MAP_ORIGIN))
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

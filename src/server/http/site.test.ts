import leads from "../../../content/leads.json"
import type { TestSite } from "../../../test/site-server"
import { rawExchange, startTestSite } from "../../../test/site-server"

jest.setTimeout(60_000)

let site: TestSite

beforeAll(async () => {
  site = await startTestSite()
})

afterAll(() => site.stop())

describe("the site", () => {
  it("serves a page by its route, with the build's headers and revalidation", async () => {
    const response = await fetch(`${site.url}/productos`)
    expect(response.status).toBe(200)
    expect(await response.text()).toContain("<p>Productos</p>")
    expect(response.headers.get("x-frame-options")).toBe("DENY")
    expect(response.headers.get("content-security-policy")).toBe("frame-ancestors 'none'")
    expect(response.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate")
  })

  it("redirects a trailing slash to the route, keeping the query", async () => {
    const response = await fetch(`${site.url}/productos/?interes=compra`, { redirect: "manual" })
    expect(response.status).toBe(301)
    expect(response.headers.get("location")).toBe("/productos?interes=compra")
  })

  it("never redirects off the site: a path starting with two slashes or a backslash is not found", async () => {
    for (const target of ["//evil.example/", "///evil.example/", "/\\evil.example/", "//evil.example/a/", "/a\\b/"]) {
      const { answer } = await rawExchange(
        site.port,
        `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
      )
      expect(answer).toMatch(/^HTTP\/1\.1 404 /)
      expect(answer).not.toMatch(/^location:/im)
      expect(answer).toContain("Página no encontrada")
    }
  })

  it("answers an unknown path with the 404 page and status", async () => {
    const response = await fetch(`${site.url}/no-existe`)
    expect(response.status).toBe(404)
    expect(await response.text()).toContain("Página no encontrada")
    expect((await fetch(`${site.url}/_headers`)).status).toBe(404)
    expect((await fetch(`${site.url}/..%2f..%2fetc%2fpasswd`)).status).toBe(404)
  })

  it("caches only a found hashed file for a year, never its 404 or a redirect", async () => {
    const found = await fetch(`${site.url}/app-0123456789abcdef0123.js`)
    expect(found.headers.get("cache-control")).toBe("public, max-age=31536000, immutable")
    expect((await fetch(`${site.url}/static/logo-0123.svg`)).headers.get("cache-control")).toContain("immutable")
    for (const missing of ["/app-ffffffffffffffffffff.js", "/static/missing.svg"]) {
      const response = await fetch(`${site.url}${missing}`)
      expect(response.status).toBe(404)
      expect(response.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate")
    }
    const redirect = await fetch(`${site.url}/static/folder/`, { redirect: "manual" })
    expect(redirect.status).toBe(301)
    expect(redirect.headers.get("cache-control")).not.toContain("immutable")
  })

  it("gives the lead endpoint's answers the pages' security headers", async () => {
    const response = await fetch(`${site.url}/api/leads`)
    expect(response.status).toBe(405)
    expect(response.headers.get("x-content-type-options")).toBe("nosniff")
    expect(response.headers.get("content-security-policy")).toBe("frame-ancestors 'none'")
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin")
    expect(response.headers.get("cache-control")).toBe("no-store")
    expect(await response.json()).toEqual({ message: leads.answers.methodNotAllowed })
  })
})

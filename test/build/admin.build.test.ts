/**
 * /admin in the production build: Decap CMS's own page (gatsby/cms/admin-page.ts), kept apart from the site.
 */
import fs from "fs"
import path from "path"
import { JSDOM } from "jsdom"
import { builtPages, PUBLIC_DIR } from "./built-site"

const ADMIN_DIR = path.join(PUBLIC_DIR, "admin")
const html = fs.readFileSync(path.join(ADMIN_DIR, "index.html"), "utf8")
const document = new JSDOM(html).window.document

describe("/admin", () => {
  it("is a page of its own that search engines leave out", () => {
    expect(document.documentElement.lang).toBe("es")
    expect(document.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex, nofollow")
    const sitemap = fs.readFileSync(path.join(PUBLIC_DIR, "sitemap-0.xml"), "utf8")
    expect(sitemap).toContain("/productos")
    expect(sitemap).not.toContain("/admin")
  })

  it("carries its own policy, before any script, with no inline script to allow", () => {
    const policy = document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute("content")
    expect(policy).toContain("script-src 'self' 'unsafe-eval'")
    expect(policy).toContain("object-src 'none'")
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/)
    expect(html.indexOf("Content-Security-Policy")).toBeLessThan(html.indexOf("<script"))
    const scripts = [...document.querySelectorAll("script")]
    expect(scripts.length).toBe(2)
    for (const script of scripts) {
      const src = script.getAttribute("src") ?? ""
      expect(src).toMatch(/^\/admin\//)
      expect(fs.existsSync(path.join(PUBLIC_DIR, src))).toBe(true)
    }
  })

  it("serves Decap CMS's bundle from the build, with its lazy chunks", () => {
    const decap = fs.readdirSync(ADMIN_DIR).find((name) => name.startsWith("decap-"))
    expect(decap).toBeDefined()
    const files = fs.readdirSync(path.join(ADMIN_DIR, decap!))
    expect(files).toContain("decap-cms.js")
    expect(files.filter((file) => /^\d+\.decap-cms\.js$/.test(file)).length).toBeGreaterThan(10)
    expect(files.some((file) => file.endsWith(".map"))).toBe(false)
  })

  it("is configured for production editing: Git Gateway and the editorial workflow, in Spanish", () => {
    const config = JSON.parse(fs.readFileSync(path.join(ADMIN_DIR, "config.yml"), "utf8")) as Record<string, unknown>
    expect(config.backend).toEqual({ name: "git-gateway", branch: "main" })
    expect(config.publish_mode).toBe("editorial_workflow")
    expect(config.locale).toBe("es")
    expect(JSON.stringify(config)).not.toContain("127.0.0.1")
  })

  it("is not referenced by any page of the site", () => {
    for (const page of builtPages()) {
      expect({ route: page.route, cms: /\/admin\/|decap/i.test(page.html) }).toEqual({ route: page.route, cms: false })
    }
  })
})

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

  it("is configured from the build's environment, in Spanish, with decap-server only on this machine", () => {
    const config = JSON.parse(fs.readFileSync(path.join(ADMIN_DIR, "config.yml"), "utf8")) as Record<string, unknown>
    // No CMS_REPO here: Git Gateway (docs/deployment.md names the variables that choose GitHub and its login).
    expect(config.backend).toEqual(
      process.env.CMS_REPO ? expect.objectContaining({ name: "github" }) : { name: "git-gateway", branch: "main" },
    )
    expect(config.publish_mode).toBe("simple")
    expect(config.locale).toBe("es")
    const local = (config.local_backend as { url: string }).url
    expect(local).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/v1$/)
    const policy = document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute("content")
    expect(policy).toMatch(new RegExp(`connect-src 'self' blob: ${new URL(local).origin} https://api.github.com`))
  })

  it("says on a phone's width that the editor needs a computer or a tablet", () => {
    expect(document.querySelector(".aviso-pantalla")?.textContent).toMatch(/computadora o una tablet/)
    expect(html).toMatch(/@media \(max-width: 799px\)/)
  })

  it("is not referenced by any page of the site", () => {
    for (const page of builtPages()) {
      expect({ route: page.route, cms: /\/admin\/|decap/i.test(page.html) }).toEqual({ route: page.route, cms: false })
    }
  })
})

/**
 * The industries' pages as the build wrote them (issue #53): one per industry, each served by a line, with its
 * hazards, the lines of each task from the relation, its one action, its JSON-LD, in the sitemap.
 */
import { equipmentLines, industries } from "../content-lists"
import fs from "fs"
import path from "path"
import { industryPath } from "../../src/lib/page-paths"
import { fileForPath, parsePage, PUBLIC_DIR } from "./built-site"
import { checkIndustryPages } from "./industry-pages"

const SITE_URL = "https://www.vigiaseguridad.com.ar"

const pageOf = (route: string) => {
  const file = fileForPath(route)
  return file ? parsePage(route, fs.readFileSync(file, "utf8"), file) : null
}

describe("the industries' pages", () => {
  it("one per industry, each served by a line, with its hazards, its tasks' lines, its survey and its ItemList", () => {
    expect(industries).toHaveLength(7)
    expect(checkIndustryPages(industries, equipmentLines, pageOf)).toEqual([])
  })

  it("are in the sitemap and linked from /industrias", () => {
    const sitemap = fs.readFileSync(path.join(PUBLIC_DIR, "sitemap-0.xml"), "utf8")
    const listing = pageOf("/industrias")!
    for (const industry of industries) {
      expect(sitemap).toContain(`<loc>${SITE_URL}${industryPath(industry.slug)}</loc>`)
      expect(listing.document.querySelector(`main a[href="${industryPath(industry.slug)}"]`)).not.toBeNull()
    }
  })
})

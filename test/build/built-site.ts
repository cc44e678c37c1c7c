import fs from "fs"
import path from "path"
import { JSDOM } from "jsdom"

export const PUBLIC_DIR = path.join(__dirname, "..", "..", "public")

export interface BuiltPage {
  /** The route the page answers, e.g. "/productos/deteccion-de-gases"; "/404" for the not-found page. */
  route: string
  file: string
  html: string
  document: Document
}

/** Parses an HTML string the way the checks read it: no scripts run, nothing fetched. */
export function parsePage(route: string, html: string, file = `${route}.html`): BuiltPage {
  return { route, file, html, document: new JSDOM(html).window.document }
}

/** Every HTML page of the production build in public/ (page-data and assets skipped). */
export function builtPages(publicDir = PUBLIC_DIR): BuiltPage[] {
  if (!fs.existsSync(path.join(publicDir, "index.html"))) {
    throw new Error(`No production build in ${publicDir}: run \`npm run build\` first.`)
  }
  const pages: BuiltPage[] = []
  const walk = (directory: string) => {
    for (const entry of fs.readdirSync(directory, { withFileTypes: true })) {
      const full = path.join(directory, entry.name)
      if (entry.isDirectory()) {
        // admin/ is the CMS (gatsby/cms/admin-page.ts), not a page of the site: test/build/admin.build.test.ts checks it.
        if (!["page-data", "static", "icons", "images", "~partytown", "admin"].includes(entry.name)) walk(full)
      } else if (entry.name === "index.html") {
        const relative = path.relative(publicDir, directory).split(path.sep).join("/")
        const route = relative ? `/${relative}` : "/"
        pages.push(parsePage(route, fs.readFileSync(full, "utf8"), full))
      }
    }
  }
  walk(publicDir)
  return pages.sort((a, b) => a.route.localeCompare(b.route))
}

/** The file a site path is served from, if the build has one: "/alquiler" → public/alquiler/index.html. */
export function fileForPath(sitePath: string, publicDir = PUBLIC_DIR): string | null {
  const clean = decodeURIComponent(sitePath.split(/[?#]/)[0])
  const candidates = [
    path.join(publicDir, clean),
    path.join(publicDir, clean, "index.html"),
    path.join(publicDir, `${clean}.html`),
  ]
  return candidates.find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile()) ?? null
}

/**
 * What the checks of the production build share: its pages parsed once per test file, the routes content/ makes,
 * each with the title and description its content file sets, and the equipment lines with their pages.
 */
import { categories, equipmentLines, industries, legal } from "../content-lists"
import fs from "fs"
import path from "path"
import about from "../../content/about.json"
import contact from "../../content/contact.json"
import equipment from "../../content/equipment.json"
import home from "../../content/home.json"
import industriesPage from "../../content/industries-page.json"
import notFound from "../../content/not-found.json"
import products from "../../content/products.json"
import rental from "../../content/rental.json"
import resources from "../../content/resources.json"
import services from "../../content/services.json"
import site from "../../content/site.json"
import { withFacts } from "../../src/lib/facts"
import { industryPath, linePath } from "../../src/lib/page-paths"
import { lineTitle } from "../../src/lib/seo"
import { builtPages, PUBLIC_DIR } from "./built-site"

export const SITE_URL = "https://www.vigiaseguridad.com.ar"
export const pages = builtPages()
export const read = (file: string) => fs.readFileSync(path.join(PUBLIC_DIR, file), "utf8")

const modeLabel = (mode: string) => equipment.modes.find((entry) => entry.value === mode)?.label ?? mode
export const LINES = equipmentLines.map((line) => ({
  ...line,
  route: linePath(line.category, line.slug),
  categoryName: categories.find((category) => category.slug === line.category)!.name,
  title: lineTitle(
    line.name,
    equipment.modes.filter((mode) => line.modes.includes(mode.value)).map((mode) => modeLabel(mode.value)),
  ),
}))

/** Each route's title and description, as its content file sets them (the company's facts filled in). */
export const EXPECTED_HEADS: Record<string, { title: string; description: string }> = withFacts(
  {
    "/": home.seo,
    "/productos": products.seo,
    ...Object.fromEntries(categories.map((category) => [`/productos/${category.slug}`, category.seo])),
    ...Object.fromEntries(LINES.map((line) => [line.route, { title: line.title, description: line.summary }])),
    "/alquiler": rental.seo,
    "/servicio-tecnico": services.seo,
    "/industrias": industriesPage.seo,
    ...Object.fromEntries(industries.map((industry) => [industryPath(industry.slug), industry.seo])),
    "/nosotros": about.seo,
    "/recursos": resources.seo,
    "/contacto": contact.seo,
    ...Object.fromEntries(legal.map((document) => [`/${document.slug}`, document.seo])),
    "/404": notFound.seo,
  },
  site,
)
export const PUBLIC_ROUTES = Object.keys(EXPECTED_HEADS).filter((route) => route !== "/404")

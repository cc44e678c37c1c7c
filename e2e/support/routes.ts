import { categories, equipmentLines, industries, legal } from "../../test/content-lists"
import about from "../../content/about.json"
import contact from "../../content/contact.json"
import home from "../../content/home.json"
import industriesPage from "../../content/industries-page.json"
import products from "../../content/products.json"
import rental from "../../content/rental.json"
import resources from "../../content/resources.json"
import services from "../../content/services.json"
import { industryPath, linePath } from "../../src/lib/page-paths"

/** Every equipment line's page, with its h1 (the build checks read all of them in public/). */
export const LINE_ROUTES: ReadonlyArray<{ path: string; h1: string }> = equipmentLines.map((line) => ({
  path: linePath(line.category, line.slug),
  h1: line.name,
}))

/**
 * The line pages the route audit visits (e2e/route-audit.spec.ts: h1, head, first screen, hydration, first-load
 * JavaScript, axe, at both widths): one per family of the catalogue (detection, protection, consumables), as
 * each family's lines share one template and differ only in content. Visiting all 20 at both widths would add
 * about 3 minutes of CI.
 */
const SAMPLE_LINES = ["detectores-multigas", "arneses-y-eslingas", "cilindros-de-gas-de-calibracion"]

/** A route the browser checks visit: its h1, and the primary action its title band shows, if it has one. */
export interface CheckedRoute {
  path: string
  h1: string
  bandAction?: string
}

/** Every public route of SPEC §2, an industry's page and sample line pages, with the h1 its content file gives it. */
export const ROUTES: ReadonlyArray<CheckedRoute> = [
  { path: "/", h1: home.hero.title },
  { path: "/productos", h1: products.title, bandAction: products.headerAction.label },
  ...categories.map((category) => ({
    path: `/productos/${category.slug}`,
    h1: category.name,
    bandAction: category.headerAction.label,
  })),
  { path: "/alquiler", h1: rental.title, bandAction: rental.headerAction.label },
  { path: "/servicio-tecnico", h1: services.title, bandAction: services.headerAction.label },
  { path: "/industrias", h1: industriesPage.title, bandAction: industriesPage.headerAction.label },
  // One industry's page: the seven share one template and differ only in content (test/build checks them all).
  {
    path: industryPath(industries[0].slug),
    h1: industries[0].name,
    bandAction: industriesPage.industryPage.actionLabel,
  },
  { path: "/nosotros", h1: about.title, bandAction: about.headerAction.label },
  { path: "/recursos", h1: resources.title, bandAction: resources.headerAction.label },
  { path: "/contacto", h1: contact.title },
  ...legal.map((document) => ({
    path: `/${document.slug}`,
    h1: document.title,
    bandAction: document.headerAction.label,
  })),
  ...LINE_ROUTES.filter((route) => SAMPLE_LINES.some((slug) => route.path.endsWith(`/${slug}`))),
]

/** The SPEC's route table, written out: the content must produce exactly these. */
export const SPEC_PATHS = [
  "/",
  "/productos",
  "/productos/deteccion-de-gases",
  "/productos/alcohol-y-drogas",
  "/productos/proteccion-respiratoria",
  "/productos/proteccion-personal",
  "/productos/accesorios-consumibles",
  "/alquiler",
  "/servicio-tecnico",
  "/industrias",
  "/nosotros",
  "/recursos",
  "/contacto",
  "/terminos-y-condiciones",
  "/politica-de-privacidad",
]

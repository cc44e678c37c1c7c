import { categories, equipmentLines, legal } from "../../test/content-lists"
import about from "../../content/about.json"
import contact from "../../content/contact.json"
import home from "../../content/home.json"
import industriesPage from "../../content/industries-page.json"
import products from "../../content/products.json"
import rental from "../../content/rental.json"
import resources from "../../content/resources.json"
import services from "../../content/services.json"
import { linePath } from "../../src/lib/page-paths"

/** Every equipment line's page, with its h1 (the build checks read all of them in public/). */
export const LINE_ROUTES: ReadonlyArray<{ path: string; h1: string }> = equipmentLines.map((line) => ({
  path: linePath(line.category, line.slug),
  h1: line.name,
}))

/**
 * The line pages the per-route browser checks visit (h1, head, axe at both widths, first screen, JavaScript
 * budget): one per family of the catalogue (detection, protection, consumables), as each family's lines share
 * one template and differ only in content. Visiting all 20 at both widths would add about 3 minutes of CI.
 */
const SAMPLE_LINES = ["detectores-multigas", "arneses-y-eslingas", "cilindros-de-gas-de-calibracion"]

/** Every public route of SPEC §2, and sample line pages, with the h1 its content file gives it. */
export const ROUTES: ReadonlyArray<{ path: string; h1: string }> = [
  { path: "/", h1: home.hero.title },
  { path: "/productos", h1: products.title },
  ...categories.map((category) => ({ path: `/productos/${category.slug}`, h1: category.name })),
  { path: "/alquiler", h1: rental.title },
  { path: "/servicio-tecnico", h1: services.title },
  { path: "/industrias", h1: industriesPage.title },
  { path: "/nosotros", h1: about.title },
  { path: "/recursos", h1: resources.title },
  { path: "/contacto", h1: contact.title },
  ...legal.map((document) => ({ path: `/${document.slug}`, h1: document.title })),
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

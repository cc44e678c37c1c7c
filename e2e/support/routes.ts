import about from "../../content/about.json"
import categories from "../../content/categories.json"
import contact from "../../content/contact.json"
import home from "../../content/home.json"
import industriesPage from "../../content/industries-page.json"
import legal from "../../content/legal.json"
import products from "../../content/products.json"
import rental from "../../content/rental.json"
import resources from "../../content/resources.json"
import services from "../../content/services.json"

/** Every public route of SPEC §2, with the h1 its content file gives it. */
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

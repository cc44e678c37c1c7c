/** Canonical URL of a route: the site origin plus the path, with no trailing slash but for the root. */
export function canonicalUrl(siteUrl: string, path: string): string {
  const origin = siteUrl.replace(/\/+$/, "")
  const cleanPath = `/${path.split(/[?#]/)[0].replace(/^\/+|\/+$/g, "")}`
  return cleanPath === "/" ? `${origin}/` : `${origin}${cleanPath}`
}

/** "Alquiler" → "Alquiler | Vigía". A title that already names the company is kept as it is. */
export function documentTitle(title: string, brand: string): string {
  return title.includes(brand) ? title : `${title} | ${brand}`
}

/**
 * An equipment line's page title, naming how it is offered: "Arneses…: venta y alquiler". Composed at build
 * time (gatsby/schema.ts): building an Intl.ListFormat costs a browser tens of milliseconds the first time,
 * so this module, which every page loads, must not build one when it is evaluated.
 */
export function lineTitle(name: string, modeLabels: readonly string[]): string {
  if (modeLabels.length === 0) return name
  const conjunction = new Intl.ListFormat("es", { type: "conjunction" })
  return `${name}: ${conjunction.format(modeLabels).toLocaleLowerCase("es-AR")}`
}

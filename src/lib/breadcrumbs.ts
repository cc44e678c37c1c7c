export interface Crumb {
  name: string
  path: string
}

interface MenuEntry {
  readonly name: string
  readonly path: string
}

/**
 * The trail from the home page to `path`, named after the menu: "/productos/deteccion-de-gases" →
 * Inicio › Productos › Detección de gases. `currentName` names the last crumb; `parents` names steps the
 * menu does not (a line's category: /productos/<categoria>/<linea>).
 */
export function breadcrumbTrail(
  menu: readonly MenuEntry[],
  path: string,
  currentName: string,
  parents: readonly MenuEntry[] = [],
): Crumb[] {
  const nameOf = (crumbPath: string) => [...menu, ...parents].find((entry) => entry.path === crumbPath)?.name
  const segments = path.split("/").filter(Boolean)
  const trail: Crumb[] = [{ name: nameOf("/") ?? "Inicio", path: "/" }]
  segments.forEach((_segment, index) => {
    const crumbPath = `/${segments.slice(0, index + 1).join("/")}`
    const isLast = index === segments.length - 1
    const name = isLast ? currentName : nameOf(crumbPath)
    if (name) trail.push({ name, path: crumbPath })
  })
  return trail
}

/** Schema.org BreadcrumbList for the same trail, with absolute URLs. */
export function breadcrumbJsonLd(trail: readonly Crumb[], siteUrl: string) {
  const origin = siteUrl.replace(/\/+$/, "")
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: crumb.path === "/" ? `${origin}/` : `${origin}${crumb.path}`,
    })),
  }
}

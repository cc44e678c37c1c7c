import { breadcrumbJsonLd, breadcrumbTrail } from "../lib/breadcrumbs"
import { useNavigation } from "./use-navigation"
import { useSite } from "./use-site"

/** The breadcrumb trail of a page and its BreadcrumbList JSON-LD, built from the same data. */
export function useBreadcrumbs(path: string, currentName: string) {
  const menu = useNavigation()
  const { siteUrl } = useSite()
  const trail = breadcrumbTrail(menu, path, currentName)
  return { trail, jsonLd: breadcrumbJsonLd(trail, siteUrl) }
}

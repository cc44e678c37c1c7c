import { breadcrumbJsonLd, breadcrumbTrail } from "../lib/breadcrumbs"
import type { Crumb } from "../lib/breadcrumbs"
import { useNavigation } from "./use-navigation"
import { useSite } from "./use-site"

/**
 * The breadcrumb trail of a page and its BreadcrumbList JSON-LD, built from the same data; `parents` names
 * the steps the menu does not.
 */
export function useBreadcrumbs(path: string, currentName: string, parents: readonly Crumb[] = []) {
  const menu = useNavigation()
  const { siteUrl } = useSite()
  const trail = breadcrumbTrail(menu, path, currentName, parents)
  return { trail, jsonLd: breadcrumbJsonLd(trail, siteUrl) }
}

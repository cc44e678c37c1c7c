import type { BuiltPage } from "./built-site"

export interface LinkCheckOptions {
  siteUrl: string
  /** Whether the build has a file for a site path ("/alquiler", "/images/logo.svg"). */
  exists: (sitePath: string) => boolean
}

function localPath(reference: string, siteUrl: string): string | null {
  if (reference.startsWith(siteUrl)) return reference.slice(siteUrl.length) || "/"
  if (reference.startsWith("/") && !reference.startsWith("//")) return reference
  return null
}

/**
 * Every internal reference of every page leads somewhere: links to pages that exist (and to anchors those
 * pages have), images, icons, scripts and styles that the build contains. An empty or "#" href is a broken
 * link too.
 */
export function checkLinks(pages: readonly BuiltPage[], { siteUrl, exists }: LinkCheckOptions): string[] {
  const problems: string[] = []
  const byRoute = new Map(pages.map((page) => [page.route, page]))
  for (const page of pages) {
    const { document, route } = page
    for (const anchor of document.querySelectorAll("a")) {
      const href = anchor.getAttribute("href")
      const label = anchor.textContent?.trim().slice(0, 40) || "(sin texto)"
      if (href === null) {
        problems.push(`${route}: a link without href ("${label}")`)
        continue
      }
      if (href.trim() === "" || href.trim() === "#") {
        problems.push(`${route}: a link to "${href}" ("${label}")`)
        continue
      }
      if (href.startsWith("#")) {
        if (!document.getElementById(decodeURIComponent(href.slice(1))))
          problems.push(`${route}: no #${href.slice(1)} on the page`)
        continue
      }
      const target = localPath(href, siteUrl)
      if (!target) continue
      const [pathAndQuery, fragment] = target.split("#")
      const targetPath = pathAndQuery.split("?")[0] || "/"
      if (!exists(targetPath)) {
        problems.push(`${route}: broken link to ${href} ("${label}")`)
        continue
      }
      if (fragment) {
        const targetPage = byRoute.get(targetPath.replace(/\/+$/, "") || "/")
        if (targetPage && !targetPage.document.getElementById(decodeURIComponent(fragment))) {
          problems.push(`${route}: ${href} points to a missing anchor`)
        }
      }
    }
    const assets: Array<[string, string]> = [
      ["img", "src"],
      ["script", "src"],
      ["link", "href"],
      ["source", "srcset"],
      ["iframe", "src"],
    ]
    for (const [tag, attribute] of assets) {
      for (const element of document.querySelectorAll(`${tag}[${attribute}]`)) {
        if (tag === "link" && element.getAttribute("rel") === "canonical") continue
        const reference = (element.getAttribute(attribute) ?? "").split(/\s+/)[0]
        const target = localPath(reference, siteUrl)
        if (target && !exists(target.split(/[?#]/)[0]))
          problems.push(`${route}: missing ${tag} ${attribute} ${reference}`)
      }
    }
  }
  return problems
}

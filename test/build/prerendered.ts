import type { BuiltPage } from "./built-site"

/**
 * What an SEO auditor reads without JavaScript: one h1, real text in <main>, a title, a description, a
 * canonical link. Returns the problems found (empty when the page is complete).
 */
export function checkPrerendered(page: BuiltPage, siteUrl: string): string[] {
  const { document, route } = page
  const problems: string[] = []
  const h1s = document.querySelectorAll("h1")
  if (h1s.length !== 1) problems.push(`${route}: ${h1s.length} h1 elements (one expected)`)
  else if (!h1s[0].textContent?.trim()) problems.push(`${route}: empty h1`)
  const main = document.querySelector("main")
  const mainText = main?.textContent?.replace(/\s+/g, " ").trim() ?? ""
  if (mainText.length < 200) problems.push(`${route}: <main> has ${mainText.length} characters of text`)
  const title = document.querySelector("head > title")?.textContent?.trim() ?? ""
  if (!title) problems.push(`${route}: no <title>`)
  const description = document.querySelector('head > meta[name="description"]')?.getAttribute("content") ?? ""
  if (description.trim().length < 50) problems.push(`${route}: missing or short meta description`)
  const canonical = document.querySelector('head > link[rel="canonical"]')?.getAttribute("href") ?? ""
  const expected = route === "/" ? `${siteUrl}/` : `${siteUrl}${route}`
  if (canonical !== expected) problems.push(`${route}: canonical is "${canonical}", expected "${expected}"`)
  if (document.documentElement.getAttribute("lang") !== "es-AR") problems.push(`${route}: <html lang> is not es-AR`)
  if (!document.querySelector("header nav") || !document.querySelector("footer")) {
    problems.push(`${route}: header menu or footer missing from the HTML`)
  }
  return problems
}

/** Titles and descriptions must not repeat across pages. */
export function checkUniqueHeads(pages: readonly BuiltPage[]): string[] {
  const problems: string[] = []
  for (const selector of ["head > title", 'head > meta[name="description"]']) {
    const seen = new Map<string, string>()
    for (const page of pages) {
      const element = page.document.querySelector(selector)
      const value = (selector.includes("meta") ? element?.getAttribute("content") : element?.textContent) ?? ""
      const first = seen.get(value)
      if (first) problems.push(`${page.route} repeats the ${selector} of ${first}: "${value}"`)
      else seen.set(value, page.route)
    }
  }
  return problems
}

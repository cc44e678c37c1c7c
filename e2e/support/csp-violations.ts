import type { Page } from "@playwright/test"

/**
 * Watches a page for Content-Security-Policy violations from its first load on: the `securitypolicyviolation`
 * events of each document and Chromium's console reports (a blocked fetch reports only there). Returns a
 * function that lists those seen so far.
 */
export async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const violations: string[] = []
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const list = ((window as unknown as { cspViolations?: string[] }).cspViolations ??= [])
      list.push(
        `${event.violatedDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`,
      )
    })
  })
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text())
  })
  return async () => [
    ...violations,
    ...(await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [])),
  ]
}

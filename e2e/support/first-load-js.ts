import type { Page, Request, Response } from "@playwright/test"
import { gzipSize } from "../../test/build/js-budget"
import type { ScriptLoad } from "../../test/build/js-budget"

/** How long the network must stay quiet after hydration for the first load to count as over (Playwright's networkidle). */
const QUIET_MS = 500

/**
 * Every JavaScript response a route loads before any interaction: the scripts of its HTML (added by the
 * inline loader after the first paint, gatsby/app-scripts.ts) and the chunks Gatsby's runtime then fetches,
 * until the page has hydrated (`html[data-hydrated="true"]`) and the network has then been quiet for
 * `QUIET_MS`. Waiting for hydration matters: on a busy machine Playwright's own `networkidle` can come before
 * the loader has added the entry scripts, and a measure of nothing would pass any budget. Sizes are the
 * responses' bodies gzip-compressed. A site that does not mark its hydration (the bench's bare reference, which
 * writes its scripts in its HTML) is measured with `waitForHydration: false`: from the load event to the quiet.
 */
export async function measureFirstLoadJs(
  page: Page,
  url: string,
  { waitForHydration = true }: { waitForHydration?: boolean } = {},
): Promise<ScriptLoad[]> {
  const loads: Array<Promise<ScriptLoad>> = []
  const pending = new Set<Request>()
  let lastSettled = 0
  const onRequest = (request: Request) => pending.add(request)
  const onSettled = (request: Request) => {
    pending.delete(request)
    lastSettled = Date.now()
  }
  const onResponse = (response: Response) => {
    const isScript = response.request().resourceType() === "script" || new URL(response.url()).pathname.endsWith(".js")
    if (isScript && response.ok()) {
      loads.push(response.body().then((body) => ({ url: response.url(), gzipBytes: gzipSize(body) })))
    }
  }
  page.on("request", onRequest)
  page.on("requestfinished", onSettled)
  page.on("requestfailed", onSettled)
  page.on("response", onResponse)
  await page.goto(url)
  if (waitForHydration) await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" })
  while (pending.size > 0 || Date.now() - lastSettled < QUIET_MS) await page.waitForTimeout(100)
  // Measured: a response after this is not part of the first load, and reading its body while the test
  // ends would fail the test.
  page.off("response", onResponse)
  page.off("request", onRequest)
  page.off("requestfinished", onSettled)
  page.off("requestfailed", onSettled)
  const scripts = await Promise.all(loads)
  // Webpack's runtime, the framework and the app at least: fewer means the measure missed the load.
  if (scripts.length < 3) throw new Error(`${url}: only ${scripts.length} scripts seen in the first load`)
  return scripts
}

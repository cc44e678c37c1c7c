/**
 * `npm run bench`: the performance benchmark (not part of `npm test`), measured side by side.
 *
 * On a shared 2-core machine an absolute time is not a stable figure, so every route of the site is measured
 * next to a reference, a bare Gatsby 5 one-page site (bench/reference/), in the same run: it builds both, serves
 * both as a static host without functions does (the production server without its lead endpoint,
 * `serveBuild` of test/site-server.ts, each on its own loopback port) and, for every
 * route of the sitemap plus the not-found page, runs Lighthouse (mobile, simulated throttling, Debian's
 * Chromium, one Chromium for the run) alternating site route and reference page, N runs each. It prints the
 * route's medians next to the reference's, writes bench/results.json and exits 1 when a route misses a gate
 * (bench/gates.ts).
 *
 * Options: --no-build (use the existing builds), --runs=N (default 3), --only=/path (one route), --site=<folder>
 * (the site to measure, default this checkout: a copy with other content, such as e2e/support/photo-site.ts's).
 */
import path from "path"
import { chromium } from "@playwright/test"
import { chromiumLaunchOptions } from "../e2e/support/browser"
import { gateFailures } from "./gates"
import { launchChrome, runLighthouse } from "./lighthouse"
import type { LighthouseFigures } from "./lighthouse"
import { sideBySideTable, writeResults } from "./report"
import type { RouteResult } from "./report"
import { REFERENCE_DIR, REFERENCE_ROUTE, ROOT, firstLoadJsBytes, gatsbyBuild, serveBoth, siteRoutes } from "./sites"

const args = process.argv.slice(2)
const option = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1]
const runs = Number(option("runs") ?? 3)
const only = option("only")
const siteDir = path.resolve(option("site") ?? ROOT)

/**
 * The category pages (not the line pages below them) and /contacto, the heaviest routes and the ones the gates came closest to missing, are
 * measured at least 5 times: with 5 runs each a route that performs like the reference misses the
 * "within the reference's spread" gate by chance 21 times in 252, against 4 in 20 with 3 (bench/gates.ts).
 */
const isCategoryPage = (route: string) => /^\/productos\/[^/]+$/.test(route)
const runsFor = (route: string) => (isCategoryPage(route) || route === "/contacto" ? Math.max(runs, 5) : runs)

async function main() {
  if (!args.includes("--no-build")) {
    // One after the other: two builds at once would fight over the machine's two cores.
    await gatsbyBuild(siteDir)
    await gatsbyBuild(REFERENCE_DIR)
  }
  const servers = await serveBoth(siteDir)
  const chrome = await launchChrome()
  const browser = await chromium.launch(chromiumLaunchOptions)
  const results: RouteResult[] = []
  try {
    const referenceUrl = `${servers.reference.url}${REFERENCE_ROUTE}`
    const referenceJsBytes = await firstLoadJsBytes(browser, referenceUrl, true)
    for (const route of only ? [only] : siteRoutes(siteDir)) {
      const siteUrl = `${servers.site.url}${route}`
      const siteRuns: LighthouseFigures[] = []
      const referenceRuns: LighthouseFigures[] = []
      for (let round = 0; round < runsFor(route); round += 1) {
        // Each round measures both pages back to back, and which goes first alternates between rounds, so
        // neither page always inherits the other's tail (a trace being torn down, a garbage collection).
        const measureSite = async () => siteRuns.push(await runLighthouse(chrome, siteUrl))
        const measureReference = async () => referenceRuns.push(await runLighthouse(chrome, referenceUrl))
        for (const measure of round % 2 ? [measureReference, measureSite] : [measureSite, measureReference]) {
          await measure()
        }
      }
      const measurement = { route, siteRuns, referenceRuns, firstLoadJsBytes: await firstLoadJsBytes(browser, siteUrl) }
      const result = { ...measurement, failures: gateFailures(measurement) }
      results.push(result)
      console.log(`${route}: ${result.failures.length ? result.failures.join("; ") : "every gate met"}`)
    }
    writeResults(path.join(__dirname, "results.json"), runs, referenceJsBytes, results)
    console.log(
      `\nLighthouse ${runs}× per route (5× for the category pages and /contacto), alternating with the reference (a bare Gatsby page, ` +
        `${(referenceJsBytes / 1000).toFixed(1)} KB of JS gz): the route's medians; the reference's ` +
        `performance median and LCP/TBT median (min–max) over the runs interleaved with the route. Mobile, ` +
        `simulated throttling; JS gz = first-load JavaScript, gzip; longest task, script evaluation and ` +
        `style/layout: Lighthouse's long-tasks and main-thread breakdown (4× CPU slowdown).\n`,
    )
    console.log(sideBySideTable(results))
  } finally {
    await browser.close()
    chrome.kill()
    await servers.close()
  }

  const failing = results.filter((result) => result.failures.length > 0)
  if (failing.length > 0) {
    console.error(`\n${failing.length} route(s) missed a gate:`)
    for (const result of failing) console.error(`  ${result.route}: ${result.failures.join("; ")}`)
    process.exit(1)
  }
  console.log("\nEvery route met every gate.")
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})

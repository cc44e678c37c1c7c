import { spawn } from "child_process"
import fs from "fs"
import path from "path"
import type { Browser } from "@playwright/test"
import { measureFirstLoadJs } from "../e2e/support/first-load-js"
import { serveBuild } from "../test/site-server"
import { totalBytes } from "../test/build/js-budget"

export const ROOT = path.join(__dirname, "..")
/** A bare Gatsby 5 one-page site, built with the project's own Gatsby and React (see its package.json). */
export const REFERENCE_DIR = path.join(__dirname, "reference")
export const REFERENCE_ROUTE = "/"
export const NOT_FOUND_ROUTE = "/404"

export function gatsbyBuild(siteDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn("npx", ["gatsby", "build"], {
      cwd: siteDir,
      stdio: "inherit",
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
    })
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`gatsby build in ${siteDir} exited ${code}`)),
    )
  })
}

/** Every route of the site's sitemap, sorted, then the not-found page. */
export function siteRoutes(siteDir = ROOT): string[] {
  const sitemap = fs.readFileSync(path.join(siteDir, "public", "sitemap-0.xml"), "utf8")
  const routes = Array.from(sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g), (match) => match[1] || "/")
  return [...routes.sort(), NOT_FOUND_ROUTE]
}

/** Both builds served by the production server without its lead endpoint (`_headers` applied), each on its own port. */
export async function serveBoth(siteDir = ROOT) {
  const site = await serveBuild(path.join(siteDir, "public"))
  const reference = await serveBuild(path.join(REFERENCE_DIR, "public"))
  return { site, reference, close: () => Promise.all([site.close(), reference.close()]) }
}

/**
 * First-load JavaScript, gzip, measured as the budget test measures it (every script until the page has hydrated
 * and the network is quiet; the reference, which does not mark its hydration, until the network is quiet).
 */
export async function firstLoadJsBytes(browser: Browser, url: string, isReference = false): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
  try {
    return totalBytes(await measureFirstLoadJs(await context.newPage(), url, { waitForHydration: !isReference }))
  } finally {
    await context.close()
  }
}

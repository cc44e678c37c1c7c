import type { Page } from "@playwright/test"
import { gzipSize } from "../../test/build/js-budget"
import type { ScriptLoad } from "../../test/build/js-budget"

/**
 * Every JavaScript response a route loads before any interaction, until the network is idle: the scripts
 * of its HTML and the chunks Gatsby's runtime then fetches. Sizes are the responses' bodies gzip-compressed.
 */
export async function measureFirstLoadJs(page: Page, url: string): Promise<ScriptLoad[]> {
  const loads: Array<Promise<ScriptLoad>> = []
  page.on("response", (response) => {
    const isScript = response.request().resourceType() === "script" || new URL(response.url()).pathname.endsWith(".js")
    if (isScript && response.ok()) {
      loads.push(response.body().then((body) => ({ url: response.url(), gzipBytes: gzipSize(body) })))
    }
  })
  await page.goto(url, { waitUntil: "networkidle" })
  return Promise.all(loads)
}

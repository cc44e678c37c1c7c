import type { Page, Response } from "@playwright/test"
import { gzipSize } from "../../test/build/js-budget"
import type { ScriptLoad } from "../../test/build/js-budget"

/**
 * Every JavaScript response a route loads before any interaction, until the network is idle: the scripts
 * of its HTML and the chunks Gatsby's runtime then fetches. Sizes are the responses' bodies gzip-compressed.
 */
export async function measureFirstLoadJs(page: Page, url: string): Promise<ScriptLoad[]> {
  const loads: Array<Promise<ScriptLoad>> = []
  const onResponse = (response: Response) => {
    const isScript = response.request().resourceType() === "script" || new URL(response.url()).pathname.endsWith(".js")
    if (isScript && response.ok()) {
      loads.push(response.body().then((body) => ({ url: response.url(), gzipBytes: gzipSize(body) })))
    }
  }
  page.on("response", onResponse)
  await page.goto(url, { waitUntil: "networkidle" })
  // Measured: a response after the network went idle is not part of the first load, and reading its body
  // while the test ends would fail the test.
  page.off("response", onResponse)
  return Promise.all(loads)
}

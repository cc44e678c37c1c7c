import { gzipSync } from "zlib"

/** Budget: every route loads at most 70 KB of JavaScript (gzip) before any interaction. */
export const FIRST_LOAD_JS_BUDGET_BYTES = 70 * 1000

export interface ScriptLoad {
  url: string
  /** Size of the script gzip-compressed (zlib default level, as static hosts serve it). */
  gzipBytes: number
}

export function gzipSize(body: Buffer | string): number {
  return gzipSync(body).length
}

export function totalBytes(scripts: readonly ScriptLoad[]): number {
  return scripts.reduce((sum, script) => sum + script.gzipBytes, 0)
}

export function formatKb(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} KB`
}

/** The problem with a route's first-load JavaScript, or null when it is within budget. */
export function checkJsBudget(
  route: string,
  scripts: readonly ScriptLoad[],
  budget = FIRST_LOAD_JS_BUDGET_BYTES,
): string | null {
  const total = totalBytes(scripts)
  if (total <= budget) return null
  const heaviest = [...scripts]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .slice(0, 3)
    .map((script) => `${script.url.split("/").pop()} ${formatKb(script.gzipBytes)}`)
    .join(", ")
  return `${route}: ${formatKb(total)} of first-load JavaScript (gzip), over the ${formatKb(budget)} budget; heaviest: ${heaviest}`
}

import type { LaunchedChrome } from "chrome-launcher"
import { chromiumLaunchOptions, lighthouseChromiumPath } from "../e2e/support/browser"

/** One Lighthouse run's figures. Times in ms, bytes as transferred. */
export interface LighthouseFigures {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
  transferBytes: number
  /** The longest main-thread task of the load (Lighthouse's long-tasks audit, at its 4× CPU slowdown). */
  longestTaskMs: number
  /** Main-thread time in script evaluation, and in style and layout (mainthread-work-breakdown). */
  scriptEvaluationMs: number
  styleLayoutMs: number
  /** The audits of the accessibility, best-practices and SEO categories this run failed: "category/audit-id". */
  failedAudits: string[]
}

/** A run's figures that are numbers (the ones a median is taken of). */
export type NumericFigure = Exclude<keyof LighthouseFigures, "failedAudits">

/** The audits of the scored categories but performance that the run failed: what a score below 100 is made of. */
function failedAudits(lhr: {
  categories: Record<string, { auditRefs: Array<{ id: string; weight: number }> } | undefined>
  audits: Record<string, { score: number | null }>
}): string[] {
  return ["accessibility", "best-practices", "seo"].flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}/${ref.id}`),
  )
}

/** The time one group of mainthread-work-breakdown took (0 when the audit has no such row). */
function workInGroup(lhr: { audits: Record<string, { details?: unknown }> }, group: string): number {
  const details = lhr.audits["mainthread-work-breakdown"]?.details as
    { items?: Array<{ group: string; duration: number }> } | undefined
  return (details?.items ?? []).filter((item) => item.group === group).reduce((sum, item) => sum + item.duration, 0)
}

/** The longest task the long-tasks audit lists (it lists tasks of 50 ms and more; 0 when there is none). */
function longestTask(lhr: { audits: Record<string, { details?: unknown }> }): number {
  const details = lhr.audits["long-tasks"]?.details as { items?: Array<{ duration: number }> } | undefined
  return Math.max(0, ...(details?.items ?? []).map((item) => item.duration))
}

/** Lighthouse sometimes fails to record a trace ("Please run Lighthouse again"): such a run is repeated. */
const ATTEMPTS_PER_RUN = 3

/**
 * Let the previous run's tail (the browser tearing down its trace, Node collecting a ~50 MB trace object)
 * finish before the next load is measured.
 */
const SETTLE_MS = 2000

/**
 * One Chromium (Debian's) for the whole benchmark, as a visitor's browser is already running: only the first
 * page would otherwise pay the browser's own start-up (its font cache, for one) inside its load. Lighthouse
 * clears the origin's storage and cache before each run.
 */
export async function launchChrome(): Promise<LaunchedChrome> {
  const { launch } = await import("chrome-launcher")
  return launch({
    chromePath: lighthouseChromiumPath,
    chromeFlags: ["--headless=new", ...chromiumLaunchOptions.args],
  })
}

/** One Lighthouse run of `url`: Lighthouse's defaults (mobile form factor, simulated throttling). */
export async function runLighthouse(chrome: LaunchedChrome, url: string, attempt = 1): Promise<LighthouseFigures> {
  const { default: lighthouse } = await import("lighthouse")
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS))
  const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" })
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  const { lhr } = result
  if (lhr.runtimeError) {
    if (attempt < ATTEMPTS_PER_RUN) return runLighthouse(chrome, url, attempt + 1)
    throw new Error(`${url}: ${lhr.runtimeError.message}`)
  }
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcpMs: value("first-contentful-paint"),
    lcpMs: value("largest-contentful-paint"),
    tbtMs: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    transferBytes: value("total-byte-weight"),
    longestTaskMs: longestTask(lhr),
    scriptEvaluationMs: workInGroup(lhr, "scriptEvaluation"),
    styleLayoutMs: workInGroup(lhr, "styleLayout"),
    failedAudits: failedAudits(lhr),
  }
}

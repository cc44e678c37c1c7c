import fs from "fs"
import path from "path"
import type { LighthouseFigures, NumericFigure } from "./lighthouse"
import { GATES, spread } from "./gates"
import type { RouteMeasurement } from "./gates"

export interface RouteResult extends RouteMeasurement {
  failures: string[]
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`
const millis = (ms: number) => `${Math.round(ms)} ms`

function medianOf(runs: LighthouseFigures[], key: NumericFigure): number {
  return spread(runs.map((run) => run[key])).median
}

/** "median (min–max)" of one figure over the reference's runs interleaved with a route. */
function referenceCell(runs: LighthouseFigures[], key: "lcpMs" | "tbtMs", format: (ms: number) => string): string {
  const { median, min, max } = spread(runs.map((run) => run[key]))
  return `${format(median)} (${format(min)}–${format(max)})`
}

/** The side-by-side table, in Markdown: the route's medians, then the reference's measured alongside. */
export function sideBySideTable(results: RouteResult[]): string {
  const header = [
    "route",
    "perf",
    "a11y/bp/seo",
    "LCP",
    "TBT",
    "CLS",
    "JS gz",
    "ref perf",
    "ref LCP",
    "ref TBT",
    "longest task",
    "script eval",
    "style/layout",
    "ref longest",
    "gates",
  ]
  const rows = results.map(({ route, siteRuns, referenceRuns, firstLoadJsBytes, failures }) => [
    route,
    String(medianOf(siteRuns, "performance")),
    `${medianOf(siteRuns, "accessibility")}/${medianOf(siteRuns, "bestPractices")}/${medianOf(siteRuns, "seo")}`,
    seconds(medianOf(siteRuns, "lcpMs")),
    millis(medianOf(siteRuns, "tbtMs")),
    spread(siteRuns.map((run) => run.cls)).max.toFixed(3),
    `${(firstLoadJsBytes / 1000).toFixed(1)} KB`,
    String(medianOf(referenceRuns, "performance")),
    referenceCell(referenceRuns, "lcpMs", seconds),
    referenceCell(referenceRuns, "tbtMs", millis),
    millis(medianOf(siteRuns, "longestTaskMs")),
    millis(medianOf(siteRuns, "scriptEvaluationMs")),
    millis(medianOf(siteRuns, "styleLayoutMs")),
    millis(medianOf(referenceRuns, "longestTaskMs")),
    failures.length ? "missed" : "met",
  ])
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)))
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(" | ")} |`
  return [line(header), `|${widths.map((width) => "-".repeat(width + 2)).join("|")}|`, ...rows.map(line)].join("\n")
}

export function writeResults(file: string, runsPerRoute: number, referenceJsBytes: number, results: RouteResult[]) {
  const report = { date: new Date().toISOString(), runsPerRoute, gates: GATES, referenceJsBytes, results }
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`)
}

/**
 * The reliability suite's tally: each run's and case's title, and every check with its outcome, printed as it
 * is met and summed up at the end (run.ts); the small waits the runs share.
 */
export interface Check {
  /** The run or case it belongs to, for the summary of misses. */
  section: string
  name: string
  ok: boolean
  actual: string
  expected: string
}
export const checks: Check[] = []
let section = ""

/** Prints a run's or a case's title; the checks after it belong to it. */
export function heading(title: string, level: "run" | "case" = "run") {
  section = title
  console.log(level === "run" ? `\n${title}` : `\n  · ${title}`)
}

/** One expectation: met when `actual` is `expected`. */
export function check(name: string, expected: number | string, actual: number | string) {
  record(name, expected === actual, String(actual), String(expected))
}

/** One expectation that is not an equality (a bound, a set of allowed answers): `ok` says whether it is met. */
export function checkThat(name: string, ok: boolean, actual: number | string, expected: string) {
  record(name, ok, String(actual), expected)
}

function record(name: string, ok: boolean, actual: string, expected: string) {
  checks.push({ section, name, ok, actual, expected })
  console.log(`${ok ? "ok  " : "MISS"}  ${name}: ${actual}${ok ? "" : ` (expected ${expected})`}`)
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs: number, stepMs = 200) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (await condition()) return true
    if (Date.now() > deadline) return false
    await sleep(stepMs)
  }
}

export const duplicates = (values: readonly string[]) => values.length - new Set(values).size

/**
 * npm run test:reliability: the lead endpoint under load, failure and attack, against the production lead
 * server (src/server/http/serve.ts) serving the existing production build (run `npm run build` first).
 * Loopback only, bounded in count and time (it stops itself after RUN_LIMIT_MS), every process it starts
 * stopped at the end; it prints its figures and exits 1 on any miss.
 *
 *   burst     200 concurrent valid submissions → 200 acknowledged, stored, e-mailed once each;
 *   crash     SIGKILL in the middle of a burst → nothing acknowledged is lost, resending stores each once;
 *             SIGTERM in the middle of a burst → exits within 10 s, nothing acknowledged is lost;
 *   outage    SMTP down → pending; back, `npm run leads:retry` delivers each once. A lead the relay always
 *             refuses holds back no other; after an outage the server's timer delivers with no new lead;
 *   hostile   the corpus of issue #23 (hostile.ts);
 *   postgres  200 concurrent submissions and a repeated idempotency key on PostgreSQL (PGlite);
 *   function  the same endpoint as a Gatsby Function under `gatsby serve` (gatsby-function.ts).
 *
 * Options: --only=area,area (e.g. --only=hostile) runs those areas alone.
 */
import fs from "fs"
import path from "path"
import { burstRun } from "./burst"
import { crashRun } from "./crash"
import { gatsbyFunctionRuns } from "./gatsby-function"
import { checks } from "./checks"
import { closeLab, openLab } from "./lab"
import { ROOT, stopEverything } from "./servers"
import { hostileRuns } from "./hostile"
import { staffRetryRun, unattendedDeliveryRuns } from "./outage"
import { postgresRuns } from "./postgres"

const RUN_LIMIT_MS = 360_000
const AREAS = ["burst", "crash", "outage", "hostile", "postgres", "function"] as const
type Area = (typeof AREAS)[number]

const only = process.argv.find((arg) => arg.startsWith("--only="))?.slice("--only=".length)
const chosen = new Set<Area>(only ? (only.split(",") as Area[]) : AREAS)

/** Runs one area and prints how long it took (on a busy machine, where the time goes). */
async function timed(area: Area, run: () => Promise<unknown>) {
  if (!chosen.has(area)) return
  const started = Date.now()
  await run()
  console.log(`\n      (${area}: ${((Date.now() - started) / 1000).toFixed(1)} s)`)
}

async function sqliteRuns() {
  if (chosen.has("burst") || chosen.has("crash")) {
    // One store and one server for both, in order: the crash run counts the burst's leads.
    const lab = await openLab()
    try {
      let burst = 0
      await timed("burst", async () => (burst = await burstRun(lab)))
      await timed("crash", () => crashRun(lab, burst))
    } finally {
      await closeLab(lab)
    }
  }
  await timed("outage", async () => {
    await staffRetryRun()
    await unattendedDeliveryRuns()
  })
}

const started = Date.now()

/** The tally, and every miss with the run or case it belongs to; true when nothing was missed. */
function summary(): boolean {
  const misses = checks.filter((entry) => !entry.ok)
  console.log(
    `\n${checks.length - misses.length}/${checks.length} checks met in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )
  for (const miss of misses) {
    console.log(`  MISS ${miss.section} › ${miss.name}: ${miss.actual} (expected ${miss.expected})`)
  }
  return misses.length === 0
}

async function main() {
  const unknown = [...chosen].filter((area) => !AREAS.includes(area))
  if (unknown.length) throw new Error(`Unknown area(s): ${unknown.join(", ")}; the areas are ${AREAS.join(", ")}.`)
  if (!fs.existsSync(path.join(ROOT, "public", "index.html"))) {
    throw new Error("No production build: run `npm run build` first.")
  }
  await sqliteRuns()
  await timed("hostile", hostileRuns)
  await timed("postgres", postgresRuns)
  await timed("function", gatsbyFunctionRuns)
  if (!summary()) process.exitCode = 1
}

const watchdog = setTimeout(() => {
  console.error(`\nreliability: stopped after ${RUN_LIMIT_MS / 1000} s`)
  summary()
  stopEverything()
  process.exit(1)
}, RUN_LIMIT_MS)
watchdog.unref()

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error)
    process.exitCode = 1
  })
  .finally(() => {
    stopEverything()
    // PGlite's child and keep-alive sockets must not hold the process open.
    setTimeout(() => process.exit(process.exitCode ?? 0), 100).unref()
  })

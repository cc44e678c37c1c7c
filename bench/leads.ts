/**
 * `npm run bench:leads`: the lead endpoint's throughput and memory, the production lead server
 * (src/server/http/serve.ts) next to `gatsby serve` of the same build, in one run. `gatsby serve` is here only
 * to be compared: it is not a server for this site (it evaluates the lead function's bundle again on every
 * request and runs out of memory after some hundreds of leads; README), and `npm run serve` is. A benchmark, not a test: it
 * prints its figures and never fails on them (it exits 1 only when it cannot run).
 *
 * Each server gets its own SQLite store and loopback SMTP server (each lead is stored and e-mailed, as in
 * production). Valid chat leads (JSON), each with its own idempotency key, from one address with the quota
 * lifted, over keep-alive connections:
 *   1. steps of fixed concurrency, each STEP_MS long, alternating the two servers step by step (and which goes
 *      first): leads per second, latency percentiles, failures. "Sustained at p95" is the best rate of a step
 *      whose p95 latency met the target with no failure;
 *   2. then, server by server, leads until it has answered REQUESTS in all (the steps count): its memory (RSS of
 *      the process and its children) before the first request and after the last. A server past RSS_CEILING_MB
 *      or TIME_LIMIT_MS is stopped there and reported so (gatsby serve re-evaluates its function per request).
 *
 *   then steps of contact leads with a 1 MB PDF (multipart; every file read by the server's checks), --pdf-levels;
 *
 * Options: --requests=10000 --p95=500 (ms) --levels=1,8,32 --pdf-levels=1,4 --step-ms=6000 --rss-ceiling=1536 (MB)
 * --time-limit=180 (s per server, phase 2) --no-build (default: the existing build; --build builds first)
 * --against=<checkout>: instead of `gatsby serve`, the lead server of another checkout with its own build (a
 * worktree of an earlier commit: `git worktree add ../before <commit>`, `npm install` and `npm run build` there),
 * to judge a change of the server side by side.
 */
import { execFileSync } from "child_process"
import { randomUUID } from "crypto"
import fs from "fs"
import os from "os"
import path from "path"
import { startLocalSmtp } from "../test/smtp-server"
import type { LocalSmtp } from "../test/smtp-server"
import { buildPdf, PAGE_OBJECTS, stream } from "../test/pdf-files"
import { chatLead, contactFields, multipartBody } from "../test/reliability/requests"
import type { Served, ServerKind } from "../test/reliability/servers"
import { ROOT, rssMb, startServer, stopEverything, stopServer } from "../test/reliability/servers"

const args = process.argv.slice(2)
const option = (name: string, fallback: number) => {
  const value = args.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1]
  return value === undefined ? fallback : Number(value)
}
const REQUESTS = option("requests", 10_000)
const P95_TARGET_MS = option("p95", 500)
const LEVELS = (args.find((arg) => arg.startsWith("--levels="))?.split("=")[1] ?? "1,8,32").split(",").map(Number)
const STEP_MS = option("step-ms", 6000)
const RSS_CEILING_MB = option("rss-ceiling", 1536)
const TIME_LIMIT_MS = option("time-limit", 180) * 1000
/** Phase 2's concurrency: enough to keep a server busy, few enough for a shared 2-core machine. */
const FILL_CONCURRENCY = 8
const REQUEST_TIMEOUT_MS = 30_000
const AGAINST = args.find((arg) => arg.startsWith("--against="))?.split("=")[1]
/** The steps of contact leads with a 1 MB PDF attached (0 to skip them). */
const PDF_LEVELS = (args.find((arg) => arg.startsWith("--pdf-levels="))?.split("=")[1] ?? "1,4")
  .split(",")
  .map(Number)
  .filter((level) => level > 0)

/** What is measured: a server of a checkout, under the name the tables give it. */
interface Contender {
  kind: ServerKind
  root: string
  label: string
}

const CONTENDERS: readonly Contender[] = [
  { kind: "production", root: ROOT, label: "lead server (npm run serve)" },
  AGAINST
    ? {
        kind: "production",
        root: path.resolve(AGAINST),
        label: `lead server of ${path.basename(path.resolve(AGAINST))}`,
      }
    : { kind: "gatsby", root: ROOT, label: "gatsby serve" },
]

interface Step {
  concurrency: number
  /** The step sent contact leads with a 1 MB PDF (multipart) rather than chat leads. */
  withPdf: boolean
  ok: number
  failed: number
  seconds: number
  latencies: number[]
}

interface Subject {
  contender: Contender
  served: Served
  smtp: LocalSmtp
  dataDir: string
  requests: number
  rssStartMb: number
  steps: Step[]
  fill: { rssEndMb: number; seconds: number; stoppedBy: string | null; failed: number }
  closed: boolean
}

function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]
}

/** A PDF of 1 MB a reader opens (its page's content padded), the attachment of the steps that send one. */
const PDF_1MB = buildPdf([...PAGE_OBJECTS, stream(Buffer.alloc(1024 * 1024 - 1024, 0x20))])

/** A lead as the site sends it: a chat lead (JSON), or a contact lead with the 1 MB PDF (multipart). */
function leadRequest(withPdf: boolean): { body: string | Uint8Array<ArrayBuffer>; contentType: string } {
  if (!withPdf) return { body: JSON.stringify(chatLead(randomUUID())), contentType: "application/json" }
  const { body, contentType } = multipartBody(contactFields(), [
    { name: "attachment", filename: "pliego.pdf", type: "application/pdf", content: PDF_1MB },
  ])
  return { body: new Uint8Array(body), contentType }
}

async function sendLead(url: string, withPdf = false): Promise<{ ok: boolean; ms: number }> {
  const started = performance.now()
  try {
    const { body, contentType } = leadRequest(withPdf)
    const response = await fetch(`${url}/api/leads`, {
      method: "POST",
      headers: { "Content-Type": contentType, Origin: url },
      body,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    })
    await response.arrayBuffer()
    return { ok: response.status === 201, ms: performance.now() - started }
  } catch {
    return { ok: false, ms: performance.now() - started }
  }
}

/** `concurrency` loops sending leads back to back until `until()` says stop; every answer's latency. */
async function load(subject: Subject, concurrency: number, until: () => boolean, withPdf = false): Promise<Step> {
  const latencies: number[] = []
  let ok = 0
  let failed = 0
  const started = performance.now()
  const loop = async () => {
    while (!until()) {
      subject.requests += 1
      const result = await sendLead(subject.served.url, withPdf)
      latencies.push(result.ms)
      if (result.ok) ok += 1
      else failed += 1
    }
  }
  await Promise.all(Array.from({ length: concurrency }, loop))
  return {
    concurrency,
    withPdf,
    ok,
    failed,
    seconds: (performance.now() - started) / 1000,
    latencies: latencies.sort((a, b) => a - b),
  }
}

async function open(contender: Contender): Promise<Subject> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `vigia-bench-${contender.kind}-`))
  const smtp = await startLocalSmtp()
  const env = { LEADS_DATA_DIR: dataDir, SMTP_URL: smtp.url }
  const served = await startServer(contender.kind, env, { quiet: true, root: contender.root })
  // The first lead opens the store and loads the handler: not part of the figures.
  await sendLead(served.url)
  return {
    contender,
    served,
    smtp,
    dataDir,
    requests: 0,
    rssStartMb: rssMb(served.pid),
    steps: [],
    fill: { rssEndMb: NaN, seconds: 0, stoppedBy: null, failed: 0 },
    closed: false,
  }
}

async function close(subject: Subject) {
  if (subject.closed) return
  subject.closed = true
  await stopServer(subject.served)
  await subject.smtp.stop()
  fs.rmSync(subject.dataDir, { recursive: true, force: true })
}

/** Phase 2: up to REQUESTS in all, within the memory ceiling and the time limit. */
async function fill(subject: Subject) {
  const started = performance.now()
  let lastRssCheck = 0
  let stoppedBy: string | null = null
  const until = () => {
    if (stoppedBy || subject.requests >= REQUESTS) return true
    if (performance.now() - started > TIME_LIMIT_MS) stoppedBy = `time limit ${TIME_LIMIT_MS / 1000} s`
    if (subject.requests - lastRssCheck >= 50) {
      lastRssCheck = subject.requests
      const rss = rssMb(subject.served.pid)
      if (rss > RSS_CEILING_MB) stoppedBy = `RSS ceiling ${RSS_CEILING_MB} MB`
    }
    if (subject.served.child.exitCode !== null || subject.served.child.signalCode !== null) stoppedBy = "server exited"
    return stoppedBy !== null
  }
  const step = await load(subject, FILL_CONCURRENCY, until)
  subject.fill = {
    rssEndMb: rssMb(subject.served.pid),
    seconds: (performance.now() - started) / 1000,
    stoppedBy,
    failed: step.failed,
  }
}

const fixed = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : "–")

function stepsTable(subjects: readonly Subject[]): string {
  const rows = [
    "| server | concurrency | leads/s | p50 ms | p95 ms | p99 ms | failed |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
  ]
  for (const subject of subjects) {
    for (const step of subject.steps) {
      rows.push(
        `| ${subject.contender.label} | ${step.concurrency}${step.withPdf ? " (1 MB PDF)" : ""} | ${fixed(step.ok / step.seconds, 1)} | ` +
          `${fixed(percentile(step.latencies, 0.5))} | ${fixed(percentile(step.latencies, 0.95))} | ` +
          `${fixed(percentile(step.latencies, 0.99))} | ${step.failed} |`,
      )
    }
  }
  return rows.join("\n")
}

function summaryTable(subjects: readonly Subject[]): string {
  const rows = [
    `| server | leads/s sustained at p95 ≤ ${P95_TARGET_MS} ms | RSS at start | RSS after ${REQUESTS.toLocaleString("en")} requests | requests done |`,
    "| --- | ---: | ---: | ---: | ---: |",
  ]
  for (const subject of subjects) {
    const met = subject.steps.filter(
      (step) => !step.withPdf && step.failed === 0 && percentile(step.latencies, 0.95) <= P95_TARGET_MS,
    )
    const best = met.reduce<Step | null>(
      (top, step) => (!top || step.ok / step.seconds > top.ok / top.seconds ? step : top),
      null,
    )
    const sustained = best
      ? `${fixed(best.ok / best.seconds, 1)} (c=${best.concurrency}, p95 ${fixed(percentile(best.latencies, 0.95))} ms)`
      : "none met the target"
    const after = subject.fill.stoppedBy
      ? `${fixed(subject.fill.rssEndMb)} MB, stopped: ${subject.fill.stoppedBy}`
      : `${fixed(subject.fill.rssEndMb)} MB`
    rows.push(
      `| ${subject.contender.label} | ${sustained} | ${fixed(subject.rssStartMb)} MB | ${after} | ` +
        `${subject.requests.toLocaleString("en")} (${subject.fill.failed} failed in the fill) |`,
    )
  }
  return rows.join("\n")
}

async function main() {
  if (args.includes("--build")) execFileSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" })
  for (const { root } of CONTENDERS) {
    if (
      !fs.existsSync(path.join(root, "public", "index.html")) ||
      !fs.existsSync(path.join(root, ".cache", "functions", "leads.js"))
    ) {
      throw new Error(`No production build with the leads function in ${root}: run \`npm run build\` there first.`)
    }
  }
  const loadBefore = os.loadavg()[0]
  const subjects: Subject[] = []
  try {
    for (const contender of CONTENDERS) subjects.push(await open(contender))
    for (const [index, concurrency] of LEVELS.entries()) {
      // Alternating which server goes first, so neither always inherits the other's tail.
      for (const subject of index % 2 ? [...subjects].reverse() : subjects) {
        const deadline = performance.now() + STEP_MS
        const step = await load(subject, concurrency, () => performance.now() > deadline)
        subject.steps.push(step)
        console.log(
          `${subject.contender.label}, concurrency ${concurrency}: ${fixed(step.ok / step.seconds, 1)} leads/s, ` +
            `p95 ${fixed(percentile(step.latencies, 0.95))} ms, ${step.failed} failed`,
        )
      }
    }
    // Then contact leads with a 1 MB PDF (every file read by the server's checks), one server after the other.
    for (const [index, concurrency] of PDF_LEVELS.entries()) {
      for (const subject of index % 2 ? [...subjects].reverse() : subjects) {
        const deadline = performance.now() + STEP_MS
        const step = await load(subject, concurrency, () => performance.now() > deadline, true)
        subject.steps.push(step)
        console.log(
          `${subject.contender.label}, concurrency ${concurrency}, 1 MB PDF: ${fixed(step.ok / step.seconds, 1)} leads/s, ` +
            `p95 ${fixed(percentile(step.latencies, 0.95))} ms, ${step.failed} failed`,
        )
      }
    }
    for (const subject of subjects) {
      await fill(subject)
      console.log(
        `${subject.contender.label}: ${subject.requests} requests, RSS ${fixed(subject.rssStartMb)} → ` +
          `${fixed(subject.fill.rssEndMb)} MB${subject.fill.stoppedBy ? ` (stopped: ${subject.fill.stoppedBy})` : ""}`,
      )
      // The server past its ceiling is not kept running while the other one is measured.
      await close(subject)
    }
  } finally {
    for (const subject of subjects) await close(subject)
  }
  console.log(
    `\nValid chat leads (JSON) on loopback, keep-alive, one SQLite store and one SMTP sink per server; ` +
      `steps of ${STEP_MS / 1000} s alternating the servers; load average ${loadBefore.toFixed(2)} → ` +
      `${os.loadavg()[0].toFixed(2)} on ${os.cpus().length} cores (a shared machine: compare side by side).\n`,
  )
  console.log(summaryTable(subjects))
  console.log("")
  console.log(stepsTable(subjects))
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exitCode = 1
  })
  .finally(() => {
    stopEverything()
    setTimeout(() => process.exit(process.exitCode ?? 0), 100).unref()
  })

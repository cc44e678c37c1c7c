// `npm test`: the whole gate, in stages. A stage's commands run side by side when nothing orders them (each one's
// output is printed whole when it ends, so the log reads as if they ran one after the other); the first failure
// stops the run after its stage. One job runs in the background from the first stage on, at the lowest priority,
// and the stage that needs it waits for it. The time of each stage is printed at the end, and written to
// test-results/stage-times.txt for .ci/run to print after its own install time.
import { execFileSync, spawn } from "node:child_process"
import { mkdirSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"

/** The photos' spec's site (e2e/support/build-photo-site.ts), named to the spec in E2E_PHOTO_SITE. */
const PHOTO_SITE = path.join(tmpdir(), "vigia-photo-site")

/** Each inner list runs side by side; the lists run in order. */
const STAGES = [
  // Both cores each.
  [["unit", "npm run test:unit"]],
  [["build", "npm run build"]],
  // The reliability run mostly waits (slow senders, timeouts, restarts; alone, it leaves the cores two-thirds
  // idle): the build checks, lint, the typecheck (which reads the build's generated types) and Chromium's install,
  // if it is missing, take the cores meanwhile, at a lower priority, so the run's latency figures keep the cores
  // first.
  [
    ["reliability", "npm run test:reliability"],
    ["build checks", "nice -n 10 npm run test:build"],
    ["lint", "nice -n 10 npm run lint"],
    ["typecheck", "nice -n 10 npm run typecheck"],
    ["chromium", "tsx scripts/require-chromium.ts"],
  ],
  [["e2e", "npm run test:e2e"]],
]

/**
 * A second `gatsby build`, of a copy of the site with photos, for the browser suite's photos spec. At nice 19 it
 * takes only what the stages leave of the cores: the main build's single-threaded phases, and the reliability
 * run's waits.
 */
const BACKGROUND = {
  name: "photo site",
  command: `nice -n 19 npx tsx e2e/support/build-photo-site.ts ${PHOTO_SITE}`,
  neededBy: "e2e",
}

const env = {
  ...process.env,
  GATSBY_TELEMETRY_DISABLED: "1",
  FORCE_COLOR: process.env.FORCE_COLOR ?? "0",
  E2E_PHOTO_SITE: PHOTO_SITE,
}

/** Prints a command's kept output under its name. */
function printKept({ name, command, output }) {
  process.stdout.write(`\n── ${name} (${command}) ──\n`)
  process.stdout.write(Buffer.concat(output))
}

/**
 * Runs a command; alone, its output streams; otherwise it is kept, and printed when it ends (beside others) or
 * when it is awaited (the background job, which is also stopped if the run ends first).
 */
function run(name, command, { alone = false, background = false } = {}) {
  return new Promise((resolve) => {
    const started = Date.now()
    const child = spawn(command, {
      shell: true,
      env,
      stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"],
    })
    if (background) jobs.push(child.pid)
    const output = []
    child.stdout?.on("data", (chunk) => output.push(chunk))
    child.stderr?.on("data", (chunk) => output.push(chunk))
    child.on("exit", (code, signal) => {
      const result = {
        name,
        command,
        output,
        ok: code === 0,
        code: code ?? signal,
        seconds: (Date.now() - started) / 1000,
      }
      if (!alone && !background) printKept(result)
      resolve(result)
    })
  })
}

/**
 * The background jobs, stopped with everything they started if the run ends before them. They stay in this
 * process's session: a session of its own (a detached child) is a scheduling group of its own under Linux's
 * autogroup, where nice no longer yields the cores to the stages (the unit stage took 206 s instead of 130).
 */
const jobs = []

/** A process and every process under it, deepest first. */
function processTree(pid) {
  let children = []
  try {
    children = execFileSync("ps", ["-o", "pid=", "--ppid", String(pid)], { encoding: "utf8" })
      .split("\n")
      .map(Number)
      .filter(Boolean)
  } catch {
    // No children (ps exits 1).
  }
  return [...children.flatMap(processTree), pid]
}

const times = []
const started = Date.now()
const background = run(BACKGROUND.name, BACKGROUND.command, { background: true })
let failed = null
for (const stage of STAGES) {
  let stageStarted = Date.now()
  if (stage.some(([name]) => name === BACKGROUND.neededBy)) {
    const result = await background
    printKept(result)
    const waited = (Date.now() - stageStarted) / 1000
    stageStarted = Date.now()
    times.push(
      `${result.name} (in the background since the start): ${result.seconds.toFixed(0)} s, waited for ${waited.toFixed(0)} s`,
    )
    if (!result.ok) {
      failed = result
      break
    }
  }
  const alone = stage.length === 1
  const results = await Promise.all(stage.map(([name, command]) => run(name, command, { alone })))
  const label = stage.map(([name]) => name).join(" ‖ ")
  const detail = alone ? "" : ` (${results.map((r) => `${r.name} ${r.seconds.toFixed(0)} s`).join(", ")})`
  times.push(`${label}: ${((Date.now() - stageStarted) / 1000).toFixed(0)} s${detail}`)
  failed = results.find((result) => !result.ok) ?? null
  if (failed) break
}
times.push(
  `npm test: ${((Date.now() - started) / 1000).toFixed(0)} s${failed ? `, failed in ${failed.name} (exit ${failed.code})` : ""}`,
)

for (const pid of jobs.flatMap(processTree)) {
  try {
    process.kill(pid, "SIGTERM")
  } catch {
    // Already ended.
  }
}
mkdirSync("test-results", { recursive: true })
writeFileSync("test-results/stage-times.txt", `${times.join("\n")}\n`)
console.log(`\nStage times:\n${times.map((line) => `  ${line}`).join("\n")}`)
process.exit(failed ? 1 : 0)

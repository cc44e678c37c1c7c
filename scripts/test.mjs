// `npm test`: the whole gate, in stages. A stage's commands run side by side when nothing orders them (each one's
// output is printed whole when it ends, so the log reads as if they ran one after the other); the first failure
// stops the run after its stage. The time of each stage is printed at the end, and written to
// test-results/stage-times.txt for .ci/run to print after its own install time.
import { spawn } from "node:child_process"
import { mkdirSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"

/** The photos' spec's site, built before the browser suite (e2e/support/build-photo-site.ts). */
const PHOTO_SITE = path.join(tmpdir(), "vigia-photo-site")

/** Each inner list runs side by side; the lists run in order. */
const STAGES = [
  // Lint reads the sources only; the unit tests take both cores meanwhile, and Chromium is installed if missing.
  [
    ["lint", "npm run lint"],
    ["unit", "npm run test:unit"],
    ["chromium", "tsx scripts/require-chromium.ts"],
  ],
  [["build", "npm run build"]],
  // Both read the build (its generated types, its public/), neither writes.
  [
    ["typecheck", "npm run typecheck"],
    ["build checks", "npm run test:build"],
  ],
  // The reliability run mostly waits (slow senders, timeouts, restarts): the photos' site is built meanwhile, at
  // the lowest priority, so the run's latency figures keep the cores first.
  [
    ["reliability", "npm run test:reliability"],
    ["photo site", `nice -n 19 npx tsx e2e/support/build-photo-site.ts ${PHOTO_SITE}`],
  ],
  [["e2e", "npm run test:e2e"]],
]

const env = {
  ...process.env,
  GATSBY_TELEMETRY_DISABLED: "1",
  FORCE_COLOR: process.env.FORCE_COLOR ?? "0",
  E2E_PHOTO_SITE: PHOTO_SITE,
}

/** Runs a command; alone, its output streams; beside others, it is kept and printed when it ends. */
function run(name, command, alone) {
  return new Promise((resolve) => {
    const started = Date.now()
    const child = spawn(command, { shell: true, env, stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"] })
    const output = []
    child.stdout?.on("data", (chunk) => output.push(chunk))
    child.stderr?.on("data", (chunk) => output.push(chunk))
    child.on("exit", (code, signal) => {
      if (!alone) {
        process.stdout.write(`\n── ${name} (${command}) ──\n`)
        process.stdout.write(Buffer.concat(output))
      }
      resolve({ name, ok: code === 0, code: code ?? signal, seconds: (Date.now() - started) / 1000 })
    })
  })
}

const times = []
const started = Date.now()
let failed = null
for (const stage of STAGES) {
  const stageStarted = Date.now()
  const results = await Promise.all(stage.map(([name, command]) => run(name, command, stage.length === 1)))
  const label = stage.map(([name]) => name).join(" ‖ ")
  const detail = stage.length > 1 ? ` (${results.map((r) => `${r.name} ${r.seconds.toFixed(0)} s`).join(", ")})` : ""
  times.push(`${label}: ${((Date.now() - stageStarted) / 1000).toFixed(0)} s${detail}`)
  failed = results.find((result) => !result.ok) ?? null
  if (failed) break
}
times.push(
  `npm test: ${((Date.now() - started) / 1000).toFixed(0)} s${failed ? `, failed in ${failed.name} (exit ${failed.code})` : ""}`,
)

mkdirSync("test-results", { recursive: true })
writeFileSync("test-results/stage-times.txt", `${times.join("\n")}\n`)
console.log(`\nStage times:\n${times.map((line) => `  ${line}`).join("\n")}`)
process.exit(failed ? 1 : 0)

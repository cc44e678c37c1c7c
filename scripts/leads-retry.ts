/**
 * npm run leads:retry                    delivers now every pending lead, those waiting out a backoff too
 * npm run leads:retry -- --failed        also the failed ones (their attempts ran out)
 * npm run leads:retry -- REF [REF…]      only these leads, failed or not
 * Each lead is claimed atomically, so this can run while the site delivers too: no lead is sent twice. A
 * lead a delivery in progress holds is named, with when its claim ends. Exits 1 if a lead it was asked to
 * deliver is still undelivered.
 */
import { storedReferenceOf } from "../src/lib/leads/reference"
import { readConfig } from "../src/server/config"
import { deliverPending, heldLeads } from "../src/server/delivery"
import { localTime } from "../src/server/staff"
import { openStore } from "../src/server/store"

/** A bound, not a batch size: one run delivers at most this many leads. */
const MAX_PER_RUN = 10_000

async function main() {
  const args = process.argv.slice(2)
  const withFailed = args.includes("--failed")
  const typed = args.filter((arg) => !arg.startsWith("--"))
  const mistyped = typed.filter((text) => storedReferenceOf(text) === null)
  if (mistyped.length > 0) {
    for (const text of mistyped)
      console.error(`${text}: not a reference (a mistyped character? its check digits do not match)`)
    process.exit(1)
  }
  const references = typed.map((text) => storedReferenceOf(text)!)
  const config = readConfig()
  if (!config.smtpUrl) {
    console.error(
      "SMTP_URL is not set: nothing can be delivered. Set it (smtp://user:password@host:587) and run again.",
    )
    process.exit(1)
  }
  const store = await openStore(config)
  try {
    const known = new Set((await store.list()).map((row) => row.reference))
    const unknown = references.filter((reference) => !known.has(reference))
    for (const reference of unknown) console.error(`${reference}: no such lead`)
    const report = await deliverPending(store, config, {
      max: MAX_PER_RUN,
      ignoreBackoff: true,
      includeFailed: withFailed || references.length > 0,
      references: references.length > 0 ? references : undefined,
    })
    for (const reference of report.delivered) console.log(`${reference} delivered`)
    for (const failure of report.failed) console.error(`${failure.reference} still ${failure.status}: ${failure.error}`)
    if (report.interrupted) {
      console.error(`delivery stopped, the server cannot be reached: ${report.interrupted.error}`)
    }

    const now = new Date()
    const rows = (await store.list()).filter((row) => references.length === 0 || references.includes(row.reference))
    const held = heldLeads(rows, now)
    for (const lead of held) {
      console.log(`${lead.reference} held by a delivery in progress until ${localTime(lead.until).slice(11)}`)
    }
    const heldReferences = new Set(held.map((lead) => lead.reference))
    const pending = rows.filter((row) => row.status === "pending" && !heldReferences.has(row.reference)).length
    const failed = rows.filter((row) => row.status === "failed" && !heldReferences.has(row.reference)).length
    if (failed > 0 && !withFailed && references.length === 0) {
      console.log(`${failed} failed lead(s) not retried: add --failed, or name them (npm run leads shows them)`)
    }
    console.log(`${report.delivered.length} delivered, ${pending} pending, ${failed} failed, ${held.length} held`)
    const askedFailed = withFailed || references.length > 0 ? failed : 0
    if (pending > 0 || askedFailed > 0 || unknown.length > 0) process.exitCode = 1
  } finally {
    await store.close()
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})

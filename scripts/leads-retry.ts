/**
 * npm run leads:retry   delivers every pending lead now (e-mail, and the webhook when set), each claimed
 * atomically, so it can run while the site is delivering too: no lead is sent twice. Exits 1 if any
 * lead is still pending afterwards.
 */
import { readConfig } from "../src/server/config"
import { deliverPending } from "../src/server/delivery"
import { openStore } from "../src/server/store"

/** A bound, not a batch size: one run delivers at most this many leads. */
const MAX_PER_RUN = 10_000

async function main() {
  const config = readConfig()
  if (!config.smtpUrl) {
    console.error(
      "SMTP_URL is not set: nothing can be delivered. Set it (smtp://user:password@host:587) and run again.",
    )
    process.exit(1)
  }
  const store = await openStore(config)
  try {
    const report = await deliverPending(store, config, { max: MAX_PER_RUN, ignoreBackoff: true, keepGoing: true })
    for (const reference of report.delivered) console.log(`${reference} delivered`)
    for (const failure of report.failed) console.error(`${failure.reference} still pending: ${failure.error}`)
    const pending = (await store.list()).filter((row) => row.status === "pending").length
    console.log(`${report.delivered.length} delivered, ${pending} pending`)
    if (pending > 0) process.exitCode = 1
  } finally {
    await store.close()
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})

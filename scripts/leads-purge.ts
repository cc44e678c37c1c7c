/**
 * npm run leads:purge   deletes the leads (and their attachments) older than the retention the privacy
 * policy states (content/leads.json `retentionMonths`), and forgets the address codes of leads older than a
 * day (the quota's look-back). Run it daily, e.g. from cron.
 */
import { leadsContent } from "../src/server/content"
import { DAY_MS, readConfig } from "../src/server/config"
import { retentionCutoff } from "../src/server/staff"
import { openStore } from "../src/server/store"

async function main() {
  const store = await openStore(readConfig())
  try {
    const cutoff = retentionCutoff(new Date())
    const deleted = await store.purgeBefore(cutoff)
    console.log(
      `${deleted} lead(s) received before ${cutoff.toISOString()} deleted (retention: ${leadsContent.retentionMonths} months)`,
    )
    const forgotten = await store.forgetAddressesBefore(new Date(Date.now() - DAY_MS))
    console.log(`${forgotten} address code(s) of leads older than a day forgotten`)
  } finally {
    await store.close()
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})

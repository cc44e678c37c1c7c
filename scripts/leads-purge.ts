/**
 * npm run leads:purge   deletes the leads (and their attachments) older than the retention the privacy
 * policy states (content/leads.json `retentionMonths`). Run it daily, e.g. from cron.
 */
import { leadsContent } from "../src/server/content"
import { readConfig } from "../src/server/config"
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
  } finally {
    await store.close()
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})

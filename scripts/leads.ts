/**
 * npm run leads            the stored leads: reference, date, kind, name, company, status
 * npm run leads -- --csv   every lead with every field, as CSV on standard output
 * Reads the same store as the site: LEADS_DATA_DIR (default ./data) or DATABASE_URL.
 */
import { readConfig } from "../src/server/config"
import { leadCsv, leadTable } from "../src/server/staff"
import { openStore } from "../src/server/store"

async function main() {
  const store = await openStore(readConfig())
  try {
    const rows = await store.list()
    process.stdout.write(process.argv.includes("--csv") ? leadCsv(rows) : `${leadTable(rows)}\n`)
  } finally {
    await store.close()
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})

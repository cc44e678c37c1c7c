/**
 * PostgreSQL (PGlite on loopback): 200 concurrent submissions → 200 stored, 0 duplicates; one submission
 * sent twice with one idempotency key → one lead, the same reference.
 */
import { startLocalPostgres } from "../pglite-server"
import type { LocalPostgres } from "../pglite-server"
import { startLocalSmtp } from "../smtp-server"
import { check, duplicates, heading } from "./checks"
import { storedRows } from "./lab"
import { chatLead, send } from "./requests"
import { startServer, stopServer } from "./servers"

const CONCURRENT = 200

export async function postgresRuns() {
  let postgres: LocalPostgres | null = null
  const smtp = await startLocalSmtp()
  try {
    postgres = await startLocalPostgres()
    const storeConfig = { databaseUrl: postgres.url, dataDir: "", dbPoolSize: 1 }
    // PGlite is a single-user engine: its socket server interleaves the messages of concurrent connections on
    // one session ("unnamed prepared statement" errors), so the store talks to it over one connection.
    const server = await startServer("production", {
      DATABASE_URL: postgres.url,
      SMTP_URL: smtp.url,
      LEADS_DB_POOL_SIZE: "1",
    })
    try {
      // The first request opens the pool and runs the migrations: a cold PGlite on a busy machine can take
      // longer than the connection timeout. Production opens the store once and keeps it; so does this run.
      const warmUp = await send(server.url)
      heading(`PostgreSQL (PGlite) · ${CONCURRENT} concurrent submissions`)
      console.log(`      first lead (opens the store): ${warmUp.status}`)
      const started = Date.now()
      const concurrent = await Promise.all(Array.from({ length: CONCURRENT }, () => send(server.url)))
      console.log(`      answered in ${Date.now() - started} ms`)
      const acknowledged = concurrent.filter((sent) => sent.status === 201).map((sent) => sent.reference!)
      check("acknowledged (201)", CONCURRENT, acknowledged.length)
      let rows = await storedRows(storeConfig)
      check("stored", CONCURRENT, rows.filter((row) => acknowledged.includes(row.reference)).length)
      check("duplicate references", 0, duplicates(rows.map((row) => row.reference)))

      heading(`PostgreSQL (PGlite) · one submission sent twice with one idempotency key`)
      const lead = chatLead()
      const [first, second] = await Promise.all([send(server.url, lead), send(server.url, lead)])
      check("answers", "200 + 201", [first.status, second.status].sort().join(" + "))
      check("same reference", first.reference ?? "none", second.reference ?? "none")
      rows = await storedRows(storeConfig)
      check("leads stored for that key", 1, rows.filter((row) => row.reference === first.reference).length)
      check("leads stored in all (warm-up + 200 + 1)", CONCURRENT + 2, rows.length)
    } finally {
      await stopServer(server)
    }
  } finally {
    await smtp.stop()
    await postgres?.stop()
  }
}

import type { Pool, PoolClient } from "pg"
import pg from "pg"
import type { LeadKind } from "../../lib/leads/kinds"
import { MIGRATIONS } from "./migrations"
import type { LeadRow, LeadStore, NewLead } from "./types"
import { formatReference, storedAttachment, yearInArgentina } from "./types"

/** Any constant: the key of the advisory lock that keeps two starting instances from migrating at once. */
const MIGRATION_LOCK = 7_240_015

type Row = Record<string, unknown>

function toRow(row: Row): LeadRow {
  return {
    id: Number(row.id),
    reference: String(row.reference),
    kind: row.kind as LeadKind,
    createdAt: row.created_at as Date,
    fields: row.fields as LeadRow["fields"],
    pageUrl: String(row.page_url),
    consentAt: row.consent_at as Date,
    policyVersion: String(row.policy_version),
    status: row.status as LeadRow["status"],
    mailedAt: (row.mailed_at as Date | null) ?? null,
    webhookedAt: (row.webhooked_at as Date | null) ?? null,
    attempts: Number(row.attempts),
    lastError: (row.last_error as string | null) ?? null,
    attachmentName: (row.attachment_name as string | null) ?? null,
  }
}

const LIST_COLUMNS = `id, reference, kind, created_at, fields, page_url, consent_at, policy_version, status, mailed_at,
  webhooked_at, attempts, last_error, attachment_name`

async function inTransaction<T>(pool: Pool, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect()
  try {
    await client.query("BEGIN")
    const result = await work(client)
    await client.query("COMMIT")
    return result
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined)
    throw error
  } finally {
    client.release()
  }
}

async function migrate(pool: Pool) {
  await inTransaction(pool, async (client) => {
    await client.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK])
    await client.query(
      "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL)",
    )
    const { rows } = await client.query("SELECT version FROM schema_migrations")
    const applied = new Set(rows.map((row) => Number(row.version)))
    for (const migration of MIGRATIONS) {
      if (applied.has(migration.version)) continue
      await client.query(migration.postgres)
      await client.query("INSERT INTO schema_migrations (version, applied_at) VALUES ($1, now())", [migration.version])
    }
  })
}

/** The store on PostgreSQL (DATABASE_URL): for hosts whose disk does not last, such as serverless functions. */
export async function openPostgresStore(connectionString: string, poolSize: number): Promise<LeadStore> {
  const pool = new pg.Pool({ connectionString, max: poolSize, connectionTimeoutMillis: 30_000 })
  // An idle connection the server drops must not crash the process.
  pool.on("error", () => undefined)
  await migrate(pool)

  return {
    dialect: "postgres",
    async insert(lead: NewLead) {
      const next = await pool.query("SELECT nextval('lead_number') AS number")
      const number = Number(next.rows[0].number)
      const { rows } = await pool.query(
        `INSERT INTO leads (id, reference, idempotency_key, kind, created_at, fields, page_url, consent_accepted,
           consent_at, policy_version, attachment_name, attachment_type, attachment_size, attachment)
         VALUES ($1, $2, $3, $4, $5, $6, $7, true, $8, $9, $10, $11, $12, $13)
         ON CONFLICT (idempotency_key) DO NOTHING
         RETURNING reference`,
        [
          number,
          formatReference(yearInArgentina(lead.createdAt), number),
          lead.idempotencyKey,
          lead.kind,
          lead.createdAt,
          JSON.stringify(lead.fields),
          lead.pageUrl,
          lead.consent.at,
          lead.consent.policyVersion,
          lead.attachment?.name ?? null,
          lead.attachment?.type ?? null,
          lead.attachment?.size ?? null,
          lead.attachment?.content ?? null,
        ],
      )
      if (rows.length > 0) return { reference: String(rows[0].reference), created: true }
      const existing = await pool.query("SELECT reference FROM leads WHERE idempotency_key = $1", [lead.idempotencyKey])
      return { reference: String(existing.rows[0].reference), created: false }
    },
    async rateLimitHit(address, now, windowMs, limit) {
      return inTransaction(pool, async (client) => {
        // One address at a time, so concurrent requests cannot all pass the count together.
        await client.query("SELECT pg_advisory_xact_lock(hashtext($1))", [address])
        await client.query("DELETE FROM rate_hits WHERE at <= $1", [new Date(now.getTime() - windowMs)])
        const { rows } = await client.query("SELECT count(*)::int AS count FROM rate_hits WHERE address = $1", [
          address,
        ])
        if (Number(rows[0].count) >= limit) return true
        await client.query("INSERT INTO rate_hits (address, at) VALUES ($1, $2)", [address, now])
        return false
      })
    },
    async claimPending(now, leaseMs, ignoreBackoff, afterId = 0) {
      const { rows } = await pool.query(
        `UPDATE leads SET claimed_until = $2, attempts = attempts + 1
         WHERE id = (SELECT id FROM leads WHERE status = 'pending' AND id > $4
           AND (claimed_until IS NULL OR claimed_until < $1)
           AND ($3 OR retry_after IS NULL OR retry_after <= $1)
           ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
         RETURNING *`,
        [now, new Date(now.getTime() + leaseMs), ignoreBackoff, afterId],
      )
      if (rows.length === 0) return null
      const row = rows[0] as Row
      return { ...toRow(row), attachment: storedAttachment(row) }
    },
    async markSent(id, channel, at) {
      const column = channel === "mail" ? "mailed_at" : "webhooked_at"
      await pool.query(`UPDATE leads SET ${column} = COALESCE(${column}, $1) WHERE id = $2`, [at, id])
    },
    async release(id, { delivered, error, retryAfter }) {
      await pool.query(
        "UPDATE leads SET status = $1, last_error = $2, retry_after = $3, claimed_until = NULL WHERE id = $4",
        [delivered ? "delivered" : "pending", error, retryAfter, id],
      )
    },
    async list() {
      const { rows } = await pool.query(`SELECT ${LIST_COLUMNS} FROM leads ORDER BY id`)
      return rows.map(toRow)
    },
    async purgeBefore(cutoff) {
      const { rowCount } = await pool.query("DELETE FROM leads WHERE created_at < $1", [cutoff])
      return rowCount ?? 0
    },
    async close() {
      await pool.end()
    },
  }
}

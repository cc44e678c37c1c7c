import type { Pool, PoolClient } from "pg"
import pg from "pg"
import { MIGRATIONS } from "./migrations"
import { leadReference, newReferenceKey, REFERENCE_KEY_SETTING } from "./reference-code"
import {
  CLAIM_COLUMNS,
  INSERT_COLUMNS,
  insertValues,
  LEAD_COLUMNS,
  overQuota,
  storedAttachment,
  toClaimedLead,
  toLeadRow,
} from "./rows"
import type { AddressUsage, DeliveryOutcome, LeadStore, NewLead } from "./types"

/** Any constant: the key of the advisory lock that keeps two starting instances from migrating at once. */
const MIGRATION_LOCK = 7_240_015

const DAY_MS = 24 * 60 * 60 * 1000

const ENCODING = { date: (at: Date) => at, boolean: (value: boolean) => value }

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

/** Applies the migrations not applied yet, up to `upTo` (all by default; a test stops at an older schema). */
export async function migratePostgres(pool: Pool, upTo = Infinity) {
  await inTransaction(pool, async (client) => {
    await client.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK])
    await client.query(
      "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL)",
    )
    const { rows } = await client.query("SELECT version FROM schema_migrations")
    const applied = new Set(rows.map((row) => Number(row.version)))
    for (const migration of MIGRATIONS) {
      if (applied.has(migration.version) || migration.version > upTo) continue
      await client.query(migration.postgres)
      await client.query("INSERT INTO schema_migrations (version, applied_at) VALUES ($1, now())", [migration.version])
    }
  })
}

/** The references' key: made at the store's first opening and kept in it. */
async function referenceKey(pool: Pool): Promise<string> {
  await pool.query("INSERT INTO settings (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING", [
    REFERENCE_KEY_SETTING,
    newReferenceKey(),
  ])
  const { rows } = await pool.query("SELECT value FROM settings WHERE name = $1", [REFERENCE_KEY_SETTING])
  return String(rows[0].value)
}

/** The update that ends a claim: NULL keeps the status; `giveBack` returns an attempt not made. */
function releaseValues(outcome: DeliveryOutcome): unknown[] {
  switch (outcome.status) {
    case "delivered":
      return ["delivered", null, null, 0, null]
    case "pending":
      return ["pending", outcome.error, outcome.nextAttemptAt, 0, null]
    case "untried":
      return [null, outcome.error, null, 1, null]
    case "failed":
      return ["failed", outcome.error, null, 0, outcome.at]
  }
}

type Queryable = Pick<Pool, "query"> | PoolClient

async function existingReference(db: Queryable, lead: NewLead): Promise<string | null> {
  const { rows } = await db.query("SELECT reference FROM leads WHERE idempotency_key = $1", [lead.idempotencyKey])
  return rows.length > 0 ? String(rows[0].reference) : null
}

async function insertLead(db: Queryable, lead: NewLead, key: string) {
  // The sequence, not the row: an id, and so a reference, is never given twice.
  const next = await db.query("SELECT nextval('lead_number') AS number")
  const number = Number(next.rows[0].number)
  const columns = ["id", "reference", ...INSERT_COLUMNS]
  const { rows } = await db.query(
    `INSERT INTO leads (${columns.join(", ")}) VALUES (${columns.map((_, index) => `$${index + 1}`).join(", ")})
     ON CONFLICT (idempotency_key) DO NOTHING
     RETURNING reference`,
    [number, leadReference(number, lead.createdAt, key), ...insertValues(lead, ENCODING)],
  )
  if (rows.length > 0) return { reference: String(rows[0].reference), created: true }
  return { reference: (await existingReference(db, lead))!, created: false }
}

async function usageOf(db: Queryable, addressKey: string, now: Date, windowMs: number): Promise<AddressUsage> {
  const windowStart = new Date(now.getTime() - windowMs)
  const dayStart = new Date(now.getTime() - DAY_MS)
  const { rows } = await db.query(
    `SELECT coalesce(sum(CASE WHEN created_at > $2 THEN 1 ELSE 0 END), 0) AS leads,
       min(CASE WHEN created_at > $2 THEN created_at END) AS oldest,
       coalesce(sum(CASE WHEN created_at > $3 THEN bytes ELSE 0 END), 0) AS bytes
     FROM (SELECT created_at, stored_bytes AS bytes FROM leads WHERE address_key = $1 AND created_at > $4
           UNION ALL
           SELECT created_at, bytes FROM refused_uploads WHERE address_key = $1 AND created_at > $4) AS spent`,
    [addressKey, windowStart, dayStart, windowStart < dayStart ? windowStart : dayStart],
  )
  const row = rows[0]
  return {
    leadsInWindow: Number(row.leads),
    windowFreesAt: row.oldest === null ? null : new Date((row.oldest as Date).getTime() + windowMs),
    bytesLastDay: Number(row.bytes),
  }
}

/** The store on PostgreSQL (DATABASE_URL): for hosts whose disk does not last, such as serverless functions. */
export async function openPostgresStore(connectionString: string, poolSize: number): Promise<LeadStore> {
  const pool = new pg.Pool({ connectionString, max: poolSize, connectionTimeoutMillis: 30_000 })
  // An idle connection the server drops must not crash the process.
  pool.on("error", () => undefined)
  await migratePostgres(pool)
  const key = await referenceKey(pool)

  return {
    dialect: "postgres",
    insert: (lead) => insertLead(pool, lead, key),
    async insertWithinQuota(lead, quota) {
      return inTransaction(pool, async (client) => {
        // One address at a time, so concurrent requests cannot all pass the count together.
        await client.query("SELECT pg_advisory_xact_lock(hashtext($1))", [lead.addressKey])
        const existing = await existingReference(client, lead)
        if (existing) return { reference: existing, created: false }
        const usage = await usageOf(client, lead.addressKey, lead.createdAt, quota.windowMs)
        return overQuota(usage, lead, quota) ? { refused: usage } : insertLead(client, lead, key)
      })
    },
    usage: (addressKey, now, windowMs) => usageOf(pool, addressKey, now, windowMs),
    async recordRefusedUpload(addressKey, at, bytes) {
      await pool.query("INSERT INTO refused_uploads (address_key, created_at, bytes) VALUES ($1, $2, $3)", [
        addressKey,
        at,
        bytes,
      ])
    },
    async claimNext(now, leaseMs, scope = {}) {
      const { rows } = await pool.query(
        `UPDATE leads SET claimed_until = $2, attempts = attempts + 1
         WHERE id = (SELECT id FROM leads
           WHERE (status = 'pending' OR ($5 AND status = 'failed')) AND id > $4
             AND (claimed_until IS NULL OR claimed_until < $1)
             AND ($3 OR retry_after IS NULL OR retry_after <= $1)
             AND ($6::text[] IS NULL OR reference = ANY($6::text[]))
           ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
         RETURNING ${CLAIM_COLUMNS}`,
        [
          now,
          new Date(now.getTime() + leaseMs),
          scope.ignoreBackoff ?? false,
          scope.afterId ?? 0,
          scope.includeFailed ?? false,
          scope.references ? [...scope.references] : null,
        ],
      )
      return rows.length > 0 ? toClaimedLead(rows[0]) : null
    },
    async markSent(id, channel, at) {
      const column = channel === "mail" ? "mailed_at" : "webhooked_at"
      await pool.query(`UPDATE leads SET ${column} = COALESCE(${column}, $1) WHERE id = $2`, [at, id])
    },
    async release(id, outcome) {
      await pool.query(
        `UPDATE leads SET status = COALESCE($1, status), last_error = $2, retry_after = $3, attempts = attempts - $4,
           failed_at = COALESCE(failed_at, $5), claimed_until = NULL
         WHERE id = $6`,
        [...releaseValues(outcome), id],
      )
    },
    async takeUnalerted(at) {
      const { rows } = await pool.query(
        `UPDATE leads SET alerted_at = $1 WHERE status = 'failed' AND alerted_at IS NULL RETURNING ${LEAD_COLUMNS}`,
        [at],
      )
      return rows.map(toLeadRow).sort((a, b) => a.id - b.id)
    },
    async untell(id) {
      await pool.query("UPDATE leads SET alerted_at = NULL WHERE id = $1", [id])
    },
    async list() {
      const { rows } = await pool.query(`SELECT ${LEAD_COLUMNS} FROM leads ORDER BY id`)
      return rows.map(toLeadRow)
    },
    async attachment(reference) {
      const { rows } = await pool.query(
        "SELECT attachment_name, attachment_type, attachment_size, attachment FROM leads WHERE reference = $1",
        [reference],
      )
      return rows.length > 0 ? storedAttachment(rows[0]) : null
    },
    async purgeBefore(cutoff) {
      const { rowCount } = await pool.query("DELETE FROM leads WHERE created_at < $1", [cutoff])
      return rowCount ?? 0
    },
    async forgetAddressesBefore(cutoff) {
      await pool.query("DELETE FROM refused_uploads WHERE created_at < $1", [cutoff])
      const { rowCount } = await pool.query(
        "UPDATE leads SET address_key = NULL WHERE created_at < $1 AND address_key IS NOT NULL",
        [cutoff],
      )
      return rowCount ?? 0
    },
    async close() {
      await pool.end()
    },
  }
}

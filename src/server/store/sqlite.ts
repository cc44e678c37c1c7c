import fs from "fs"
import path from "path"
import Database from "better-sqlite3"
import { projectRoot } from "../config"
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
import type { AddressUsage, DeliveryOutcome, LeadStore, NewLead, Quota } from "./types"

export const SQLITE_FILE = "leads.sqlite"

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Webpack bundles a Gatsby Function, so better-sqlite3 cannot find its compiled addon by itself ("Could not
 * locate the bindings file"): it is given the path, from the project's root.
 */
function nativeBindingPath(): string {
  return path.join(projectRoot(), "node_modules", "better-sqlite3", "build", "Release", "better_sqlite3.node")
}

type Row = Record<string, unknown>

const ENCODING = { date: (at: Date) => at.getTime(), boolean: (value: boolean) => (value ? 1 : 0) }

/** Applies the migrations not applied yet, up to `upTo` (all by default; a test stops at an older schema). */
export function migrateSqlite(db: Database.Database, upTo = Infinity) {
  db.exec("CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at INTEGER NOT NULL)")
  // IMMEDIATE: two processes starting at once do not both apply a migration.
  db.transaction(() => {
    const applied = new Set(db.prepare("SELECT version FROM schema_migrations").pluck().all() as number[])
    for (const migration of MIGRATIONS) {
      if (applied.has(migration.version) || migration.version > upTo) continue
      db.exec(migration.sqlite)
      db.prepare("INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)").run(migration.version, Date.now())
    }
  }).immediate()
}

/** The references' key: made at the store's first opening and kept in it. */
function referenceKey(db: Database.Database): string {
  db.prepare("INSERT INTO settings (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING").run(
    REFERENCE_KEY_SETTING,
    newReferenceKey(),
  )
  return String(db.prepare("SELECT value FROM settings WHERE name = ?").pluck().get(REFERENCE_KEY_SETTING))
}

/** The update that ends a claim: NULL keeps the status; `attempts` gives back an attempt not made. */
function releaseValues(outcome: DeliveryOutcome) {
  switch (outcome.status) {
    case "delivered":
      return { status: "delivered", error: null, next: null, giveBack: 0, failedAt: null }
    case "pending":
      return {
        status: "pending",
        error: outcome.error,
        next: outcome.nextAttemptAt.getTime(),
        giveBack: 0,
        failedAt: null,
      }
    case "untried":
      return { status: null, error: outcome.error, next: null, giveBack: 1, failedAt: null }
    case "failed":
      return { status: "failed", error: outcome.error, next: null, giveBack: 0, failedAt: outcome.at.getTime() }
  }
}

/** The embedded store: one SQLite file in WAL mode in the data folder (never under public/). */
export function openSqliteStore(dataDir: string): LeadStore {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  const db = new Database(path.join(dataDir, SQLITE_FILE), { nativeBinding: nativeBindingPath(), timeout: 10_000 })
  db.pragma("journal_mode = WAL")
  // FULL: a commit is on disk before the lead is acknowledged, even if the machine loses power.
  db.pragma("synchronous = FULL")
  db.pragma("foreign_keys = ON")
  migrateSqlite(db)
  const key = referenceKey(db)

  const existingReference = (lead: NewLead) =>
    db.prepare("SELECT reference FROM leads WHERE idempotency_key = ?").pluck().get(lead.idempotencyKey) as
      string | undefined

  const insertRow = (lead: NewLead) => {
    const { lastInsertRowid } = db
      .prepare(`INSERT INTO leads (${INSERT_COLUMNS.join(", ")}) VALUES (${INSERT_COLUMNS.map(() => "?").join(", ")})`)
      .run(...insertValues(lead, ENCODING))
    // AUTOINCREMENT: an id, and so a reference, is never given twice, even after the newest lead is purged.
    const reference = leadReference(Number(lastInsertRowid), lead.createdAt, key)
    db.prepare("UPDATE leads SET reference = ? WHERE id = ?").run(reference, lastInsertRowid)
    return { reference, created: true }
  }

  const usageOf = (addressKey: string, now: number, windowMs: number): AddressUsage => {
    const windowStart = now - windowMs
    const dayStart = now - DAY_MS
    const row = db
      .prepare(
        `SELECT coalesce(sum(CASE WHEN created_at > @windowStart THEN 1 ELSE 0 END), 0) AS leads,
           min(CASE WHEN created_at > @windowStart THEN created_at END) AS oldest,
           coalesce(sum(CASE WHEN created_at > @dayStart THEN bytes ELSE 0 END), 0) AS bytes
         FROM (SELECT created_at, stored_bytes AS bytes FROM leads
                 WHERE address_key = @addressKey AND created_at > @since
               UNION ALL
               SELECT created_at, bytes FROM refused_uploads
                 WHERE address_key = @addressKey AND created_at > @since)`,
      )
      .get({ addressKey, windowStart, dayStart, since: Math.min(windowStart, dayStart) }) as Row
    return {
      leadsInWindow: Number(row.leads),
      windowFreesAt: row.oldest === null ? null : new Date(Number(row.oldest) + windowMs),
      bytesLastDay: Number(row.bytes),
    }
  }

  const insert = db.transaction((lead: NewLead) => {
    const existing = existingReference(lead)
    return existing ? { reference: existing, created: false } : insertRow(lead)
  })

  // IMMEDIATE (below): SQLite's write lock is taken before the count, so no other insert slips in between.
  const insertWithinQuota = db.transaction((lead: NewLead, quota: Quota) => {
    const existing = existingReference(lead)
    if (existing) return { reference: existing, created: false }
    const usage = usageOf(lead.addressKey, lead.createdAt.getTime(), quota.windowMs)
    return overQuota(usage, lead, quota) ? { refused: usage } : insertRow(lead)
  })

  return {
    dialect: "sqlite",
    insert: async (lead) => insert.immediate(lead),
    insertWithinQuota: async (lead, quota) => insertWithinQuota.immediate(lead, quota),
    usage: async (addressKey, now, windowMs) => usageOf(addressKey, now.getTime(), windowMs),
    async recordRefusedUpload(addressKey, at, bytes) {
      db.prepare("INSERT INTO refused_uploads (address_key, created_at, bytes) VALUES (?, ?, ?)").run(
        addressKey,
        at.getTime(),
        bytes,
      )
    },
    async claimNext(now, leaseMs, scope = {}) {
      // One statement: SQLite holds the write lock for it, so no two claims can take the same lead.
      const row = db
        .prepare(
          `UPDATE leads SET claimed_until = @until, attempts = attempts + 1
           WHERE id = (SELECT id FROM leads
             WHERE (status = 'pending' OR (@includeFailed = 1 AND status = 'failed')) AND id > @afterId
               AND (claimed_until IS NULL OR claimed_until < @now)
               AND (@ignoreBackoff = 1 OR retry_after IS NULL OR retry_after <= @now)
               AND (@references IS NULL OR reference IN (SELECT value FROM json_each(@references)))
             ORDER BY id LIMIT 1)
           RETURNING ${CLAIM_COLUMNS}`,
        )
        .get({
          now: now.getTime(),
          until: now.getTime() + leaseMs,
          afterId: scope.afterId ?? 0,
          ignoreBackoff: scope.ignoreBackoff ? 1 : 0,
          includeFailed: scope.includeFailed ? 1 : 0,
          references: scope.references ? JSON.stringify(scope.references) : null,
        }) as Row | undefined
      return row ? toClaimedLead(row) : null
    },
    async markSent(id, channel, at) {
      const column = channel === "mail" ? "mailed_at" : "webhooked_at"
      db.prepare(`UPDATE leads SET ${column} = COALESCE(${column}, ?) WHERE id = ?`).run(at.getTime(), id)
    },
    async release(id, outcome) {
      db.prepare(
        `UPDATE leads SET status = COALESCE(@status, status), last_error = @error, retry_after = @next,
           attempts = attempts - @giveBack, failed_at = COALESCE(failed_at, @failedAt), claimed_until = NULL
         WHERE id = @id`,
      ).run({ ...releaseValues(outcome), id })
    },
    async takeUnalerted(at) {
      const rows = db
        .prepare(
          `UPDATE leads SET alerted_at = ? WHERE status = 'failed' AND alerted_at IS NULL RETURNING ${LEAD_COLUMNS}`,
        )
        .all(at.getTime()) as Row[]
      return rows.map(toLeadRow).sort((a, b) => a.id - b.id)
    },
    async untell(id) {
      db.prepare("UPDATE leads SET alerted_at = NULL WHERE id = ?").run(id)
    },
    async list() {
      return (db.prepare(`SELECT ${LEAD_COLUMNS} FROM leads ORDER BY id`).all() as Row[]).map(toLeadRow)
    },
    async attachment(reference) {
      const row = db
        .prepare("SELECT attachment_name, attachment_type, attachment_size, attachment FROM leads WHERE reference = ?")
        .get(reference) as Row | undefined
      return row ? storedAttachment(row) : null
    },
    async purgeBefore(cutoff) {
      return db.prepare("DELETE FROM leads WHERE created_at < ?").run(cutoff.getTime()).changes
    },
    async forgetAddressesBefore(cutoff) {
      db.prepare("DELETE FROM refused_uploads WHERE created_at < ?").run(cutoff.getTime())
      return db
        .prepare("UPDATE leads SET address_key = NULL WHERE created_at < ? AND address_key IS NOT NULL")
        .run(cutoff.getTime()).changes
    },
    async close() {
      db.close()
    },
  }
}

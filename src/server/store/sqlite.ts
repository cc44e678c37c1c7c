import fs from "fs"
import path from "path"
import Database from "better-sqlite3"
import type { LeadKind } from "../../lib/leads/kinds"
import { projectRoot } from "../config"
import { MIGRATIONS } from "./migrations"
import type { LeadRow, LeadStore, NewLead } from "./types"
import { formatReference, storedAttachment, yearInArgentina } from "./types"

export const SQLITE_FILE = "leads.sqlite"

/**
 * Webpack bundles a Gatsby Function, so better-sqlite3 cannot find its compiled addon by itself ("Could not
 * locate the bindings file"): it is given the path, from the project's root.
 */
function nativeBindingPath(): string {
  return path.join(projectRoot(), "node_modules", "better-sqlite3", "build", "Release", "better_sqlite3.node")
}

type Row = Record<string, unknown>

const date = (value: unknown): Date | null => (value === null || value === undefined ? null : new Date(Number(value)))

function toRow(row: Row): LeadRow {
  return {
    id: Number(row.id),
    reference: String(row.reference),
    kind: row.kind as LeadKind,
    createdAt: date(row.created_at)!,
    fields: JSON.parse(String(row.fields)),
    pageUrl: String(row.page_url),
    consentAt: date(row.consent_at)!,
    policyVersion: String(row.policy_version),
    status: row.status as LeadRow["status"],
    mailedAt: date(row.mailed_at),
    webhookedAt: date(row.webhooked_at),
    attempts: Number(row.attempts),
    lastError: (row.last_error as string | null) ?? null,
    attachmentName: (row.attachment_name as string | null) ?? null,
  }
}

const LIST_COLUMNS = `id, reference, kind, created_at, fields, page_url, consent_at, policy_version, status, mailed_at,
  webhooked_at, attempts, last_error, attachment_name`

function migrate(db: Database.Database) {
  db.exec("CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at INTEGER NOT NULL)")
  // IMMEDIATE: two processes starting at once do not both apply a migration.
  db.transaction(() => {
    const applied = new Set(db.prepare("SELECT version FROM schema_migrations").pluck().all() as number[])
    for (const migration of MIGRATIONS) {
      if (applied.has(migration.version)) continue
      db.exec(migration.sqlite)
      db.prepare("INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)").run(migration.version, Date.now())
    }
  }).immediate()
}

/** The embedded store: one SQLite file in WAL mode in the data folder (never under public/). */
export function openSqliteStore(dataDir: string): LeadStore {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  const db = new Database(path.join(dataDir, SQLITE_FILE), { nativeBinding: nativeBindingPath(), timeout: 10_000 })
  db.pragma("journal_mode = WAL")
  // FULL: a commit is on disk before the lead is acknowledged, even if the machine loses power.
  db.pragma("synchronous = FULL")
  db.pragma("foreign_keys = ON")
  migrate(db)

  const insert = db.transaction((lead: NewLead) => {
    const existing = db
      .prepare("SELECT reference FROM leads WHERE idempotency_key = ?")
      .pluck()
      .get(lead.idempotencyKey)
    if (existing) return { reference: String(existing), created: false }
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO leads (idempotency_key, kind, created_at, fields, page_url, consent_accepted, consent_at,
          policy_version, attachment_name, attachment_type, attachment_size, attachment)
         VALUES (?, ?, ?, ?, ?, 1, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        lead.idempotencyKey,
        lead.kind,
        lead.createdAt.getTime(),
        JSON.stringify(lead.fields),
        lead.pageUrl,
        lead.consent.at.getTime(),
        lead.consent.policyVersion,
        lead.attachment?.name ?? null,
        lead.attachment?.type ?? null,
        lead.attachment?.size ?? null,
        lead.attachment?.content ?? null,
      )
    const reference = formatReference(yearInArgentina(lead.createdAt), Number(lastInsertRowid))
    db.prepare("UPDATE leads SET reference = ? WHERE id = ?").run(reference, lastInsertRowid)
    return { reference, created: true }
  })

  const rateLimitHit = db.transaction((address: string, now: number, windowMs: number, limit: number) => {
    db.prepare("DELETE FROM rate_hits WHERE at <= ?").run(now - windowMs)
    const count = db.prepare("SELECT count(*) FROM rate_hits WHERE address = ?").pluck().get(address) as number
    if (count >= limit) return true
    db.prepare("INSERT INTO rate_hits (address, at) VALUES (?, ?)").run(address, now)
    return false
  })

  return {
    dialect: "sqlite",
    insert: async (lead) => insert.immediate(lead),
    rateLimitHit: async (address, now, windowMs, limit) =>
      rateLimitHit.immediate(address, now.getTime(), windowMs, limit),
    async claimPending(now, leaseMs, ignoreBackoff, afterId = 0) {
      // One statement: SQLite holds the write lock for it, so no two claims can take the same lead.
      const row = db
        .prepare(
          `UPDATE leads SET claimed_until = @until, attempts = attempts + 1
           WHERE id = (SELECT id FROM leads WHERE status = 'pending' AND id > @afterId
             AND (claimed_until IS NULL OR claimed_until < @now)
             AND (@ignoreBackoff = 1 OR retry_after IS NULL OR retry_after <= @now)
             ORDER BY id LIMIT 1)
           RETURNING *`,
        )
        .get({ now: now.getTime(), until: now.getTime() + leaseMs, ignoreBackoff: ignoreBackoff ? 1 : 0, afterId }) as
        Row | undefined
      if (!row) return null
      return { ...toRow(row), attachment: storedAttachment(row) }
    },
    async markSent(id, channel, at) {
      const column = channel === "mail" ? "mailed_at" : "webhooked_at"
      db.prepare(`UPDATE leads SET ${column} = COALESCE(${column}, ?) WHERE id = ?`).run(at.getTime(), id)
    },
    async release(id, { delivered, error, retryAfter }) {
      db.prepare(`UPDATE leads SET status = ?, last_error = ?, retry_after = ?, claimed_until = NULL WHERE id = ?`).run(
        delivered ? "delivered" : "pending",
        error,
        retryAfter?.getTime() ?? null,
        id,
      )
    },
    async list() {
      return (db.prepare(`SELECT ${LIST_COLUMNS} FROM leads ORDER BY id`).all() as Row[]).map(toRow)
    },
    async purgeBefore(cutoff) {
      return db.prepare("DELETE FROM leads WHERE created_at < ?").run(cutoff.getTime()).changes
    },
    async close() {
      db.close()
    },
  }
}

/**
 * The two stores as the store tests drive them, SQLite in a temporary folder and PostgreSQL (PGlite on
 * loopback), with raw SQL on the database under each, and a lead to store.
 */
import fs from "fs"
import os from "os"
import path from "path"
import Database from "better-sqlite3"
import pg from "pg"
import { openStore } from "../src/server/store"
import { migratePostgres } from "../src/server/store/postgres"
import { REFERENCE_KEY_SETTING } from "../src/server/store/reference-code"
import { migrateSqlite, SQLITE_FILE } from "../src/server/store/sqlite"
import type { LeadStore, NewLead } from "../src/server/store/types"
import { startLocalPostgres } from "./pglite-server"
import type { LocalPostgres } from "./pglite-server"

let counter = 0
export function newLead(overrides: Partial<NewLead> = {}): NewLead {
  counter += 1
  const at = new Date("2026-11-23T13:00:00Z")
  return {
    kind: "contacto",
    idempotencyKey: `00000000-0000-4000-8000-${String(counter).padStart(12, "0")}`,
    fields: { name: "Ana Pérez", email: "ana@empresa.com.ar", interests: ["compra"], quantity: 2 },
    pageUrl: "/contacto",
    createdAt: at,
    consent: { accepted: true, at, policyVersion: "2026-11-23" },
    attachment: null,
    addressKey: "address-a",
    spam: false,
    ...overrides,
  }
}

export interface Backend {
  name: string
  open: () => Promise<LeadStore>
  stop: () => Promise<void>
  /** SQL on the database under the store ($1, $2… placeholders); dates go as `date()` makes them. */
  query: (sql: string, params?: unknown[]) => Promise<Array<Record<string, unknown>>>
  date: (at: Date) => unknown
  /** The dialect's true, for a boolean column. */
  truth: unknown
  /** Creates the schema up to `version`, as an older release left it, without opening the store. */
  migrateTo: (version: number) => Promise<void>
}

export async function referenceKeyOf(backend: Backend): Promise<string> {
  const rows = await backend.query("SELECT value FROM settings WHERE name = $1", [REFERENCE_KEY_SETTING])
  return String(rows[0].value)
}

/** Marks every pending lead delivered, so a test's own lead is the only one to claim. */
export async function drain(store: LeadStore) {
  const far = new Date(Date.now() + 24 * 3_600_000)
  const scope = { ignoreBackoff: true, includeFailed: true }
  for (let lead = await store.claimNext(far, 1, scope); lead; lead = await store.claimNext(far, 1, scope)) {
    await store.release(lead.id, { status: "delivered" })
  }
}

export function sqliteBackend(): Backend {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "leads-store-"))
  const raw = () => {
    fs.mkdirSync(dir, { recursive: true })
    return new Database(path.join(dir, SQLITE_FILE))
  }
  return {
    name: "SQLite",
    open: () => openStore({ databaseUrl: null, dataDir: dir }),
    stop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    async query(sql, params = []) {
      const db = raw()
      try {
        // $n placeholders as positional ones, their values in the order they appear.
        const order = [...sql.matchAll(/\$(\d+)/g)].map((match) => params[Number(match[1]) - 1])
        const statement = db.prepare(sql.replace(/\$\d+/g, "?"))
        if (!statement.reader) {
          statement.run(...order)
          return []
        }
        return statement.all(...order) as Array<Record<string, unknown>>
      } finally {
        db.close()
      }
    },
    date: (at) => at.getTime(),
    truth: 1,
    async migrateTo(version) {
      const db = raw()
      migrateSqlite(db, version)
      db.close()
    },
  }
}

export function postgresBackend(): Backend {
  let server: LocalPostgres | null = null
  const url = async () => (server ??= await startLocalPostgres()).url
  const withPool = async <T>(work: (pool: pg.Pool) => Promise<T>) => {
    const pool = new pg.Pool({ connectionString: await url(), max: 1 })
    try {
      return await work(pool)
    } finally {
      await pool.end()
    }
  }
  return {
    name: "PostgreSQL",
    open: async () => openStore({ databaseUrl: await url(), dataDir: "" }),
    stop: async () => server?.stop(),
    query: (sql, params = []) => withPool(async (pool) => (await pool.query(sql, params)).rows),
    date: (at) => at,
    truth: true,
    migrateTo: (version) => withPool((pool) => migratePostgres(pool, version)),
  }
}

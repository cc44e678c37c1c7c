/** @jest-environment node */
import fs from "fs"
import os from "os"
import path from "path"
import { startLocalPostgres } from "../../../test/pglite-server"
import type { LocalPostgres } from "../../../test/pglite-server"
import Database from "better-sqlite3"
import pg from "pg"
import { parseReference, REFERENCE_PATTERN } from "../../lib/leads/reference"
import { openStore } from "."
import { leadReference, REFERENCE_KEY_SETTING } from "./reference-code"
import { migratePostgres } from "./postgres"
import { migrateSqlite, SQLITE_FILE } from "./sqlite"
import type { LeadStore, NewLead } from "./types"

jest.setTimeout(60_000)

let counter = 0
function newLead(overrides: Partial<NewLead> = {}): NewLead {
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

interface Backend {
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

async function referenceKeyOf(backend: Backend): Promise<string> {
  const rows = await backend.query("SELECT value FROM settings WHERE name = $1", [REFERENCE_KEY_SETTING])
  return String(rows[0].value)
}

/** Marks every pending lead delivered, so a test's own lead is the only one to claim. */
async function drain(store: LeadStore) {
  const far = new Date(Date.now() + 24 * 3_600_000)
  const scope = { ignoreBackoff: true, includeFailed: true }
  for (let lead = await store.claimNext(far, 1, scope); lead; lead = await store.claimNext(far, 1, scope)) {
    await store.release(lead.id, { status: "delivered" })
  }
}

function sqliteBackend(): Backend {
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

function postgresBackend(): Backend {
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

describe.each([
  ["SQLite", sqliteBackend],
  ["PostgreSQL", postgresBackend],
])("the %s store", (_name, makeBackend) => {
  const backend = makeBackend()
  let store: LeadStore

  beforeAll(async () => {
    store = await backend.open()
  })
  afterAll(async () => {
    await store.close()
    await backend.stop()
  })

  it("runs its migrations once: opening again keeps the leads", async () => {
    const { reference } = await store.insert(newLead())
    const again = await backend.open()
    expect((await again.list()).map((row) => row.reference)).toContain(reference)
    await again.close()
  })

  it("stores a lead with its consent and gives a VG-year-code-check reference", async () => {
    const lead = newLead()
    const { reference, created } = await store.insert(lead)
    expect(created).toBe(true)
    expect(reference).toMatch(new RegExp(`^${REFERENCE_PATTERN}$`))
    expect(reference).toMatch(/^VG-2026-[0-9A-Z]{4}-\d{2}$/)
    expect(parseReference(reference)?.reference).toBe(reference)
    const row = (await store.list()).find((entry) => entry.reference === reference)!
    expect(row).toMatchObject({
      kind: "contacto",
      status: "pending",
      pageUrl: "/contacto",
      policyVersion: "2026-11-23",
    })
    expect(row.fields).toEqual(lead.fields)
    expect(row.consentAt.toISOString()).toBe(lead.consent.at.toISOString())
  })

  it("keeps one lead per idempotency key, even when the same key arrives ten times at once", async () => {
    const lead = newLead()
    const results = await Promise.all(Array.from({ length: 10 }, () => store.insert(lead)))
    expect(new Set(results.map((result) => result.reference)).size).toBe(1)
    expect(results.filter((result) => result.created)).toHaveLength(1)
    expect((await store.list()).filter((row) => row.reference === results[0].reference)).toHaveLength(1)
  })

  it("gives 50 concurrent leads 50 distinct references", async () => {
    const results = await Promise.all(Array.from({ length: 50 }, () => store.insert(newLead())))
    expect(new Set(results.map((result) => result.reference)).size).toBe(50)
  })

  it("keeps the attachment's bytes with the lead and hands them to the delivery", async () => {
    const content = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0, 255, 10, 13])
    await drain(store)
    const { reference } = await store.insert(
      newLead({ attachment: { name: "pliego.pdf", type: "application/pdf", size: 9, content } }),
    )
    const claimed = await store.claimNext(new Date(Date.now() + 120_000), 60_000, { ignoreBackoff: true })
    expect(claimed?.reference).toBe(reference)
    expect(claimed?.attachment).toEqual({ name: "pliego.pdf", type: "application/pdf", size: 9, content })
    // The staff command fetches it by reference.
    expect(await store.attachment(reference)).toEqual({ name: "pliego.pdf", type: "application/pdf", size: 9, content })
    expect(await store.attachment("VG-2026-0000-00")).toBeNull()
  })

  it("never hands one lead to two claims at once, and honours the lease and the backoff", async () => {
    await drain(store)
    const now = new Date()
    const { reference } = await store.insert(newLead())
    const claims = await Promise.all(
      Array.from({ length: 20 }, () => store.claimNext(now, 60_000, { ignoreBackoff: true })),
    )
    const taken = claims.filter((claim) => claim !== null)
    expect(taken.map((claim) => claim!.reference)).toEqual([reference])
    const mine = taken[0]!
    expect(mine.claimedUntil?.getTime()).toBe(now.getTime() + 60_000)
    // Held by its lease: nobody else gets it until the lease ends.
    expect(await store.claimNext(new Date(now.getTime() + 59_000), 60_000, { ignoreBackoff: true })).toBeNull()
    const next = new Date(now.getTime() + 600_000)
    await store.release(mine.id, { status: "pending", error: "552 too big", nextAttemptAt: next })
    const waiting = (await store.list()).find((entry) => entry.reference === reference)!
    expect(waiting).toMatchObject({ status: "pending", attempts: 1, lastError: "552 too big", claimedUntil: null })
    expect(waiting.nextAttemptAt?.toISOString()).toBe(next.toISOString())
    // Waiting after a failure: not for the automatic delivery, but for the staff retry.
    expect(await store.claimNext(new Date(now.getTime() + 1_000), 60_000)).toBeNull()
    const forced = await store.claimNext(new Date(now.getTime() + 1_000), 60_000, { ignoreBackoff: true })
    expect(forced).toMatchObject({ reference, attempts: 2, lastError: "552 too big" })
    await store.markSent(forced!.id, "mail", now)
    await store.release(forced!.id, { status: "delivered" })
    const row = (await store.list()).find((entry) => entry.reference === reference)!
    expect(row).toMatchObject({ status: "delivered", attempts: 2, lastError: null, nextAttemptAt: null })
    expect(row.mailedAt?.toISOString()).toBe(now.toISOString())
    expect(await store.claimNext(new Date(now.getTime() + 3_600_000), 60_000, { ignoreBackoff: true })).toBeNull()
  })

  it("gives back the attempt of a lead the server could not be reached for, and keeps it due", async () => {
    await drain(store)
    const now = new Date()
    const { reference } = await store.insert(newLead())
    const claimed = (await store.claimNext(now, 60_000))!
    expect(claimed).toMatchObject({ reference, attempts: 1 })
    await store.release(claimed.id, { status: "untried", error: "connect ECONNREFUSED 127.0.0.1:25" })
    expect((await store.list()).find((entry) => entry.reference === reference)).toMatchObject({
      status: "pending",
      attempts: 0,
      lastError: "connect ECONNREFUSED 127.0.0.1:25",
      nextAttemptAt: null,
    })
    expect((await store.claimNext(now, 60_000))?.reference).toBe(reference)
  })

  it("keeps failed leads from the automatic delivery, hands them to a staff retry, and tells of each once", async () => {
    await drain(store)
    const now = new Date()
    const { reference } = await store.insert(newLead())
    const other = await store.insert(newLead())
    const claimed = (await store.claimNext(now, 60_000))!
    await store.release(claimed.id, { status: "failed", error: "552 too big", at: now })
    const failed = (await store.list()).find((entry) => entry.reference === reference)!
    expect(failed).toMatchObject({ status: "failed", lastError: "552 too big", alertedAt: null })
    expect(failed.failedAt?.toISOString()).toBe(now.toISOString())
    const later = new Date(now.getTime() + 3_600_000)
    expect((await store.claimNext(later, 60_000, { ignoreBackoff: true }))?.reference).toBe(other.reference)
    expect(await store.claimNext(later, 60_000, { ignoreBackoff: true })).toBeNull()

    const told = await Promise.all([store.takeUnalerted(now), store.takeUnalerted(now)])
    expect(told.flat().map((row) => row.reference)).toEqual([reference])
    expect(await store.takeUnalerted(now)).toEqual([])
    await store.untell(failed.id)
    expect((await store.takeUnalerted(later)).map((row) => row.reference)).toEqual([reference])

    // Only the references asked for, failed ones included on request.
    const scope = { includeFailed: true, references: [reference] }
    const retried = (await store.claimNext(later, 60_000, scope))!
    expect(retried).toMatchObject({ reference, status: "failed", attempts: 2 })
    await store.release(retried.id, { status: "delivered" })
    expect((await store.list()).find((entry) => entry.reference === reference)).toMatchObject({ status: "delivered" })
  })

  it("stores suspected spam with a reference of the same sequence, and never hands it to a delivery", async () => {
    await drain(store)
    const spam = await store.insert(newLead({ spam: true }))
    expect(spam.reference).toMatch(new RegExp(`^${REFERENCE_PATTERN}$`))
    const far = new Date(Date.now() + 24 * 3_600_000)
    expect(await store.claimNext(far, 60_000, { ignoreBackoff: true, includeFailed: true })).toBeNull()
    expect(
      await store.claimNext(far, 60_000, { ignoreBackoff: true, includeFailed: true, references: [spam.reference] }),
    ).toBeNull()
    expect((await store.list()).find((entry) => entry.reference === spam.reference)).toMatchObject({ status: "spam" })
  })

  it("counts an address's stored leads in the window, spam included, and its bytes over the last day", async () => {
    const now = new Date("2026-11-24T12:00:00Z")
    const minutes = (count: number) => new Date(now.getTime() - count * 60_000)
    const fields = { name: "Ana", message: "x".repeat(1000) }
    const bytes = Buffer.byteLength(JSON.stringify(fields))
    const content = Buffer.alloc(5000, 1)
    await store.insert(newLead({ addressKey: "usage-a", createdAt: minutes(12 * 60), fields }))
    await store.insert(newLead({ addressKey: "usage-a", createdAt: minutes(8), fields, spam: true }))
    await store.insert(
      newLead({
        addressKey: "usage-a",
        createdAt: minutes(3),
        fields,
        attachment: { name: "a.pdf", type: "application/pdf", size: 5000, content },
      }),
    )
    await store.insert(newLead({ addressKey: "usage-a", createdAt: minutes(25 * 60), fields }))
    await store.insert(newLead({ addressKey: "usage-b", createdAt: minutes(1), fields }))

    const usage = await store.usage("usage-a", now, 10 * 60_000)
    expect(usage.leadsInWindow).toBe(2)
    expect(usage.windowFreesAt?.toISOString()).toBe(new Date(minutes(8).getTime() + 10 * 60_000).toISOString())
    expect(usage.bytesLastDay).toBe(3 * bytes + 5000)
    expect(await store.usage("usage-c", now, 10 * 60_000)).toEqual({
      leadsInWindow: 0,
      windowFreesAt: null,
      bytesLastDay: 0,
    })
    // A lead leaves the window windowMs after it was stored.
    expect(
      (await store.usage("usage-a", new Date(minutes(8).getTime() + 10 * 60_000), 10 * 60_000)).leadsInWindow,
    ).toBe(1)
  })

  it("stores within an address's quota, atomically: of 10 leads at once with room for 3, exactly 3 are stored", async () => {
    const now = new Date("2026-11-24T15:00:00Z")
    const quota = { windowMs: 600_000, maxLeads: 3, maxBytesPerDay: 1_000_000 }
    const leads = Array.from({ length: 10 }, () => newLead({ addressKey: "quota-a", createdAt: now }))
    const results = await Promise.all(leads.map((lead) => store.insertWithinQuota(lead, quota)))
    const stored = results.filter((result) => !result.refused)
    expect(stored).toHaveLength(3)
    const refused = results.filter((result) => result.refused)
    expect(refused[0].refused).toMatchObject({ leadsInWindow: 3 })
    expect(refused[0].refused?.windowFreesAt?.toISOString()).toBe(new Date(now.getTime() + 600_000).toISOString())
    // A lead sent again with its key is found, quota or not; another address has its own.
    const again = leads[results.findIndex((result) => !result.refused)]
    expect(await store.insertWithinQuota(again, quota)).toMatchObject({ created: false })
    expect(await store.insertWithinQuota(newLead({ addressKey: "quota-b", createdAt: now }), quota)).toMatchObject({
      created: true,
    })
    // The bytes of the last day: a lead that would pass the ceiling is refused.
    const tight = { ...quota, maxLeads: 100, maxBytesPerDay: 5_000 }
    const content = Buffer.alloc(3_000, 1)
    const file = { name: "a.pdf", type: "application/pdf", size: 3_000, content }
    const first = await store.insertWithinQuota(
      newLead({ addressKey: "quota-c", createdAt: now, attachment: file }),
      tight,
    )
    expect(first).toMatchObject({ created: true })
    const second = await store.insertWithinQuota(
      newLead({ addressKey: "quota-c", createdAt: now, attachment: file }),
      tight,
    )
    expect(second.refused?.bytesLastDay).toBeGreaterThan(3_000)
  })

  it("makes each reference from the lead's number with a key made at the first opening and kept", async () => {
    const created = new Date("2026-11-23T13:00:00Z")
    const key = await referenceKeyOf(backend)
    expect(key).toMatch(/^[0-9a-f]{64}$/)
    const again = await backend.open()
    const { reference } = await again.insert(newLead({ createdAt: created }))
    await again.close()
    expect(await referenceKeyOf(backend)).toBe(key)
    const row = (await store.list()).find((entry) => entry.reference === reference)!
    expect(reference).toBe(leadReference(row.id, created, key))
  })

  it("forgets the address codes of the leads received before the cutoff, keeping the leads", async () => {
    const at = new Date("2026-11-20T10:00:00Z")
    await store.insert(newLead({ createdAt: at, addressKey: "forget-me" }))
    const dayAfter = new Date(at.getTime() + 24 * 60 * 60_000)
    expect((await store.usage("forget-me", dayAfter, 2 * 24 * 60 * 60_000)).leadsInWindow).toBe(1)
    expect(await store.forgetAddressesBefore(new Date(at.getTime() + 1))).toBeGreaterThanOrEqual(1)
    expect((await store.usage("forget-me", dayAfter, 2 * 24 * 60 * 60_000)).leadsInWindow).toBe(0)
    expect(await store.forgetAddressesBefore(new Date(at.getTime() + 1))).toBe(0)
  })

  it("purges the leads received before the cutoff, attachments included", async () => {
    const old = newLead({ createdAt: new Date("2024-01-01T00:00:00Z") })
    const { reference } = await store.insert(old)
    const before = (await store.list()).length
    expect(await store.purgeBefore(new Date("2024-06-01T00:00:00Z"))).toBe(1)
    const rows = await store.list()
    expect(rows).toHaveLength(before - 1)
    expect(rows.map((row) => row.reference)).not.toContain(reference)
  })
})

it("gives two stores different keys, so the same lead numbers get different references", async () => {
  const created = new Date("2026-11-23T13:00:00Z")
  const backends = [sqliteBackend(), sqliteBackend()]
  const references: string[][] = []
  for (const backend of backends) {
    const store = await backend.open()
    const made: string[] = []
    for (let index = 0; index < 5; index += 1)
      made.push((await store.insert(newLead({ createdAt: created }))).reference)
    await store.close()
    const key = await referenceKeyOf(backend)
    expect(made).toEqual([1, 2, 3, 4, 5].map((number) => leadReference(number, created, key)))
    references.push(made)
    await backend.stop()
  }
  expect(references[0].filter((reference) => references[1].includes(reference))).toEqual([])
})

describe.each([
  ["SQLite", sqliteBackend],
  ["PostgreSQL", postgresBackend],
])("migration 2 on a %s store made by migration 1", (_name, makeBackend) => {
  const backend = makeBackend()
  const fields = { name: "Ana Pérez", email: "ana@empresa.com.ar" }
  const at = new Date("2026-11-20T15:00:00Z")
  const content = Buffer.from("%PDF-1.4 old")

  beforeAll(async () => {
    await backend.migrateTo(1)
    const insert = (id: number, status: string, attachment: Buffer | null) =>
      backend.query(
        `INSERT INTO leads (id, reference, idempotency_key, kind, created_at, fields, page_url, consent_accepted,
           consent_at, policy_version, attachment_name, attachment_type, attachment_size, attachment, status,
           attempts, last_error, retry_after, mailed_at)
         VALUES ($1, $2, $3, 'contacto', $4, $5, '/contacto', $6, $4, '2026-11-01', $7, $8, $9, $10, $11, $12, $13,
           $14, $15)`,
        [
          id,
          `VG-2026-${String(id).padStart(6, "0")}`,
          `00000000-0000-4000-8000-1000000000${id}0`,
          backend.date(at),
          JSON.stringify(fields),
          backend.truth,
          attachment ? "pliego.pdf" : null,
          attachment ? "application/pdf" : null,
          attachment?.length ?? null,
          attachment,
          status,
          status === "pending" ? 2 : 1,
          status === "pending" ? "connect ECONNREFUSED" : null,
          status === "pending" ? backend.date(new Date(at.getTime() + 60_000)) : null,
          status === "delivered" ? backend.date(at) : null,
        ],
      )
    await insert(1, "pending", content)
    await insert(2, "delivered", null)
    await insert(3, "delivered", null)
    if (backend.name === "PostgreSQL") await backend.query("SELECT setval('lead_number', 3)")
    // The newest lead purged: its number must still never be given again.
    await backend.query("DELETE FROM leads WHERE id = 3")
    await backend.query("INSERT INTO rate_hits (address, at) VALUES ('a', $1)", [backend.date(at)])
  })
  afterAll(() => backend.stop())

  it("keeps the old leads as they were, with their references, and works on with the new statuses", async () => {
    const store = await backend.open()
    try {
      const rows = await store.list()
      expect(rows.map((row) => [row.id, row.reference, row.status])).toEqual([
        [1, "VG-2026-000001", "pending"],
        [2, "VG-2026-000002", "delivered"],
      ])
      expect(rows[0]).toMatchObject({ attempts: 2, lastError: "connect ECONNREFUSED", failedAt: null, alertedAt: null })
      expect(rows[0].nextAttemptAt?.toISOString()).toBe(new Date(at.getTime() + 60_000).toISOString())
      expect(rows[0].fields).toEqual(fields)
      // Stored bytes filled in for the old leads: the fields' JSON (as the database keeps it) and the file.
      expect(rows[0].storedBytes).toBeGreaterThanOrEqual(Buffer.byteLength(JSON.stringify(fields)) + content.length)
      expect(rows[0].storedBytes).toBeLessThan(Buffer.byteLength(JSON.stringify(fields)) + content.length + 10)
      expect(await store.attachment("VG-2026-000001")).toMatchObject({ name: "pliego.pdf", content })

      const claimed = await store.claimNext(new Date(at.getTime() + 120_000), 60_000)
      expect(claimed).toMatchObject({ reference: "VG-2026-000001", attempts: 3 })
      await store.release(claimed!.id, { status: "failed", error: "552 too big", at })
      const spam = await store.insert(newLead({ spam: true }))
      const lead = await store.insert(newLead())
      const after = await store.list()
      expect(after.map((row) => [row.id, row.status])).toEqual([
        [1, "failed"],
        [2, "delivered"],
        [4, "spam"],
        [5, "pending"],
      ])
      expect(
        [spam.reference, lead.reference].every((reference) => new RegExp(`^${REFERENCE_PATTERN}$`).test(reference)),
      ).toBe(true)
      expect((await store.usage("address-a", new Date("2026-11-23T13:05:00Z"), 600_000)).leadsInWindow).toBe(2)
    } finally {
      await store.close()
    }
    const tables = await backend.query(
      backend.name === "SQLite"
        ? "SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'rate_hits'"
        : "SELECT tablename AS name FROM pg_tables WHERE tablename = 'rate_hits'",
    )
    expect(tables).toEqual([])
    const versions = await backend.query("SELECT version FROM schema_migrations ORDER BY version")
    expect(versions.map((row) => Number(row.version))).toEqual([1, 2])
  })
})

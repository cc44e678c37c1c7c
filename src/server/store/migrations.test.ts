import { REFERENCE_PATTERN } from "../../lib/leads/reference"
import { newLead, postgresBackend, sqliteBackend } from "../../../test/store-backends"

// PGlite takes a while to start on a busy shared machine.
jest.setTimeout(120_000)

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

/** @jest-environment node */
import fs from "fs"
import os from "os"
import path from "path"
import { startLocalPostgres } from "../../../test/pglite-server"
import type { LocalPostgres } from "../../../test/pglite-server"
import { openStore } from "."
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
    ...overrides,
  }
}

interface Backend {
  name: string
  open: () => Promise<LeadStore>
  stop: () => Promise<void>
}

/** Marks every pending lead delivered, so a test's own lead is the only one to claim. */
async function drain(store: LeadStore) {
  const far = new Date(Date.now() + 24 * 3_600_000)
  for (let lead = await store.claimPending(far, 1, true); lead; lead = await store.claimPending(far, 1, true)) {
    await store.release(lead.id, { delivered: true, error: null, retryAfter: null })
  }
}

function sqliteBackend(): Backend {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "leads-store-"))
  return {
    name: "SQLite",
    open: () => openStore({ databaseUrl: null, dataDir: dir }),
    stop: async () => fs.rmSync(dir, { recursive: true, force: true }),
  }
}

function postgresBackend(): Backend {
  let server: LocalPostgres | null = null
  return {
    name: "PostgreSQL",
    open: async () => {
      server ??= await startLocalPostgres()
      return openStore({ databaseUrl: server.url, dataDir: "" })
    },
    stop: async () => server?.stop(),
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

  it("stores a lead with its consent and gives a VG-year-number reference", async () => {
    const lead = newLead()
    const { reference, created } = await store.insert(lead)
    expect(created).toBe(true)
    expect(reference).toMatch(/^VG-2026-\d{6}$/)
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
    const claimed = await store.claimPending(new Date(Date.now() + 120_000), 60_000, true)
    expect(claimed?.reference).toBe(reference)
    expect(claimed?.attachment).toEqual({ name: "pliego.pdf", type: "application/pdf", size: 9, content })
  })

  it("never hands one lead to two claims at once, and honours the lease and the backoff", async () => {
    await drain(store)
    const now = new Date()
    const { reference } = await store.insert(newLead())
    const claims = await Promise.all(Array.from({ length: 20 }, () => store.claimPending(now, 60_000, true)))
    const taken = claims.filter((claim) => claim !== null)
    expect(taken.map((claim) => claim!.reference)).toEqual([reference])
    const mine = taken[0]!
    // Held by its lease: nobody else gets it until the lease ends.
    expect(await store.claimPending(new Date(now.getTime() + 59_000), 60_000, true)).toBeNull()
    await store.release(mine.id, {
      delivered: false,
      error: "SMTP down",
      retryAfter: new Date(now.getTime() + 600_000),
    })
    // Waiting after a failure: not for the automatic delivery, but for the staff retry.
    expect(await store.claimPending(new Date(now.getTime() + 1_000), 60_000, false)).toBeNull()
    const forced = await store.claimPending(new Date(now.getTime() + 1_000), 60_000, true)
    expect(forced).toMatchObject({ reference, attempts: 2, lastError: "SMTP down" })
    await store.markSent(forced!.id, "mail", now)
    await store.release(forced!.id, { delivered: true, error: null, retryAfter: null })
    const row = (await store.list()).find((entry) => entry.reference === reference)!
    expect(row.status).toBe("delivered")
    expect(row.mailedAt?.toISOString()).toBe(now.toISOString())
    expect(await store.claimPending(new Date(now.getTime() + 3_600_000), 60_000, true)).toBeNull()
  })

  it("counts an address's requests in the window and refuses the one over the limit", async () => {
    const now = new Date()
    const hits = []
    for (let index = 0; index < 4; index += 1) hits.push(await store.rateLimitHit("address-a", now, 600_000, 3))
    expect(hits).toEqual([false, false, false, true])
    expect(await store.rateLimitHit("address-b", now, 600_000, 3)).toBe(false)
    expect(await store.rateLimitHit("address-a", new Date(now.getTime() + 600_001), 600_000, 3)).toBe(false)
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

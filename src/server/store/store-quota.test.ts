/** @jest-environment node */
import { newLead, postgresBackend, sqliteBackend } from "../../../test/store-backends"
import type { LeadStore } from "./types"

jest.setTimeout(60_000)

describe.each([
  ["SQLite", sqliteBackend],
  ["PostgreSQL", postgresBackend],
])("the %s store: quota, address codes, purge", (_name, makeBackend) => {
  const backend = makeBackend()
  let store: LeadStore

  beforeAll(async () => {
    store = await backend.open()
  })
  afterAll(async () => {
    await store.close()
    await backend.stop()
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

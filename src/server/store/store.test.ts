import { parseReference, REFERENCE_PATTERN } from "../../lib/leads/reference"
import { drain, newLead, postgresBackend, referenceKeyOf, sqliteBackend } from "../../../test/store-backends"
import { leadReference } from "./reference-code"
import type { LeadStore } from "./types"

// PGlite takes a while to start on a busy shared machine.
jest.setTimeout(120_000)

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

import fs from "fs"
import os from "os"
import path from "path"
import { simpleParser } from "mailparser"
import { startLocalSmtp } from "../../test/smtp-server"
import type { LocalSmtp } from "../../test/smtp-server"
import { requestDelivery, startDeliveryTimer } from "./delivery-runner"
import { openStore } from "./store"
import type { LeadStore } from "./store/types"
import { newLead } from "../../test/new-lead"

jest.setTimeout(60_000)

describe("the delivery runner", () => {
  let dir: string
  let store: LeadStore
  let smtp: LocalSmtp

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "leads-delivery-"))
    store = await openStore({ databaseUrl: null, dataDir: dir })
    smtp = await startLocalSmtp()
  })
  afterEach(async () => {
    jest.restoreAllMocks()
    await store.close()
    await smtp.stop()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it("runs one delivery at a time: a request during a run joins it, and its lead goes out before it ends", async () => {
    const config = { databaseUrl: null, dataDir: dir, smtpUrl: smtp.url, mailFrom: null, webhookUrl: null }
    for (let index = 0; index < 5; index += 1) await store.insert(newLead({ attachment: null }))
    const first = requestDelivery(store, config)
    const late = await store.insert(newLead({ attachment: null }))
    const second = requestDelivery(store, config)
    expect(second).toBe(first)
    await second
    expect(smtp.received).toHaveLength(6)
    const subjects = await Promise.all(smtp.received.map(async (raw) => (await simpleParser(raw)).subject ?? ""))
    expect(subjects.filter((subject) => subject.includes(late.reference))).toHaveLength(1)
    expect(new Set(subjects).size).toBe(6)
  })

  it("stops its timer: stop() waits for the run in progress, and no run starts after it", async () => {
    const config = { databaseUrl: null, dataDir: dir, smtpUrl: smtp.url, mailFrom: null, webhookUrl: null }
    for (let index = 0; index < 3; index += 1) await store.insert(newLead({ attachment: null }))
    const timer = startDeliveryTimer(store, config, { intervalMs: 20 })
    const deadline = Date.now() + 15_000
    while (smtp.received.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5))
    await timer.stop()
    expect((await store.list()).every((row) => row.claimedUntil === null)).toBe(true)
    const sent = smtp.received.length
    const after = await store.insert(newLead({ attachment: null }))
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(smtp.received).toHaveLength(sent)
    expect((await store.list()).find((row) => row.reference === after.reference)).toMatchObject({ status: "pending" })
  })

  it("retries on the server's own timer after an outage, with no new lead, each lead once", async () => {
    const references = []
    for (let index = 0; index < 3; index += 1)
      references.push((await store.insert(newLead({ attachment: null }))).reference)
    const port = smtp.port
    await smtp.stop()
    const config = {
      databaseUrl: null,
      dataDir: dir,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      mailFrom: null,
      webhookUrl: null,
    }
    jest.spyOn(console, "error").mockImplementation(() => undefined)
    await requestDelivery(store, config)
    expect((await store.list()).map((row) => [row.status, row.attempts])).toEqual([
      ["pending", 0],
      ["pending", 0],
      ["pending", 0],
    ])
    smtp = await startLocalSmtp({ port })
    const timer = startDeliveryTimer(store, config, { intervalMs: 200 })
    const deadline = Date.now() + 15_000
    while (smtp.received.length < 3 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100))
    await new Promise((resolve) => setTimeout(resolve, 600))
    await timer.stop()
    const subjects = await Promise.all(smtp.received.map(async (raw) => (await simpleParser(raw)).subject ?? ""))
    expect(references.map((reference) => subjects.filter((subject) => subject.includes(reference)).length)).toEqual([
      1, 1, 1,
    ])
    expect(smtp.received).toHaveLength(3)
    expect((await store.list()).every((row) => row.status === "delivered")).toBe(true)
  })

  it("a stopping server ends the run in progress after the lead it is delivering", async () => {
    for (let index = 0; index < 6; index += 1) await store.insert(newLead())
    const config = { databaseUrl: null, dataDir: dir, smtpUrl: smtp.url, mailFrom: null, webhookUrl: null }
    const timer = startDeliveryTimer(store, config, { intervalMs: 60_000 })
    const run = requestDelivery(store, config)
    await timer.stop()
    await run
    const rows = await store.list()
    expect(rows.filter((row) => row.status === "delivered")).toHaveLength(1)
    expect(rows.filter((row) => row.status === "pending" && row.attempts === 0)).toHaveLength(5)
    // The next server's runs deliver the rest.
    await requestDelivery(store, config)
    expect((await store.list()).every((row) => row.status === "delivered")).toBe(true)
  })
})

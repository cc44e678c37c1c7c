import fs from "fs"
import os from "os"
import path from "path"
import { simpleParser } from "mailparser"
import leads from "../../content/leads.json"
import { startLocalSmtp } from "../../test/smtp-server"
import type { LocalSmtp } from "../../test/smtp-server"
import { BACKOFF_MS, deliverPending, isConnectionFailure, MAX_ATTEMPTS } from "./delivery"
import { openStore } from "./store"
import type { LeadStore } from "./store/types"
import { newLead } from "../../test/new-lead"

jest.setTimeout(60_000)

describe("delivery that no lead can block", () => {
  let dir: string
  let store: LeadStore
  let smtp: LocalSmtp
  const ALERT_TO = "alertas@vigiaseguridad.com.ar"

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "leads-delivery-"))
    store = await openStore({ databaseUrl: null, dataDir: dir })
    // A relay with a 100 KB limit: a bigger message is refused with 552, every time.
    smtp = await startLocalSmtp({ maxMessageBytes: 100_000 })
  })
  afterEach(async () => {
    jest.restoreAllMocks()
    await store.close()
    await smtp.stop()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  const big = () => ({
    name: "planos.pdf",
    type: "application/pdf",
    size: 200_000,
    content: Buffer.concat([Buffer.from("%PDF-1.4 "), Buffer.alloc(200_000 - 9, 0x41)]),
  })

  it("delivers the others in the same run when one lead's message is refused, backs it off, then fails it and tells staff once", async () => {
    const logged = jest.spyOn(console, "error").mockImplementation(() => undefined)
    const bad = await store.insert(newLead({ attachment: big() }))
    const good = []
    for (let index = 0; index < 3; index += 1) good.push((await store.insert(newLead({ attachment: null }))).reference)
    const channels = { smtpUrl: smtp.url, mailFrom: null, webhookUrl: null, alertTo: ALERT_TO }
    let clock = new Date("2026-11-24T12:00:00Z").getTime()
    const now = () => new Date(clock)

    const first = await deliverPending(store, channels, { max: 100, now })
    expect(first.delivered).toEqual(good)
    expect(first.interrupted).toBeNull()
    expect(first.failed).toHaveLength(1)
    expect(first.failed[0]).toMatchObject({ reference: bad.reference, status: "pending" })
    expect(first.failed[0].error).toMatch(/552/)
    expect(smtp.received).toHaveLength(3)

    const waits: number[] = []
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt += 1) {
      const row = (await store.list()).find((entry) => entry.reference === bad.reference)!
      expect(row).toMatchObject({ status: "pending", attempts: attempt })
      const due = row.nextAttemptAt!.getTime()
      waits.push(due - clock)
      // Not before its time...
      clock = due - 1
      expect(await deliverPending(store, channels, { max: 100, now })).toMatchObject({ delivered: [], failed: [] })
      // ...and tried again when it comes.
      clock = due
      const run = await deliverPending(store, channels, { max: 100, now })
      expect(run.failed.map((failure) => failure.reference)).toEqual([bad.reference])
    }
    expect(waits).toEqual([...BACKOFF_MS, BACKOFF_MS[4], BACKOFF_MS[4]])

    const failed = (await store.list()).find((entry) => entry.reference === bad.reference)!
    expect(failed).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS, nextAttemptAt: null })
    expect(failed.lastError).toMatch(/552/)
    expect(failed.failedAt?.getTime()).toBe(clock)
    expect(failed.alertedAt?.getTime()).toBe(clock)

    // The alert: one e-mail to LEADS_ALERT_TO, and one line at error level naming the lead.
    expect(smtp.received).toHaveLength(4)
    const alert = await simpleParser(smtp.received[3])
    expect(alert.to).toMatchObject({ value: [{ address: ALERT_TO }] })
    expect(alert.subject).toContain(bad.reference)
    expect(alert.html).toBe(false)
    for (const text of [
      `${leads.alert.referenceLabel}: ${bad.reference}`,
      `${leads.alert.attemptsLabel}: ${MAX_ATTEMPTS}`,
      `npm run leads:retry -- ${bad.reference}`,
      `npm run leads -- --attachment ${bad.reference}`,
      "552",
    ]) {
      expect(alert.text).toContain(text)
    }
    const lines = logged.mock.calls.map((call) => String(call[0])).filter((line) => line.includes(bad.reference))
    expect(lines).toHaveLength(1)

    // A dead letter: the automatic delivery leaves it, and staff are not told twice.
    clock += 7 * 24 * 3_600_000
    expect(await deliverPending(store, channels, { max: 100, now })).toEqual({
      delivered: [],
      failed: [],
      interrupted: null,
      alerted: [],
    })
    expect(smtp.received).toHaveLength(4)
    // The staff retry takes it with --failed (and still cannot send it: it stays failed, no new alert).
    const retried = await deliverPending(store, channels, { max: 100, now, ignoreBackoff: true, includeFailed: true })
    expect(retried.failed).toMatchObject([{ reference: bad.reference, status: "failed" }])
    expect(retried.alerted).toEqual([])
    expect(smtp.received).toHaveLength(4)
  })

  it("tells by a log line alone when LEADS_ALERT_TO is not set, and keeps the alert for the next run when it cannot be sent", async () => {
    const logged = jest.spyOn(console, "error").mockImplementation(() => undefined)
    const bad = await store.insert(newLead({ attachment: big() }))
    let clock = Date.now()
    const now = () => new Date(clock)
    const later = () => (clock += 24 * 3_600_000)
    const withAlert = { smtpUrl: smtp.url, mailFrom: null, webhookUrl: null, alertTo: ALERT_TO }
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt += 1) {
      await deliverPending(store, withAlert, { max: 10, now })
      later()
    }
    // The last attempt fails while the relay refuses even the alert (a 1-byte limit).
    await smtp.stop()
    smtp = await startLocalSmtp({ port: smtp.port, maxMessageBytes: 1 })
    const last = await deliverPending(store, withAlert, { max: 10, now })
    expect(last.failed).toMatchObject([{ reference: bad.reference, status: "failed" }])
    expect(last.alerted).toEqual([])
    expect((await store.list())[0].alertedAt).toBeNull()
    // Next run, the relay accepts again: the alert goes.
    await smtp.stop()
    smtp = await startLocalSmtp({ port: smtp.port })
    later()
    expect((await deliverPending(store, withAlert, { max: 10, now })).alerted).toEqual([bad.reference])
    expect(smtp.received).toHaveLength(1)
    expect((await simpleParser(smtp.received[0])).subject).toContain(bad.reference)

    // Without LEADS_ALERT_TO: the log line only, once.
    const other = await store.insert(newLead({ attachment: big() }))
    const noAlert = { smtpUrl: smtp.url, mailFrom: null, webhookUrl: null }
    await smtp.stop()
    smtp = await startLocalSmtp({ port: smtp.port, maxMessageBytes: 100_000 })
    for (let attempt = 1; attempt <= MAX_ATTEMPTS + 2; attempt += 1) {
      await deliverPending(store, noAlert, { max: 10, now })
      later()
    }
    expect((await store.list()).find((row) => row.reference === other.reference)).toMatchObject({ status: "failed" })
    expect(smtp.received).toHaveLength(0)
    const lines = logged.mock.calls.map((call) => String(call[0])).filter((line) => line.includes(other.reference))
    expect(lines).toHaveLength(1)
    expect(lines[0]).toContain(`npm run leads:retry -- ${other.reference}`)
  })

  it("tells a connection failure from a message's rejection", () => {
    const nodemailerError = (message: string, extra: object) => Object.assign(new Error(message), extra)
    for (const error of [
      nodemailerError("connect ECONNREFUSED 127.0.0.1:25", { code: "ESOCKET", originalCode: "ECONNREFUSED" }),
      nodemailerError("connect EHOSTUNREACH", { code: "ESOCKET", originalCode: "EHOSTUNREACH" }),
      nodemailerError("getaddrinfo ENOTFOUND smtp.example", { code: "EDNS", originalCode: "ENOTFOUND" }),
      nodemailerError("Greeting never received", { code: "ETIMEDOUT", timeoutType: "GREETING_TIMEOUT" }),
      nodemailerError("Connection timeout", { code: "ETIMEDOUT", timeoutType: "CONNECT_TIMEOUT" }),
      nodemailerError("Invalid login: 535", { code: "EAUTH", responseCode: 535 }),
      new TypeError("fetch failed", {
        cause: Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }),
      }),
    ]) {
      expect(isConnectionFailure(error)).toBe(true)
    }
    for (const error of [
      nodemailerError("Message failed: 552 Message exceeds fixed maximum message size", {
        code: "EMESSAGE",
        responseCode: 552,
      }),
      nodemailerError("Connection closed unexpectedly", { code: "ECONNECTION", command: "CONN" }),
      nodemailerError("Timeout", { code: "ETIMEDOUT", timeoutType: "SOCKET_TIMEOUT" }),
      nodemailerError("read ECONNRESET", { code: "ESOCKET", originalCode: "ECONNRESET" }),
      nodemailerError("write ETIMEDOUT", { code: "ESOCKET", originalCode: "ETIMEDOUT" }),
      new Error("webhook answered 500"),
    ]) {
      expect(isConnectionFailure(error)).toBe(false)
    }
  })
})

/** @jest-environment node */
import fs from "fs"
import http from "http"
import os from "os"
import path from "path"
import type { AddressInfo } from "net"
import { simpleParser } from "mailparser"
import leads from "../../content/leads.json"
import site from "../../content/site.json"
import { startLocalSmtp } from "../../test/smtp-server"
import type { LocalSmtp } from "../../test/smtp-server"
import { BACKOFF_MS, deliverPending, isConnectionFailure, MAX_ATTEMPTS } from "./delivery"
import { requestDelivery, startDeliveryTimer } from "./delivery-runner"
import { openStore } from "./store"
import type { LeadStore, NewLead } from "./store/types"

jest.setTimeout(60_000)

let counter = 0
function newLead(overrides: Partial<NewLead> = {}): NewLead {
  counter += 1
  const at = new Date("2026-11-23T13:45:00Z")
  return {
    kind: "contacto",
    idempotencyKey: `00000000-0000-4000-8000-${String(counter).padStart(12, "0")}`,
    fields: {
      name: "Ana\r\nBcc: intruso@example.com",
      company: "Acme <script>",
      email: "ana@empresa.com.ar",
      phone: "+54 11 4000-0000",
      province: "Neuquén",
      interests: ["compra", "servicio-tecnico"],
      message: "Necesito calibrar\r\nSubject: falso\r\ncinco detectores.",
    },
    pageUrl: "/contacto",
    createdAt: at,
    consent: { accepted: true, at, policyVersion: "2026-11-23" },
    attachment: { name: "pliego.pdf", type: "application/pdf", size: 12, content: Buffer.from("%PDF-1.4 test") },
    addressKey: "address-a",
    spam: false,
    ...overrides,
  }
}

describe("deliverPending", () => {
  let dir: string
  let store: LeadStore
  let smtp: LocalSmtp

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "leads-delivery-"))
    store = await openStore({ databaseUrl: null, dataDir: dir })
    smtp = await startLocalSmtp()
  })
  afterEach(async () => {
    await store.close()
    await smtp.stop()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it("e-mails the sales address every field, the reference and the attachment, with no header from the visitor", async () => {
    const { reference } = await store.insert(newLead())
    const report = await deliverPending(store, { smtpUrl: smtp.url, mailFrom: null, webhookUrl: null }, { max: 5 })
    expect(report).toEqual({ delivered: [reference], failed: [], interrupted: null, alerted: [] })
    expect(smtp.received).toHaveLength(1)
    const mail = await simpleParser(smtp.received[0])
    expect(mail.to).toMatchObject({ value: [{ address: site.email }] })
    expect(mail.subject).toBe(`Consulta del formulario de contacto ${reference}`)
    expect(mail.replyTo).toMatchObject({ value: [{ address: "ana@empresa.com.ar" }] })
    expect(mail.headers.has("bcc")).toBe(false)
    expect(mail.messageId).toBe(`<${reference.toLowerCase()}@leads.vigiaseguridad.com.ar>`)
    for (const text of [
      reference,
      "Empresa: Acme <script>",
      "Correo electrónico: ana@empresa.com.ar",
      "Teléfono: +54 11 4000-0000",
      "Provincia: Neuquén",
      "Le interesa: Compra, Servicio técnico",
      "Archivo adjunto: pliego.pdf",
      "Enviado desde: /contacto",
      "versión 2026-11-23",
    ]) {
      expect(mail.text).toContain(text)
    }
    expect(mail.html).toBe(false)
    expect(mail.attachments).toHaveLength(1)
    expect(mail.attachments[0]).toMatchObject({ filename: "pliego.pdf", contentType: "application/pdf" })
    expect(mail.attachments[0].content.toString()).toBe("%PDF-1.4 test")
    expect((await store.list())[0]).toMatchObject({ status: "delivered", attempts: 1 })
  })

  it("leaves Reply-To out when the address could carry a header", async () => {
    await store.insert(newLead({ fields: { ...newLead().fields, email: 'a,"b"@x.com' }, attachment: null }))
    await deliverPending(store, { smtpUrl: smtp.url, mailFrom: null, webhookUrl: null }, { max: 5 })
    const mail = await simpleParser(smtp.received[0])
    expect(mail.replyTo).toBeUndefined()
    expect(mail.text).toContain('Correo electrónico: a,"b"@x.com')
  })

  it("ends the run when SMTP cannot be reached, counting no attempt, and the next run delivers each once", async () => {
    const references = []
    for (let index = 0; index < 3; index += 1) references.push((await store.insert(newLead())).reference)
    await smtp.stop()
    const channels = { smtpUrl: smtp.url, mailFrom: null, webhookUrl: null }
    const down = await deliverPending(store, channels, { max: 5 })
    expect(down.delivered).toEqual([])
    expect(down.failed).toEqual([])
    expect(down.interrupted?.reference).toBe(references[0])
    expect(down.interrupted?.error).toContain("ECONNREFUSED")
    const rows = await store.list()
    expect(rows.map((row) => [row.status, row.attempts, row.nextAttemptAt, row.claimedUntil])).toEqual([
      ["pending", 0, null, null],
      ["pending", 0, null, null],
      ["pending", 0, null, null],
    ])
    expect(rows[0].lastError).toContain("ECONNREFUSED")
    expect(rows[1].lastError).toBeNull()
    // Back up: the automatic delivery (no staff retry) takes them at once, with no backoff to wait out.
    smtp = await startLocalSmtp({ port: smtp.port })
    expect((await deliverPending(store, channels, { max: 5 })).delivered).toEqual(references)
    expect((await deliverPending(store, channels, { max: 5, ignoreBackoff: true })).delivered).toEqual([])
    expect(smtp.received).toHaveLength(3)
  })

  it("sends each lead once when five deliveries run at the same time", async () => {
    for (let index = 0; index < 12; index += 1) await store.insert(newLead({ attachment: null }))
    const channels = { smtpUrl: smtp.url, mailFrom: null, webhookUrl: null }
    await Promise.all(Array.from({ length: 5 }, () => deliverPending(store, channels, { max: 20 })))
    expect(smtp.received).toHaveLength(12)
    const subjects = await Promise.all(smtp.received.map(async (raw) => (await simpleParser(raw)).subject))
    expect(new Set(subjects).size).toBe(12)
    expect((await store.list()).every((row) => row.status === "delivered")).toBe(true)
  })

  it("without SMTP_URL leaves every lead pending", async () => {
    await store.insert(newLead())
    expect(await deliverPending(store, { smtpUrl: null, mailFrom: null, webhookUrl: null }, { max: 5 })).toEqual({
      delivered: [],
      failed: [],
      interrupted: null,
      alerted: [],
    })
    expect((await store.list())[0]).toMatchObject({ status: "pending", attempts: 0 })
  })

  it("posts to the webhook; a failing webhook is retried without e-mailing again", async () => {
    const bodies: unknown[] = []
    const statuses = [500, 200]
    const hook = http.createServer((request, response) => {
      let body = ""
      request.on("data", (chunk: Buffer) => (body += chunk.toString()))
      request.on("end", () => {
        bodies.push({ key: request.headers["idempotency-key"], ...JSON.parse(body) })
        response.writeHead(statuses.shift() ?? 200).end()
      })
    })
    await new Promise<void>((resolve) => hook.listen(0, "127.0.0.1", resolve))
    const webhookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/crm`
    const { reference } = await store.insert(newLead())
    const channels = { smtpUrl: smtp.url, mailFrom: "Sitio <web@vigiaseguridad.com.ar>", webhookUrl }
    const first = await deliverPending(store, channels, { max: 5 })
    expect(first.failed).toMatchObject([{ reference, error: "webhook answered 500", status: "pending" }])
    expect((await store.list())[0]).toMatchObject({ status: "pending", attempts: 1, lastError: "webhook answered 500" })
    const second = await deliverPending(store, channels, { max: 5, ignoreBackoff: true })
    expect(second.delivered).toEqual([reference])
    hook.close()
    expect(smtp.received).toHaveLength(1)
    expect((await simpleParser(smtp.received[0])).from).toMatchObject({
      value: [{ address: "web@vigiaseguridad.com.ar" }],
    })
    expect(bodies).toHaveLength(2)
    expect(bodies[1]).toMatchObject({
      key: reference,
      reference,
      kind: "contacto",
      fields: { email: "ana@empresa.com.ar" },
      consent: { accepted: true, policyVersion: "2026-11-23" },
      attachment: { name: "pliego.pdf", type: "application/pdf", size: 12 },
    })
    expect(leads.kindLabels[0].kind).toBe("contacto")
  })
})

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

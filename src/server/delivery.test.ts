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
import { deliverPending } from "./delivery"
import { openStore } from "./store"
import type { LeadStore } from "./store/types"
import { newLead } from "../../test/new-lead"

jest.setTimeout(60_000)

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

/**
 * POST /api/leads on the production server (buildSiteServer on loopback, a real SQLite store and a real SMTP
 * server on loopback): what is stored and mailed, and every refusal that needs no browser, each with
 * nothing stored. These were the Playwright specs leads-api.spec.ts and leads-api-refusals.spec.ts (issue #51).
 */
import { randomUUID } from "crypto"
import { simpleParser } from "mailparser"
import type { ParsedMail } from "mailparser"
import contactForm from "../../../content/contact-form.json"
import leads from "../../../content/leads.json"
import { REFERENCE_PATTERN } from "../../lib/leads/reference"
import { multipartBody } from "../../../test/reliability/requests"
import type { TestSite } from "../../../test/site-server"
import { startTestSite } from "../../../test/site-server"
import { startLocalSmtp } from "../../../test/smtp-server"
import type { LocalSmtp } from "../../../test/smtp-server"
import { DOCX_BYTES, PDF_BYTES } from "../../../test/zip"
import { closeAttachmentPool } from "../attachment/check-pool"
import { openStore } from "../store"

jest.setTimeout(120_000)

const RATE_LIMIT = 6
const WHOLE_REFERENCE = new RegExp(`^${REFERENCE_PATTERN}$`)

let site: TestSite
let smtp: LocalSmtp

beforeAll(async () => {
  smtp = await startLocalSmtp()
  // Each test is a visitor of its own: the test site believes X-Forwarded-For from loopback, its trusted proxy.
  site = await startTestSite({
    env: { SMTP_URL: smtp.url, LEADS_RATE_LIMIT: String(RATE_LIMIT), LEADS_CLIENT_IP_HEADER: "x-forwarded-for" },
  })
})

afterAll(async () => {
  await site.stop()
  await smtp.stop()
  await closeAttachmentPool()
})

let visitors = 0
const visitor = () => `2001:db8:${(visitors += 1).toString(16)}::1`

const marker = () => `m${randomUUID().slice(0, 8)}`

function chatLead(mark: string, overrides: Record<string, unknown> = {}) {
  return {
    kind: "chat",
    idempotencyKey: randomUUID(),
    website: "",
    elapsedMs: 5000,
    privacy: true,
    pageUrl: "/",
    name: `Ana ${mark}`,
    company: "Acme",
    email: "ana@empresa.com.ar",
    phone: "+54 11 4000-0000",
    province: "cordoba",
    interest: "alquiler",
    ...overrides,
  }
}

function contactFields(mark: string): Array<[string, string]> {
  return [
    ["kind", "contacto"],
    ["idempotencyKey", randomUUID()],
    ["website", ""],
    ["elapsedMs", "8000"],
    ["privacy", "true"],
    ["pageUrl", "/contacto"],
    ["name", `Beto ${mark}`],
    ["company", "Planta Norte"],
    ["email", "beto@planta.com.ar"],
    ["phone", "0351 400-0000"],
    ["province", "Córdoba"],
    ["interests", "compra"],
    ["interests", "servicio-tecnico"],
    ["message", "Necesitamos calibrar ocho detectores de cuatro gases."],
  ]
}

interface Sent {
  status: number
  headers: Record<string, unknown>
  body: Record<string, unknown>
}

/** One request as a browser on the site sends it (its Origin) unless `headers` say otherwise (null: left out). */
async function send(
  method: string,
  payload: string | Buffer | undefined,
  contentType: string | undefined,
  headers: Record<string, string | null> = {},
  address = visitor(),
): Promise<Sent> {
  const all: Record<string, string | null> = {
    Origin: site.url,
    "X-Forwarded-For": address,
    ...(contentType ? { "Content-Type": contentType } : {}),
    ...headers,
  }
  const response = await fetch(`${site.url}/api/leads`, {
    method,
    headers: Object.fromEntries(Object.entries(all).filter((entry): entry is [string, string] => entry[1] !== null)),
    body: typeof payload === "string" || payload === undefined ? payload : new Uint8Array(payload),
  })
  const text = await response.text()
  let body: Record<string, unknown> = {}
  try {
    body = JSON.parse(text)
  } catch {
    // not JSON
  }
  return { status: response.status, headers: Object.fromEntries(response.headers), body }
}

const postJson = (body: unknown, headers: Record<string, string | null> = {}, address?: string) =>
  send("POST", JSON.stringify(body), "application/json", headers, address)

function postForm(fields: ReadonlyArray<readonly [string, string]>, files: Parameters<typeof multipartBody>[1] = []) {
  const { body, contentType } = multipartBody(fields, files)
  return send("POST", body, contentType)
}

const file = (filename: string, content: Buffer, type = "application/octet-stream") => ({
  name: "attachment",
  filename,
  type,
  content,
})

async function storedRows(spam = false) {
  const store = await openStore({ databaseUrl: null, dataDir: site.dataDir })
  try {
    return (await store.list()).filter((row) => (row.status === "spam") === spam)
  } finally {
    await store.close()
  }
}
const isStored = async (mark: string) =>
  [...(await storedRows()), ...(await storedRows(true))].some((row) => JSON.stringify(row.fields).includes(mark))

async function mailsFor(reference: string): Promise<ParsedMail[]> {
  const mails = await Promise.all(smtp.received.map((raw) => simpleParser(raw)))
  return mails.filter((mail) => mail.subject?.includes(reference))
}

async function waitForMail(reference: string): Promise<ParsedMail> {
  const deadline = Date.now() + 20_000
  for (;;) {
    const [mail] = await mailsFor(reference)
    if (mail) return mail
    if (Date.now() > deadline) throw new Error(`no e-mail for ${reference}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

const expectMessage = (sent: Sent, status: number, message: string) => {
  expect([sent.status, sent.body]).toEqual([status, { message }])
}

describe("POST /api/leads: what is stored and mailed", () => {
  it("stores a chat lead, answers its reference once and e-mails it once", async () => {
    const mark = marker()
    const lead = chatLead(mark)
    const first = await postJson(lead)
    expect(first.status).toBe(201)
    const reference = String(first.body.reference)
    expect(reference).toMatch(WHOLE_REFERENCE)
    const again = await postJson(lead)
    expect([again.status, again.body]).toEqual([200, { reference }])
    const mail = await waitForMail(reference)
    expect(mail.text).toContain(`Nombre y apellido: Ana ${mark}`)
    expect(mail.text).toContain("Le interesa: Alquiler")
    expect(mail.replyTo?.value[0].address).toBe("ana@empresa.com.ar")
    expect(await mailsFor(reference)).toHaveLength(1)
    const stored = (await storedRows()).filter((row) => row.reference === reference)
    expect(stored.map((row) => [row.kind, row.fields.company])).toEqual([["chat", "Acme"]])
  })

  it("stores a contact form with its attachment (multipart) and mails the file", async () => {
    const mark = marker()
    const sent = await postForm(contactFields(mark), [file("Pliego técnico.docx", DOCX_BYTES)])
    expect(sent.status).toBe(201)
    const reference = String(sent.body.reference)
    const mail = await waitForMail(reference)
    expect(mail.text).toContain("Le interesa: Compra, Servicio técnico")
    expect(mail.attachments.map((attached) => [attached.filename, attached.contentType])).toEqual([
      ["Pliego-tecnico.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
    ])
    expect(Buffer.compare(mail.attachments[0].content, DOCX_BYTES)).toBe(0)
    expect((await storedRows()).find((row) => row.reference === reference)?.attachmentName).toBe("Pliego-tecnico.docx")
  })

  it("keeps only a path of this site as the page a lead was sent from, in the store and the e-mail", async () => {
    const mark = marker()
    for (const [pageUrl, kept] of [
      ["/productos/deteccion-de-gases?solicitud=cotizacion", "/productos/deteccion-de-gases?solicitud=cotizacion"],
      ["//evil.example/phish", ""],
      ["/\\evil.example", ""],
      ["https://evil.example/", ""],
    ]) {
      const sent = await postJson(chatLead(mark, { pageUrl }))
      expect(sent.status).toBe(201)
      const mail = await waitForMail(String(sent.body.reference))
      expect(mail.text).toContain(`Enviado desde: ${kept}`)
      expect(mail.text).not.toContain("evil.example")
    }
  })

  it("keeps visitor input out of the e-mail's headers and off the start of its lines", async () => {
    const mark = marker()
    const injected = await postJson(
      chatLead(mark, {
        name: `Ana ${mark}\r\nBcc: intruso@example.com`,
        email: "ana@empresa.com.ar\r\nCc: otro@example.com",
      }),
    )
    expect([injected.status, injected.body]).toEqual([
      422,
      { errors: { name: leads.errors.invalidCharacters, email: leads.errors.invalidCharacters } },
    ])
    expect(await isStored(mark)).toBe(false)
    // The chat takes its e-mail as free text (SPEC §5), but one that is not a plain address never becomes a header.
    const loose = await postJson(chatLead(mark, { email: "ana@empresa.com.ar, otro@example.com" }))
    expect(loose.status).toBe(201)
    const looseMail = await waitForMail(String(loose.body.reference))
    expect(looseMail.headers.has("cc")).toBe(false)
    expect(looseMail.replyTo).toBeUndefined()
    const fields = contactFields(mark).map(([name, value]) =>
      name === "message"
        ? ([name, "Necesito diez detectores.\r\nBcc: intruso@example.com\nCorreo electrónico: x@evil.example"] as const)
        : ([name, value] as const),
    )
    const accepted = await postForm(fields)
    expect(accepted.status).toBe(201)
    const reference = String(accepted.body.reference)
    const mail = await waitForMail(reference)
    expect(mail.headers.has("bcc")).toBe(false)
    expect(mail.subject).toBe(`Consulta del formulario de contacto ${reference}`)
    const lines = (mail.text ?? "").split("\n")
    expect(lines).toContain("    Bcc: intruso@example.com")
    expect(lines.filter((line) => line.startsWith("Correo electrónico:"))).toEqual([
      "Correo electrónico: beto@planta.com.ar",
    ])
    expect(lines.some((line) => line.startsWith("Bcc:"))).toBe(false)
  })
})

describe("POST /api/leads: what is refused, nothing stored", () => {
  it("refuses other methods (405, Allow), other origins (403) and other content types (415), with the pages' headers", async () => {
    const mark = marker()
    for (const method of ["GET", "PUT", "DELETE"]) {
      const sent = await send(method, undefined, undefined)
      expectMessage(sent, 405, leads.answers.methodNotAllowed)
      expect(sent.headers).toMatchObject({
        allow: "POST",
        "x-content-type-options": "nosniff",
        "referrer-policy": "strict-origin-when-cross-origin",
      })
      expect(String(sent.headers["content-security-policy"])).toContain("frame-ancestors 'none'")
    }
    const body = JSON.stringify(chatLead(mark))
    expectMessage(await send("POST", body, "application/json", { Origin: null }), 403, leads.answers.forbidden)
    expectMessage(
      await send("POST", body, "application/json", { Origin: "https://evil.example" }),
      403,
      leads.answers.forbidden,
    )
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "application/xml"]) {
      expectMessage(await send("POST", body, type), 415, leads.answers.unsupportedType)
    }
    expect(await isStored(mark)).toBe(false)
  })

  it("refuses malformed bodies and envelopes (400) and bodies over the limit (413)", async () => {
    const mark = marker()
    for (const body of [`{"kind":"chat","name":"${mark}"`, "[]", "null", '"texto"']) {
      expectMessage(await send("POST", body, "application/json"), 400, leads.answers.badRequest)
    }
    for (const broken of [
      { kind: "pedido" },
      { idempotencyKey: "1" },
      { elapsedMs: "pronto" },
      { idempotencyKey: undefined },
    ]) {
      expectMessage(await postJson(chatLead(mark, broken)), 400, leads.answers.badRequest)
    }
    expectMessage(await postJson(chatLead(mark, { company: "x".repeat(70_000) })), 413, leads.answers.tooLarge)
    // A file one byte over 10 MB, within the declared multipart limit: refused while it streams in.
    const big = Buffer.concat([PDF_BYTES, Buffer.alloc(10 * 1024 * 1024 + 1 - PDF_BYTES.length)])
    expectMessage(await postForm(contactFields(mark), [file("grande.pdf", big)]), 413, leads.answers.tooLarge)
    expect(await isStored(mark)).toBe(false)
  })

  it("answers 422 with every field's Spanish error, field caps included; an object where a value goes is 400", async () => {
    const mark = marker()
    const invalid = await postJson(chatLead(mark, { name: "", email: "ana@", privacy: false, phone: "1".repeat(41) }))
    // SPEC §5: the chat does not validate the e-mail ("ana@" passes); its other rules hold.
    expect([invalid.status, invalid.body]).toEqual([
      422,
      {
        errors: {
          name: "Escribí tu nombre y apellido.",
          phone: "Este dato admite hasta 40 caracteres (ahora tiene 41). Acortalo para poder enviarlo.",
          privacy: "Para enviar la consulta tenés que aceptar la política de privacidad.",
        },
      },
    ])
    const unknownOption = await postJson(chatLead(mark, { interest: "todo" }))
    expect(unknownOption.body).toEqual({ errors: { interest: leads.errors.invalidChoice } })
    expectMessage(await postJson(chatLead(mark, { name: { $ne: "" } })), 400, leads.answers.badRequest)
    expect(await isStored(mark)).toBe(false)
  })

  it("decides the attachment's type by its bytes and takes one file, on the contact form only", async () => {
    const mark = marker()
    const disguised = await postForm(contactFields(mark), [file("pliego.pdf", Buffer.from("MZ\x90\x00 not a pdf"))])
    expect([disguised.status, disguised.body]).toEqual([
      422,
      { errors: { attachment: contactForm.errors.attachmentType.replace("{name}", "pliego.pdf") } },
    ])
    const two = await postForm(contactFields(mark), [file("a.pdf", PDF_BYTES), file("b.pdf", PDF_BYTES)])
    expectMessage(two, 400, leads.answers.badRequest)
    const chat = Object.entries(chatLead(mark)).map(([name, value]) => [name, String(value)] as const)
    expectMessage(await postForm(chat, [file("a.pdf", PDF_BYTES)]), 400, leads.answers.badRequest)
    expect(await isStored(mark)).toBe(false)
  })

  it(`counts stored leads (spam too), not invalid requests, against the quota of ${RATE_LIMIT} per address`, async () => {
    const address = visitor()
    const mark = marker()
    const invalid = []
    for (let index = 0; index < RATE_LIMIT; index += 1)
      invalid.push((await postJson(chatLead(mark, { name: "" }), {}, address)).status)
    expect(invalid).toEqual(Array(RATE_LIMIT).fill(422))
    const stored = []
    // Filled too fast: kept as spam, never mailed, and counted all the same.
    for (let index = 0; index < RATE_LIMIT; index += 1)
      stored.push((await postJson(chatLead(mark, { elapsedMs: 0 }), {}, address)).status)
    expect(stored).toEqual(Array(RATE_LIMIT).fill(201))
    const limited = await postJson(chatLead(mark), {}, address)
    expectMessage(limited, 429, leads.answers.rateLimited)
    const retryAfter = Number(limited.headers["retry-after"])
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(600)
    expect((await postJson(chatLead(mark))).status).toBe(201)
  })
})

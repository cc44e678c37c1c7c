import { randomUUID } from "crypto"
import http from "http"
import type { APIRequestContext, APIResponse } from "@playwright/test"
import leads from "../content/leads.json"
import { BASE_URL } from "../playwright.config"
import { REFERENCE_PATTERN } from "../src/lib/leads/reference"
import { storedLeads } from "./support/lead-store"
import { E2E_CLIENT_IP_HEADER, E2E_RATE_LIMIT } from "./support/leads-env"
import { mailsFor, waitForMail } from "./support/mailbox"
import { ONE_WIDTH, expect, test } from "./support/test"
import { DOCX_BYTES, PDF_BYTES } from "../test/zip"

/**
 * POST /api/leads under the production server (`npm run serve`), with the hostile inputs of issue 15: each
 * answer, and that nothing was stored (read back with `npm run leads -- --csv`) or mailed.
 */

const ENDPOINT = "/api/leads"
const ORIGIN = new URL(BASE_URL).origin

/** An IPv6 address in a /64 of its own (documentation prefix 2001:db8::/32): a quota of its own. */
function randomVisitorAddress(): string {
  const [a, b] = randomUUID().split("-")
  return `2001:db8:${a.slice(0, 4)}:${b}::1`
}

/** Each test is its own visitor (the e2e server trusts this header as the address), so rate limits do not mix. */
function visitorHeaders(): Record<string, string> {
  return { Origin: ORIGIN, [E2E_CLIENT_IP_HEADER]: randomVisitorAddress() }
}

/** A valid chat lead whose name carries a marker, to find it (or not) in the store. */
function chatLead(marker: string, overrides: Record<string, unknown> = {}) {
  return {
    kind: "chat",
    idempotencyKey: randomUUID(),
    website: "",
    elapsedMs: 5000,
    privacy: true,
    pageUrl: "/",
    name: `Ana ${marker}`,
    company: "Acme",
    email: "ana@empresa.com.ar",
    phone: "+54 11 4000-0000",
    province: "cordoba",
    interest: "alquiler",
    ...overrides,
  }
}

function contactForm(marker: string): FormData {
  const form = new FormData()
  const fields: Array<[string, string]> = [
    ["kind", "contacto"],
    ["idempotencyKey", randomUUID()],
    ["website", ""],
    ["elapsedMs", "8000"],
    ["privacy", "true"],
    ["pageUrl", "/contacto"],
    ["name", `Beto ${marker}`],
    ["company", "Planta Norte"],
    ["email", "beto@planta.com.ar"],
    ["phone", "0351 400-0000"],
    ["province", "Córdoba"],
    ["interests", "compra"],
    ["interests", "servicio-tecnico"],
    ["message", "Necesitamos calibrar ocho detectores de cuatro gases."],
  ]
  for (const [name, value] of fields) form.append(name, value)
  return form
}

const WHOLE_REFERENCE = new RegExp(`^${REFERENCE_PATTERN}$`)

const marker = () => `m${randomUUID().slice(0, 8)}`
const isStored = (mark: string) => storedLeads().some((lead) => lead.name.includes(mark))

async function expectMessage(response: APIResponse, status: number, message: string) {
  expect(response.status()).toBe(status)
  expect(await response.json()).toEqual({ message })
}

/**
 * A multipart POST that declares `length` bytes and sends only its headers: the answer the server gives before
 * the body (Playwright's request API would fail writing a body the server refused to read).
 */
function answerBeforeBody(length: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const sent = http.request(`${BASE_URL}${ENDPOINT}`, {
      method: "POST",
      headers: {
        ...visitorHeaders(),
        "Content-Type": "multipart/form-data; boundary=limite",
        "Content-Length": String(length),
      },
    })
    sent.on("response", (response) => {
      let body = ""
      response.setEncoding("utf8")
      response.on("data", (chunk: string) => (body += chunk))
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }))
    })
    sent.on("error", reject)
    sent.setTimeout(10_000, () => sent.destroy(new Error("no answer before the body")))
    sent.flushHeaders()
  })
}

function postJson(request: APIRequestContext, body: unknown, headers = visitorHeaders()) {
  return request.post(ENDPOINT, {
    headers: { ...headers, "Content-Type": "application/json" },
    data: JSON.stringify(body),
  })
}

test.describe("POST /api/leads", ONE_WIDTH, () => {
  test("stores a chat lead, answers its reference once and e-mails it once", async ({ request }) => {
    const mark = marker()
    const lead = chatLead(mark)
    const response = await postJson(request, lead)
    expect(response.status()).toBe(201)
    const { reference } = await response.json()
    expect(reference).toMatch(WHOLE_REFERENCE)
    const again = await postJson(request, lead)
    expect(again.status()).toBe(200)
    expect(await again.json()).toEqual({ reference })

    const mail = await waitForMail(reference)
    expect(mail.text).toContain(`Nombre y apellido: Ana ${mark}`)
    expect(mail.text).toContain("Le interesa: Alquiler")
    expect(mail.replyTo?.value[0].address).toBe("ana@empresa.com.ar")
    expect(await mailsFor(reference)).toHaveLength(1)
    const stored = storedLeads().filter((row) => row.reference === reference)
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({ kind: "Contacto desde el asistente", status: "delivered", company: "Acme" })
  })

  test("stores a contact form with its attachment (multipart) and mails the file", async ({ request }) => {
    const mark = marker()
    const form = contactForm(mark)
    form.append("attachment", new Blob([new Uint8Array(DOCX_BYTES)]), "Pliego técnico.docx")
    const response = await request.post(ENDPOINT, { headers: visitorHeaders(), multipart: form })
    expect(response.status()).toBe(201)
    const { reference } = await response.json()
    const mail = await waitForMail(reference)
    expect(mail.text).toContain("Le interesa: Compra, Servicio técnico")
    expect(mail.attachments.map((file) => [file.filename, file.contentType])).toEqual([
      ["Pliego-tecnico.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
    ])
    expect(Buffer.compare(mail.attachments[0].content, DOCX_BYTES)).toBe(0)
    expect(storedLeads().find((row) => row.reference === reference)).toMatchObject({
      attachment: "Pliego-tecnico.docx",
      status: "delivered",
    })
  })

  test("answers a suspected bot as a person and keeps its lead as spam, never mailed", async ({ request }) => {
    const mark = marker()
    const references: string[] = []
    for (const trap of [{ website: "https://spam.example" }, { elapsedMs: 2999 }]) {
      const response = await postJson(request, chatLead(mark, trap))
      expect(response.status()).toBe(201)
      const { reference } = await response.json()
      expect(reference).toMatch(WHOLE_REFERENCE)
      references.push(reference)
    }
    const spam = storedLeads({ spam: true }).filter((row) => row.name.includes(mark))
    expect(spam.map((row) => [row.reference, row.status])).toEqual(references.map((reference) => [reference, "spam"]))
    expect(isStored(mark)).toBe(false)
    for (const reference of references) expect(await mailsFor(reference)).toHaveLength(0)
  })

  test("keeps only a path of this site as the page a lead was sent from", async ({ request }) => {
    const mark = marker()
    for (const [pageUrl, kept] of [
      ["/productos/deteccion-de-gases?solicitud=cotizacion", "/productos/deteccion-de-gases?solicitud=cotizacion"],
      ["//evil.example/phish", ""],
      ["/\\evil.example", ""],
      ["https://evil.example/", ""],
    ]) {
      const response = await postJson(request, chatLead(mark, { pageUrl }))
      expect(response.status()).toBe(201)
      const mail = await waitForMail((await response.json()).reference)
      expect(mail.text).toContain(`Enviado desde: ${kept}`)
      expect(mail.text).not.toContain("evil.example")
    }
  })

  test("refuses other methods (405), other origins (403) and other content types (415)", async ({ request }) => {
    const mark = marker()
    const body = JSON.stringify(chatLead(mark))
    for (const method of ["GET", "PUT", "DELETE"]) {
      const response = await request.fetch(ENDPOINT, { method, headers: visitorHeaders() })
      await expectMessage(response, 405, leads.answers.methodNotAllowed)
      expect(response.headers()["allow"]).toBe("POST")
    }
    const { Origin: _origin, ...noOrigin } = visitorHeaders()
    await expectMessage(await postJson(request, chatLead(mark), noOrigin), 403, leads.answers.forbidden)
    await expectMessage(
      await postJson(request, chatLead(mark), { ...visitorHeaders(), Origin: "https://evil.example" }),
      403,
      leads.answers.forbidden,
    )
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "application/xml"]) {
      const response = await request.post(ENDPOINT, {
        headers: { ...visitorHeaders(), "Content-Type": type },
        data: body,
      })
      await expectMessage(response, 415, leads.answers.unsupportedType)
    }
    expect(isStored(mark)).toBe(false)
  })

  test("refuses malformed bodies (400) and bodies over the limit (413)", async ({ request }) => {
    const mark = marker()
    for (const body of [`{"kind":"chat","name":"${mark}"`, "[]", "null", '"texto"']) {
      const response = await request.post(ENDPOINT, {
        headers: { ...visitorHeaders(), "Content-Type": "application/json" },
        data: body,
      })
      await expectMessage(response, 400, leads.answers.badRequest)
    }
    for (const broken of [
      { kind: "pedido" },
      { idempotencyKey: "1" },
      { elapsedMs: "pronto" },
      { idempotencyKey: undefined },
    ]) {
      await expectMessage(await postJson(request, chatLead(mark, broken)), 400, leads.answers.badRequest)
    }
    await expectMessage(
      await postJson(request, chatLead(mark, { company: "x".repeat(70_000) })),
      413,
      leads.answers.tooLarge,
    )
    // A file one byte over 10 MB, within the declared multipart limit: refused while it streams in.
    const form = contactForm(mark)
    form.append(
      "attachment",
      new Blob([new Uint8Array(PDF_BYTES), new Uint8Array(10 * 1024 * 1024 + 1 - PDF_BYTES.length)]),
      "grande.pdf",
    )
    await expectMessage(
      await request.post(ENDPOINT, { headers: visitorHeaders(), multipart: form }),
      413,
      leads.answers.tooLarge,
    )
    // A body declared larger than the limit is answered before it is sent, and the connection closed.
    const declared = await answerBeforeBody(200 * 1024 * 1024)
    expect(declared.status).toBe(413)
    expect(JSON.parse(declared.body)).toEqual({ message: leads.answers.tooLarge })
    expect(isStored(mark)).toBe(false)
  })

  test("answers 422 with every field's Spanish error, field caps included", async ({ request }) => {
    const mark = marker()
    const response = await postJson(
      request,
      chatLead(mark, { name: "", email: "ana@", privacy: false, phone: "1".repeat(41) }),
    )
    expect(response.status()).toBe(422)
    expect(await response.json()).toEqual({
      // SPEC §5: the chat does not validate the e-mail ("ana@" passes); its other rules hold.
      errors: {
        name: "Escribí tu nombre y apellido.",
        phone: "Este dato admite hasta 40 caracteres (ahora tiene 41). Acortalo para poder enviarlo.",
        privacy: "Para enviar la consulta tenés que aceptar la política de privacidad.",
      },
    })
    const unknownOption = await postJson(request, chatLead(mark, { interest: "todo" }))
    expect(await unknownOption.json()).toEqual({ errors: { interest: leads.errors.invalidChoice } })
    // An object where a value goes is not a lead's shape: refused before any rule reads it.
    await expectMessage(await postJson(request, chatLead(mark, { name: { $ne: "" } })), 400, leads.answers.badRequest)
    expect(isStored(mark)).toBe(false)
  })

  test("decides the attachment's type by its bytes and takes one file, on the contact form only", async ({
    request,
  }) => {
    const mark = marker()
    const disguised = contactForm(mark)
    disguised.append("attachment", new Blob(["MZ\x90\x00 not a pdf"]), "pliego.pdf")
    const refused = await request.post(ENDPOINT, { headers: visitorHeaders(), multipart: disguised })
    expect(refused.status()).toBe(422)
    expect(await refused.json()).toEqual({
      errors: { attachment: "No podemos recibir «pliego.pdf»: adjuntá un archivo PDF, JPG, PNG, Word o Excel." },
    })
    const two = contactForm(mark)
    two.append("attachment", new Blob([PDF_BYTES]), "a.pdf")
    two.append("attachment", new Blob([PDF_BYTES]), "b.pdf")
    await expectMessage(
      await request.post(ENDPOINT, { headers: visitorHeaders(), multipart: two }),
      400,
      leads.answers.badRequest,
    )
    const chat = new FormData()
    for (const [name, value] of Object.entries(chatLead(mark))) chat.append(name, String(value))
    chat.append("attachment", new Blob([PDF_BYTES]), "a.pdf")
    await expectMessage(
      await request.post(ENDPOINT, { headers: visitorHeaders(), multipart: chat }),
      400,
      leads.answers.badRequest,
    )
    expect(isStored(mark)).toBe(false)
  })

  test("keeps visitor input out of the e-mail's headers and off the start of its lines", async ({ request }) => {
    const mark = marker()
    // Line breaks and control characters are refused in every field but the message.
    const injected = await postJson(
      request,
      chatLead(mark, {
        name: `Ana ${mark}\r\nBcc: intruso@example.com`,
        email: "ana@empresa.com.ar\r\nCc: otro@example.com",
      }),
    )
    expect(injected.status()).toBe(422)
    expect(await injected.json()).toEqual({
      errors: { name: leads.errors.invalidCharacters, email: leads.errors.invalidCharacters },
    })
    expect(isStored(mark)).toBe(false)
    // The chat takes its e-mail as free text (SPEC §5), but one that is not a plain address never becomes a header.
    const loose = await postJson(request, chatLead(mark, { email: "ana@empresa.com.ar, otro@example.com" }))
    expect(loose.status()).toBe(201)
    const looseMail = await waitForMail((await loose.json()).reference)
    expect(looseMail.headers.has("cc")).toBe(false)
    expect(looseMail.replyTo).toBeUndefined()
    const form = contactForm(mark)
    form.set("message", "Necesito diez detectores.\r\nBcc: intruso@example.com\nCorreo electrónico: x@evil.example")
    const accepted = await request.post(ENDPOINT, { headers: visitorHeaders(), multipart: form })
    expect(accepted.status()).toBe(201)
    const { reference } = await accepted.json()
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

  test(`counts only stored leads against the limit of ${E2E_RATE_LIMIT} per address in 10 minutes`, async ({
    request,
  }) => {
    test.slow()
    const headers = visitorHeaders()
    const mark = marker()
    // Refused requests spend nothing: after as many invalid ones as the limit, a valid lead is still taken.
    const invalid = await Promise.all(
      Array.from({ length: E2E_RATE_LIMIT }, () => postJson(request, chatLead(mark, { name: "" }), headers)),
    )
    expect(invalid.map((response) => response.status())).toEqual(Array(E2E_RATE_LIMIT).fill(422))
    expect((await postJson(request, chatLead(mark, { elapsedMs: 0 }), headers)).status()).toBe(201)
    // Stored leads do (these too fast, kept as spam: nothing is mailed).
    const stored = await Promise.all(
      Array.from({ length: E2E_RATE_LIMIT - 1 }, () => postJson(request, chatLead(mark, { elapsedMs: 0 }), headers)),
    )
    expect(stored.map((response) => response.status())).toEqual(Array(E2E_RATE_LIMIT - 1).fill(201))
    const limited = await postJson(request, chatLead(mark), headers)
    await expectMessage(limited, 429, leads.answers.rateLimited)
    const retryAfter = Number(limited.headers()["retry-after"])
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(600)
    expect(isStored(mark)).toBe(false)
    // Another address is not limited.
    expect((await postJson(request, chatLead(mark))).status()).toBe(201)
  })
})

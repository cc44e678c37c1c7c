import leads from "../content/leads.json"
import { DOCX_BYTES } from "../test/zip"
import { storedLeads } from "./support/lead-store"
import {
  chatLead,
  contactForm,
  ENDPOINT,
  isStored,
  marker,
  postJson,
  visitorHeaders,
  WHOLE_REFERENCE,
} from "./support/leads-api"
import { mailsFor, waitForMail } from "./support/mailbox"
import { expect, ONE_WIDTH, test } from "./support/test"

/**
 * POST /api/leads under the production server (`npm run serve`): a lead stored, answered with its reference
 * and mailed once; a suspected bot kept as spam; the page it came from; the e-mail's headers.
 */

test.describe("POST /api/leads: what is stored", ONE_WIDTH, () => {
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
})

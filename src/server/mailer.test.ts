import { simpleParser } from "mailparser"
import leads from "../../content/leads.json"
import { startLocalSmtp } from "../../test/smtp-server"
import type { LocalSmtp } from "../../test/smtp-server"
import { DEFAULT_MAIL_MAX_BYTES, readConfig } from "./config"
import { encodedSize, leadMail, QUOTE_PREFIX, sendLeadMail } from "./mailer"
import type { ClaimedLead } from "./store/types"

jest.setTimeout(60_000)

const HOSTILE_NAME = "Eve\u001b[2J\u001b]0;PWNED\u0007\u202eevil\u0000X\r\nBcc: x@evil.example"
const HOSTILE_MESSAGE =
  "Necesito diez detectores.\nCorreo electrónico: x@evil.example\r\nBcc: x@evil.example\rReferencia: VG-2026-0000-00\n\nGracias."

function claimedLead(overrides: Partial<ClaimedLead> = {}): ClaimedLead {
  const at = new Date("2026-11-23T13:45:00Z")
  return {
    id: 1,
    reference: "VG-2026-7K4Q-93",
    kind: "contacto",
    createdAt: at,
    fields: {
      name: "Ana Pérez",
      email: "ana@empresa.com.ar",
      phone: "+54 11 4000-0000",
      province: "Neuquén",
      message: "Necesito cotizar diez detectores.",
    },
    pageUrl: "/contacto",
    consentAt: at,
    policyVersion: "2026-11-23",
    status: "pending",
    mailedAt: null,
    webhookedAt: null,
    attempts: 0,
    lastError: null,
    nextAttemptAt: null,
    claimedUntil: null,
    failedAt: null,
    alertedAt: null,
    storedBytes: 200,
    attachmentName: null,
    attachment: null,
    ...overrides,
  }
}

function withAttachment(bytes: number): Partial<ClaimedLead> {
  const content = Buffer.alloc(bytes, 7)
  return {
    attachmentName: "pliego.pdf",
    attachment: { name: "pliego.pdf", type: "application/pdf", size: content.length, content },
  }
}

/** The labels the server writes at the start of a line (content/leads.json), and the intro. */
const SERVER_LINE_STARTS = [
  leads.mail.intro,
  ...leads.fieldLabels.map((entry) => `${entry.label}:`),
  `${leads.mail.referenceLabel}:`,
  `${leads.mail.receivedLabel}:`,
  `${leads.mail.consentLabel}:`,
]

describe("the lead's e-mail body", () => {
  it("keeps a hostile name and message from writing lines that pass for the e-mail's own", () => {
    const text = String(
      leadMail(claimedLead({ fields: { ...claimedLead().fields, name: HOSTILE_NAME, message: HOSTILE_MESSAGE } }), null)
        .text,
    )
    const lines = text.split("\n")
    // Column 0 is the server's: every line not indented is empty or starts with the intro or a label.
    for (const line of lines.filter((line) => line !== "" && !line.startsWith(QUOTE_PREFIX))) {
      expect(SERVER_LINE_STARTS.some((start) => line.startsWith(start))).toBe(true)
    }
    expect(lines.filter((line) => line.startsWith("Correo electrónico:"))).toEqual([
      "Correo electrónico: ana@empresa.com.ar",
    ])
    expect(lines.filter((line) => line.startsWith("Referencia:"))).toEqual(["Referencia: VG-2026-7K4Q-93"])
    expect(lines.some((line) => /^Bcc:/i.test(line))).toBe(false)
    expect(text).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/)
    // The name's lines under its label, its control characters shown as escapes.
    expect(text).toContain(
      `Nombre y apellido:\n${QUOTE_PREFIX}Eve\\u001b[2J\\u001b]0;PWNED\\u0007\\u202eevil\\u0000X\n${QUOTE_PREFIX}Bcc: x@evil.example\n`,
    )
    expect(text).toContain(
      [
        "Mensaje:",
        `${QUOTE_PREFIX}Necesito diez detectores.`,
        `${QUOTE_PREFIX}Correo electrónico: x@evil.example`,
        `${QUOTE_PREFIX}Bcc: x@evil.example`,
        `${QUOTE_PREFIX}Referencia: VG-2026-0000-00`,
        "",
        `${QUOTE_PREFIX}Gracias.`,
      ].join("\n"),
    )
  })

  it("writes a value of one line after its label", () => {
    const text = String(leadMail(claimedLead(), null).text)
    expect(text).toContain("Nombre y apellido: Ana Pérez\n")
    expect(text).toContain("Mensaje: Necesito cotizar diez detectores.\n")
  })
})

describe("a quote list's e-mail", () => {
  it("lists every line with its quantity and note under Equipos, indented, and marks a removed line", () => {
    const lead = claimedLead({
      kind: "lista-cotizacion",
      fields: {
        ...claimedLead().fields,
        message: undefined as unknown as string,
        items: [
          {
            slug: "detectores-multigas",
            name: "Detectores portátiles de 4 gases",
            quantity: 4,
            note: "Bcc: x@evil.example",
            inCatalog: true,
          },
          { slug: "linea-retirada", name: "Línea retirada", quantity: 1, inCatalog: false },
        ],
      },
    })
    const mail = leadMail(lead, null)
    expect(mail.subject).toBe("Lista de cotización VG-2026-7K4Q-93")
    expect(String(mail.text)).toContain(
      [
        "Equipos:",
        `${QUOTE_PREFIX}4 × Detectores portátiles de 4 gases (Bcc: x@evil.example)`,
        `${QUOTE_PREFIX}1 × Línea retirada [ya no figura en el catálogo]`,
        "Nombre y apellido: Ana Pérez",
      ].join("\n"),
    )
  })
})

describe("the e-mail's size cap", () => {
  let smtp: LocalSmtp
  beforeEach(async () => {
    smtp = await startLocalSmtp()
  })
  afterEach(async () => {
    delete process.env.LEADS_MAIL_MAX_BYTES
    await smtp.stop()
  })

  it("is read at run time from LEADS_MAIL_MAX_BYTES, 10 MB by default", () => {
    expect(readConfig({}).mailMaxBytes).toBe(DEFAULT_MAIL_MAX_BYTES)
    expect(DEFAULT_MAIL_MAX_BYTES).toBe(10 * 1024 * 1024)
    expect(readConfig({ LEADS_MAIL_MAX_BYTES: "500000" }).mailMaxBytes).toBe(500_000)
    expect(readConfig({ LEADS_MAIL_MAX_BYTES: "diez" }).mailMaxBytes).toBe(DEFAULT_MAIL_MAX_BYTES)
  })

  it("counts the e-mail as it goes over SMTP, base64 and all", async () => {
    const lead = claimedLead(withAttachment(300_000))
    const counted = await encodedSize(leadMail(lead, null))
    // Base64 makes 300 000 bytes 400 000, plus a line break every 76 characters.
    expect(counted).toBeGreaterThan(405_000)
    await sendLeadMail(smtp.url, null, lead, counted)
    expect(smtp.received).toHaveLength(1)
    expect(Math.abs(smtp.received[0].length - counted)).toBeLessThan(100)
  })

  it("sends the attachment when the e-mail fits", async () => {
    const result = await sendLeadMail(smtp.url, null, claimedLead(withAttachment(300_000)))
    expect(result).toEqual({ attachmentHeld: false })
    const mail = await simpleParser(smtp.received[0])
    expect(mail.attachments).toHaveLength(1)
    expect(mail.attachments[0].content.length).toBe(300_000)
    expect(mail.text).toContain("Archivo adjunto: pliego.pdf")
  })

  it("sends a larger one without its attachment, saying how staff fetch it from the store", async () => {
    process.env.LEADS_MAIL_MAX_BYTES = "400000"
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined)
    const lead = claimedLead(withAttachment(300_000))
    const result = await sendLeadMail(smtp.url, null, lead)
    expect(result).toEqual({ attachmentHeld: true })
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("VG-2026-7K4Q-93 e-mailed without its attachment"))
    warn.mockRestore()
    expect(smtp.received).toHaveLength(1)
    expect(smtp.received[0].length).toBeLessThan(400_000 / 10)
    const mail = await simpleParser(smtp.received[0])
    expect(mail.attachments).toHaveLength(0)
    expect(mail.text).toContain("Archivo adjunto: pliego.pdf\nEl archivo no va en este correo: con él pesaría")
    expect(mail.text).toContain("acepta hasta 391 KB")
    expect(mail.text).toContain("«npm run leads -- --attachment VG-2026-7K4Q-93»")
  })
})

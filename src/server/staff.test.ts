import { legal } from "../../test/content-lists"
import leads from "../../content/leads.json"
import { parseCsv } from "../../e2e/support/lead-store"
import { CSV_COLUMNS, leadCsv, leadTable, listedLeads, retentionCutoff } from "./staff"
import type { LeadRow } from "./store/types"

const row: LeadRow = {
  id: 7,
  reference: "VG-2026-7K4Q-53",
  kind: "cotizacion",
  createdAt: new Date("2026-11-23T13:05:00Z"),
  fields: {
    name: '=HYPERLINK("http://x")',
    company: 'Acme "Sur"',
    email: "ana@empresa.com.ar",
    productName: "Detector multigas",
    quantity: 3,
    message: "Línea 1\nLínea 2, con coma",
  },
  pageUrl: "/productos/deteccion-de-gases",
  consentAt: new Date("2026-11-23T13:05:00Z"),
  policyVersion: "2026-11-23",
  status: "pending",
  mailedAt: null,
  webhookedAt: null,
  attempts: 1,
  lastError: "connect ECONNREFUSED",
  nextAttemptAt: new Date("2026-11-23T13:10:00Z"),
  claimedUntil: null,
  failedAt: null,
  alertedAt: null,
  storedBytes: 240,
  attachmentName: null,
}

describe("staff listings", () => {
  it("lists reference, date (Buenos Aires), kind, name, company, status, attempts and the next attempt", () => {
    const table = leadTable([row]).split("\n")
    expect(table[0].split(/\s{2,}/)).toEqual([
      "reference",
      "date",
      "kind",
      "name",
      "company",
      "status",
      "attempts",
      "next attempt",
      "items",
    ])
    expect(table[1].split(/\s{2,}/)).toEqual([
      "VG-2026-7K4Q-53",
      "2026-11-23 10:05",
      "cotizacion",
      row.fields.name,
      'Acme "Sur"',
      "pending",
      "1",
      "2026-11-23 10:10",
    ])
    expect(table[2]).toBe("1 lead(s)")
  })

  it("shows failed leads with the rest and keeps suspected spam for --spam", () => {
    const failed: LeadRow = { ...row, id: 8, reference: "VG-2026-H2M9-10", status: "failed", nextAttemptAt: null }
    const spam: LeadRow = { ...row, id: 9, reference: "VG-2026-0ZX3-47", status: "spam", attempts: 0 }
    expect(listedLeads([row, failed, spam], false).map((lead) => lead.reference)).toEqual([
      row.reference,
      failed.reference,
    ])
    expect(listedLeads([row, failed, spam], true).map((lead) => lead.reference)).toEqual([spam.reference])
    expect(
      leadTable([failed])
        .split("\n")[1]
        .split(/\s{2,}/)
        .slice(5),
    ).toEqual(["failed", "1"])
  })

  it("exports CSV that a spreadsheet reads back whole, with formulas defused", () => {
    const [header, cells] = parseCsv(leadCsv([row]))
    expect(header).toEqual([...CSV_COLUMNS])
    const record = Object.fromEntries(header.map((column, index) => [column, cells[index]]))
    expect(record).toMatchObject({
      reference: "VG-2026-7K4Q-53",
      kind: "Pedido de cotización",
      name: `'=HYPERLINK("http://x")`,
      company: 'Acme "Sur"',
      status: "pending",
      last_error: "connect ECONNREFUSED",
      next_attempt_at: "2026-11-23 10:10",
      failed_at: "",
    })
    expect(record.details).toContain("Producto: Detector multigas\nCantidad: 3")
    expect(record.details).toContain("Mensaje: Línea 1\nLínea 2, con coma")
  })
})

describe("staff listings of a quote list", () => {
  const quote: LeadRow = {
    ...row,
    kind: "lista-cotizacion",
    fields: {
      name: "Ana Pérez",
      company: "Petrolera del Sur",
      items: [
        {
          slug: "detectores-multigas",
          name: "Detectores portátiles de 4 gases",
          quantity: 4,
          note: "con cuna",
          inCatalog: true,
        },
        { slug: "linea-retirada", name: "=Línea retirada", quantity: 1, inCatalog: false },
      ],
    },
  }
  const itemsText = "4 × Detectores portátiles de 4 gases (con cuna); 1 × =Línea retirada [ya no figura en el catálogo]"

  it("prints the lines with their quantities in the table's items column, one lead one line", () => {
    const table = leadTable([quote, row]).split("\n")
    expect(table).toHaveLength(4)
    expect(table[1].split(/\s{2,}/).at(-1)).toBe(itemsText)
    expect(table[2].split(/\s{2,}/)).toHaveLength(8)
  })

  it("exports the lines in the CSV's items column, not again in details", () => {
    const [header, cells] = parseCsv(leadCsv([quote]))
    const record = Object.fromEntries(header.map((column, index) => [column, cells[index]]))
    expect(record.kind).toBe("Lista de cotización")
    expect(record.items).toBe(itemsText)
    expect(record.details).toBe("Nombre y apellido: Ana Pérez\nEmpresa: Petrolera del Sur")
  })
})

describe("staff listings of hostile text", () => {
  // The name: clears the screen, sets the terminal's title, rings, reverses, NUL, forges a row.
  const hostile = "Eve\u001b[2J\u001b]0;PWNED\u0007\u202eevil\u0000X\r\nBcc: x@evil.example"
  const stored: LeadRow = {
    ...row,
    fields: { ...row.fields, name: hostile, company: "Acme\u009b31m\u2066", message: "Hola\r\nequipo\tde\rventas" },
    lastError: "550 rejected\r\nforged",
  }
  const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/

  it("prints no control character in the table, and one lead stays one line", () => {
    const table = leadTable([stored, row])
    const lines = table.split("\n")
    expect(lines).toHaveLength(4)
    for (const line of lines) expect(line).not.toMatch(CONTROLS)
    expect(lines[1]).toContain(
      "Eve\\u001b[2J\\u001b]0;PWNED\\u0007\\u202eevil\\u0000X\\u000d\\u000aBcc: x@evil.example",
    )
    expect(lines[1]).toContain("Acme\\u009b31m\\u2066")
    expect(lines[2]).toMatch(/^VG-2026-7K4Q-53 /)
  })

  it("writes no control character in the CSV but the rows' CRLF and the LF of multi-line cells", () => {
    const csv = leadCsv([stored])
    expect(csv.replace(/\r\n/g, "").replace(/\n/g, "")).not.toMatch(CONTROLS)
    const [header, cells] = parseCsv(csv)
    const record = Object.fromEntries(header.map((column, index) => [column, cells[index]]))
    expect(record.name).toBe("Eve\\u001b[2J\\u001b]0;PWNED\\u0007\\u202eevil\\u0000X\nBcc: x@evil.example")
    expect(record.last_error).toBe("550 rejected\nforged")
    expect(record.details).toContain("Mensaje: Hola\nequipo\\u0009de\nventas")
  })
})

describe("retention", () => {
  it("is the one the privacy policy states", () => {
    const policy = legal.find((document) => document.slug === "politica-de-privacidad")!
    const text = policy.sections.flatMap((section) => section.paragraphs).join(" ")
    expect(text).toContain(`durante ${leads.retentionMonths} meses desde que las recibimos`)
  })

  it("cuts at that many calendar months before now", () => {
    expect(retentionCutoff(new Date("2026-11-23T12:00:00Z"), 24).toISOString()).toBe("2024-11-23T12:00:00.000Z")
  })
})

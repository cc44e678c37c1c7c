import type { NewLead } from "../src/server/store/types"

let counter = 0

/** A contact lead as the store takes it, each with its own idempotency key; a visitor's hostile name and message. */
export function newLead(overrides: Partial<NewLead> = {}): NewLead {
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

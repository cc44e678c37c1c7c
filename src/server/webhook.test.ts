import { webhookPayload } from "./webhook"
import type { ClaimedLead } from "./store/types"

describe("the webhook's JSON", () => {
  it("carries a quote list's lines as structured items", () => {
    const at = new Date("2026-11-23T13:45:00Z")
    const items = [
      {
        slug: "detectores-multigas",
        name: "Detectores portátiles de 4 gases",
        quantity: 4,
        note: "con cuna",
        inCatalog: true,
      },
      { slug: "linea-retirada", name: "Línea retirada", quantity: 1, inCatalog: false },
    ]
    const lead = {
      id: 1,
      reference: "VG-2026-7K4Q-93",
      kind: "lista-cotizacion",
      createdAt: at,
      fields: { name: "Ana Pérez", email: "ana@empresa.com.ar", items },
      pageUrl: "/productos/deteccion-de-gases",
      consentAt: at,
      policyVersion: "2026-11-23",
      attachment: null,
    } as unknown as ClaimedLead
    const payload = JSON.parse(JSON.stringify(webhookPayload(lead)))
    expect(payload).toMatchObject({ reference: "VG-2026-7K4Q-93", kind: "lista-cotizacion", attachment: null })
    expect(payload.fields.items).toEqual(items)
  })
})

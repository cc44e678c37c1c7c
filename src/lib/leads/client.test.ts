import http from "http"
import type { AddressInfo } from "net"
import { newIdempotencyKey, sendLead } from "./client"

interface Received {
  contentType: string
  body: string
}

/** A real HTTP server on loopback that answers each request with the next planned answer. */
function startServer(answers: Array<{ status: number; body: string; type?: string }>) {
  const received: Received[] = []
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on("data", (chunk: Buffer) => chunks.push(chunk))
    request.on("end", () => {
      received.push({ contentType: request.headers["content-type"] ?? "", body: Buffer.concat(chunks).toString() })
      const answer = answers.shift() ?? { status: 500, body: "" }
      response.writeHead(answer.status, { "Content-Type": answer.type ?? "application/json" }).end(answer.body)
    })
  })
  return new Promise<{ url: string; received: Received[]; close: () => Promise<void> }>((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/leads`,
        received,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    ),
  )
}

const values = {
  name: "Ana",
  email: "ana@empresa.com.ar",
  phone: "1140000000",
  interests: ["compra", "alquiler"],
  privacy: true,
}
const options = (endpoint: string) => ({
  endpoint,
  idempotencyKey: "0b7f3c3e-8d1a-4c52-9a53-2b1c8f0e4d11",
  elapsedMs: 4200.4,
  pageUrl: "/contacto",
})

describe("sendLead", () => {
  it("posts JSON with the envelope and returns the reference", async () => {
    const server = await startServer([{ status: 201, body: '{"reference":"VG-2026-7K4Q-53"}' }])
    await expect(sendLead("chat", values, options(server.url))).resolves.toEqual({
      status: "sent",
      reference: "VG-2026-7K4Q-53",
    })
    await server.close()
    expect(server.received[0].contentType).toBe("application/json")
    expect(JSON.parse(server.received[0].body)).toEqual({
      ...values,
      kind: "chat",
      idempotencyKey: "0b7f3c3e-8d1a-4c52-9a53-2b1c8f0e4d11",
      website: "",
      elapsedMs: 4200,
      pageUrl: "/contacto",
    })
  })

  it("sends multipart with repeated lists and the file when there is an attachment", async () => {
    const server = await startServer([{ status: 200, body: '{"reference":"VG-2026-9TQE-43"}' }])
    const attachment = new File(["%PDF-1.4"], "pliego.pdf", { type: "application/pdf" })
    const result = await sendLead("contacto", values, { ...options(server.url), attachment })
    await server.close()
    expect(result).toEqual({ status: "sent", reference: "VG-2026-9TQE-43" })
    const { contentType, body } = server.received[0]
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/)
    expect(body.match(/name="interests"/g)).toHaveLength(2)
    expect(body).toContain('name="attachment"; filename="pliego.pdf"')
    expect(body).toContain("%PDF-1.4")
    expect(body).toMatch(/name="privacy"\r\n\r\ntrue\r\n/)
  })

  it("returns the field errors of a 422", async () => {
    const server = await startServer([{ status: 422, body: '{"errors":{"email":"Revisá el correo."}}' }])
    await expect(sendLead("chat", values, options(server.url))).resolves.toEqual({
      status: "invalid",
      errors: { email: "Revisá el correo." },
    })
    await server.close()
  })

  it.each([
    [404, "<html>No encontrada</html>", "text/html", "unavailable"],
    [405, "", "text/plain", "unavailable"],
    [200, "<html>Inicio</html>", "text/html", "unavailable"],
    [429, '{"message":"Esperá un rato."}', "application/json", "rate-limited"],
    [500, '{"message":"Error."}', "application/json", "server"],
    [503, "Service Unavailable", "text/plain", "unavailable"],
    [413, '{"message":"Grande."}', "application/json", "server"],
  ])("reads a %i answer as a failure", async (status, body, type, reason) => {
    const server = await startServer([{ status, body, type }])
    await expect(sendLead("chat", values, options(server.url))).resolves.toEqual({ status: "failed", reason })
    await server.close()
  })

  it("reports offline when nothing answers", async () => {
    const server = await startServer([])
    await server.close()
    await expect(sendLead("chat", values, options(server.url))).resolves.toEqual({
      status: "failed",
      reason: "offline",
    })
  })
})

describe("newIdempotencyKey", () => {
  it("makes distinct v4 UUIDs", () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey))
    expect(keys.size).toBe(50)
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  })
})

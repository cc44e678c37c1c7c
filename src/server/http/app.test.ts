import { randomUUID } from "crypto"
import contactForm from "../../../content/contact-form.json"
import leads from "../../../content/leads.json"
import { makeZip } from "../../../test/zip"
import type { TestSite } from "../../../test/site-server"
import { rawExchange as exchange, startTestSite } from "../../../test/site-server"

jest.setTimeout(60_000)

let site: TestSite
let url: string
let port: number

beforeAll(async () => {
  site = await startTestSite()
  url = site.url
  port = site.port
})

afterAll(() => site.stop())

const rawExchange = (head: string, options: Parameters<typeof exchange>[2] = {}) => exchange(port, head, options)

async function probe() {
  const response = await fetch(`${url}/`, { signal: AbortSignal.timeout(1000) })
  return response.status
}

describe("POST /api/leads, decided before the body is read", () => {
  const origin = () => ({ Origin: url })

  it("answers other methods 405 with Allow, in Spanish", async () => {
    const response = await fetch(`${url}/api/leads`)
    expect(response.status).toBe(405)
    expect(response.headers.get("allow")).toBe("POST")
    expect(await response.json()).toEqual({ message: leads.answers.methodNotAllowed })
  })

  it("refuses a foreign or missing Origin, and other content types", async () => {
    const foreign = await fetch(`${url}/api/leads`, {
      method: "POST",
      headers: { Origin: "https://evil.example", "Content-Type": "application/json" },
      body: "{}",
    })
    expect(foreign.status).toBe(403)
    const text = await fetch(`${url}/api/leads`, { method: "POST", headers: origin(), body: "hola" })
    expect(text.status).toBe(415)
  })

  it("answers a declared 200 MB body 413 at once, without waiting for it, and closes the connection", async () => {
    const { answer, closedByServer } = await rawExchange(
      `POST /api/leads HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: ${url}\r\n` +
        `Content-Type: multipart/form-data; boundary=x\r\nContent-Length: ${200 * 1024 * 1024}\r\n\r\n`,
      { body: "--x\r\n" },
    )
    expect(answer).toMatch(/^HTTP\/1\.1 413 /)
    expect(answer).toContain(leads.answers.tooLarge)
    expect(closedByServer).toBe(true)
  })

  it("answers a body without a declared length 411", async () => {
    const { answer } = await rawExchange(
      `POST /api/leads HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: ${url}\r\n` +
        `Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`,
      { body: "2\r\n{}\r\n0\r\n\r\n" },
    )
    expect(answer).toMatch(/^HTTP\/1\.1 411 /)
  })

  it("survives a JSON body cut off mid-way, and answers the next request", async () => {
    await rawExchange(
      `POST /api/leads HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: ${url}\r\n` +
        `Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n`,
      { body: '{"kind":', closeAfterSending: true },
    )
    await expect(probe()).resolves.toBe(200)
  })

  it("survives a multipart body cut off mid-file", async () => {
    await rawExchange(
      `POST /api/leads HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: ${url}\r\n` +
        `Content-Type: multipart/form-data; boundary=x\r\nContent-Length: 5000\r\n\r\n`,
      {
        body: '--x\r\nContent-Disposition: form-data; name="attachment"; filename="a.pdf"\r\n\r\n%PDF-1.7 ',
        closeAfterSending: true,
      },
    )
    await expect(probe()).resolves.toBe(200)
  })

  it("refuses bracket indexes in multipart field names 400, before converting anything", async () => {
    const form = new FormData()
    form.append("kind", "contacto")
    form.append("elapsedMs[4294967294]", "1")
    const response = await fetch(`${url}/api/leads`, { method: "POST", headers: origin(), body: form })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message: leads.answers.badRequest })
    await expect(probe()).resolves.toBe(200)
  })

  it("refuses a sparse JSON list 400", async () => {
    const response = await fetch(`${url}/api/leads`, {
      method: "POST",
      headers: { ...origin(), "Content-Type": "application/json" },
      body: JSON.stringify({ kind: "contacto", idempotencyKey: randomUUID(), interests: { length: 4294967295 } }),
    })
    expect(response.status).toBe(400)
  })

  it("answers malformed JSON 400 in Spanish", async () => {
    const response = await fetch(`${url}/api/leads`, {
      method: "POST",
      headers: { ...origin(), "Content-Type": "application/json" },
      body: '{"kind": ',
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message: leads.answers.badRequest })
  })

  it("names a refused file as the visitor named it, whatever it turned out to be", async () => {
    const form = new FormData()
    const fields: Record<string, string> = {
      kind: "contacto",
      idempotencyKey: randomUUID(),
      elapsedMs: "8000",
      privacy: "true",
      name: "Ana Pérez",
      email: "ana@example.com",
      phone: "+54 11 4000-0000",
      province: "Córdoba",
      message: "Adjunto el pliego de la licitación.",
    }
    for (const [name, value] of Object.entries(fields)) form.append(name, value)
    const disguised = makeZip({ "word/document.xml": "<w:document/>", "word/media/evil.exe.": "MZ" })
    form.append("attachment", new Blob([disguised]), "Cotización final.docx")
    const response = await fetch(`${url}/api/leads`, { method: "POST", headers: origin(), body: form })
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({
      errors: { attachment: contactForm.errors.attachmentUnsafe.replace("{name}", "Cotización final.docx") },
    })
  })
})

/** @jest-environment node */
import { randomUUID } from "crypto"
import fs from "fs"
import net from "net"
import os from "os"
import path from "path"
import type { AddressInfo } from "net"
import type { FastifyInstance } from "fastify"
import leads from "../../../content/leads.json"
import { readConfig } from "../config"
import { sharedStore } from "../store"
import { buildSiteServer } from "./app"

jest.setTimeout(60_000)

let app: FastifyInstance
let url: string
let port: number
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vigia-server-store-"))
const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "vigia-server-public-"))

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true })
  fs.writeFileSync(path.join(publicDir, file), text)
}

beforeAll(async () => {
  write("index.html", "<!doctype html><title>Inicio</title><p>Inicio</p>")
  write("productos/index.html", "<!doctype html><title>Productos</title><p>Productos</p>")
  write("404.html", "<!doctype html><title>No encontrada</title><p>Página no encontrada</p>")
  write("app-0123456789abcdef0123.js", "console.log('app')")
  write("_headers", "/*\n  X-Frame-Options: DENY\n  Content-Security-Policy: default-src 'self'\n")
  process.env.LEADS_DATA_DIR = dataDir
  delete process.env.SMTP_URL
  delete process.env.DATABASE_URL
  app = await buildSiteServer({ publicDir, logLevel: "silent" })
  await app.listen({ host: "127.0.0.1", port: 0 })
  port = (app.server.address() as AddressInfo).port
  url = `http://127.0.0.1:${port}`
})

afterAll(async () => {
  await app.close()
  await (await sharedStore(readConfig())).close()
  fs.rmSync(dataDir, { recursive: true, force: true })
  fs.rmSync(publicDir, { recursive: true, force: true })
})

/** Sends raw bytes on a new connection and collects what comes back until the server closes it (or `waitMs`). */
function rawExchange(
  head: string,
  options: { body?: string; closeAfterSending?: boolean; waitMs?: number } = {},
): Promise<{ answer: string; closedByServer: boolean }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1")
    let answer = ""
    let closedByServer = false
    const limit = setTimeout(() => socket.destroy(), options.waitMs ?? 3000)
    const finish = () => {
      clearTimeout(limit)
      resolve({ answer, closedByServer })
    }
    socket.on("data", (chunk) => (answer += chunk.toString("utf8")))
    socket.on("end", () => (closedByServer = true))
    socket.on("close", finish)
    socket.on("error", () => undefined)
    socket.write(head + (options.body ?? ""))
    if (options.closeAfterSending) socket.destroy()
  })
}

async function probe() {
  const response = await fetch(`${url}/`, { signal: AbortSignal.timeout(1000) })
  return response.status
}

describe("the site", () => {
  it("serves a page by its route, with the build's headers and revalidation", async () => {
    const response = await fetch(`${url}/productos`)
    expect(response.status).toBe(200)
    expect(await response.text()).toContain("<p>Productos</p>")
    expect(response.headers.get("x-frame-options")).toBe("DENY")
    expect(response.headers.get("content-security-policy")).toBe("default-src 'self'")
    expect(response.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate")
  })

  it("redirects a trailing slash to the route, keeping the query", async () => {
    const response = await fetch(`${url}/productos/?interes=compra`, { redirect: "manual" })
    expect(response.status).toBe(301)
    expect(response.headers.get("location")).toBe("/productos?interes=compra")
  })

  it("answers an unknown path with the 404 page and status", async () => {
    const response = await fetch(`${url}/no-existe`)
    expect(response.status).toBe(404)
    expect(await response.text()).toContain("Página no encontrada")
    expect((await fetch(`${url}/_headers`)).status).toBe(404)
    expect((await fetch(`${url}/..%2f..%2fetc%2fpasswd`)).status).toBe(404)
  })

  it("caches hashed files for a year", async () => {
    const response = await fetch(`${url}/app-0123456789abcdef0123.js`)
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable")
  })
})

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
})

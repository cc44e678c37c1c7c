import fs from "fs"
import net from "net"
import os from "os"
import path from "path"
import type { AddressInfo } from "net"
import type { FastifyInstance } from "fastify"
import { readConfig } from "../src/server/config"
import { buildSiteServer } from "../src/server/http/app"
import type { ServerLimits } from "../src/server/http/limits"
import { sharedStore } from "../src/server/store"

/** A small build: two pages, the 404 page, a hashed script and the build's _headers. */
const FILES: Record<string, string> = {
  "index.html": "<!doctype html><title>Inicio</title><p>Inicio</p>",
  "productos/index.html": "<!doctype html><title>Productos</title><p>Productos</p>",
  "404.html": "<!doctype html><title>No encontrada</title><p>Página no encontrada</p>",
  "app-0123456789abcdef0123.js": "console.log('app')",
  "static/logo-0123.svg": "<svg xmlns='http://www.w3.org/2000/svg'/>",
  _headers:
    "/*\n  X-Frame-Options: DENY\n  Content-Security-Policy: frame-ancestors 'none'\n" +
    "  X-Content-Type-Options: nosniff\n  Referrer-Policy: strict-origin-when-cross-origin\n",
}

export interface TestSite {
  app: FastifyInstance
  url: string
  port: number
  stop(): Promise<void>
}

/**
 * The production server (src/server/http/) on a loopback port, over a small build in a temporary folder and a
 * SQLite store of its own (`env` is set while it runs: LEADS_*); `limits` shortens its deadlines.
 */
export async function startTestSite(options: { limits?: ServerLimits; env?: Record<string, string> } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vigia-server-store-"))
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "vigia-server-public-"))
  for (const [file, text] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true })
    fs.writeFileSync(path.join(publicDir, file), text)
  }
  const saved = { ...process.env }
  Object.assign(process.env, { LEADS_DATA_DIR: dataDir, ...options.env })
  delete process.env.SMTP_URL
  delete process.env.DATABASE_URL
  const app = await buildSiteServer({ publicDir, logLevel: "silent", limits: options.limits })
  await app.listen({ host: "127.0.0.1", port: 0 })
  const port = (app.server.address() as AddressInfo).port
  return {
    app,
    port,
    url: `http://127.0.0.1:${port}`,
    async stop() {
      await app.close()
      await (await sharedStore(readConfig())).close()
      process.env = saved
      fs.rmSync(dataDir, { recursive: true, force: true })
      fs.rmSync(publicDir, { recursive: true, force: true })
    },
  } satisfies TestSite
}

/**
 * A build (the site's `public/` by default) served as a static host without functions serves it, by the
 * production server itself without its lead endpoint (`leads: false`): `_headers` applied, compressed, a POST
 * answered with the not-found page. On a free loopback port; the caller closes it.
 */
export async function serveBuild(publicDir = path.join(__dirname, "..", "public")) {
  const app = await buildSiteServer({ publicDir, logLevel: "silent", leads: false })
  await app.listen({ host: "127.0.0.1", port: 0 })
  const port = (app.server.address() as AddressInfo).port
  return { url: `http://127.0.0.1:${port}`, close: () => app.close() }
}

export interface RawExchange {
  answer: string
  closedByServer: boolean
  /** From the connection to the server's close (or `waitMs`). */
  ms: number
}

/**
 * Sends raw bytes on a new connection (from `localAddress`, another loopback address if asked) and collects
 * what comes back until the server closes it (or `waitMs`). `trickle` sends the bytes one every so many ms.
 */
export function rawExchange(
  port: number,
  head: string,
  options: {
    body?: string
    closeAfterSending?: boolean
    waitMs?: number
    localAddress?: string
    trickleMs?: number
  } = {},
): Promise<RawExchange> {
  return new Promise((resolve) => {
    const started = Date.now()
    const socket = net.connect({ port, host: "127.0.0.1", localAddress: options.localAddress })
    let answer = ""
    let closedByServer = false
    let trickle: NodeJS.Timeout | undefined
    const limit = setTimeout(() => socket.destroy(), options.waitMs ?? 3000)
    socket.on("data", (chunk) => (answer += chunk.toString("utf8")))
    socket.on("end", () => (closedByServer = true))
    socket.on("close", () => {
      clearTimeout(limit)
      clearInterval(trickle)
      resolve({ answer, closedByServer, ms: Date.now() - started })
    })
    socket.on("error", () => undefined)
    const bytes = head + (options.body ?? "")
    if (options.trickleMs) {
      let sent = 0
      trickle = setInterval(() => {
        if (sent < bytes.length && !socket.destroyed) socket.write(bytes[sent++])
      }, options.trickleMs)
      return
    }
    socket.write(bytes)
    if (options.closeAfterSending) socket.destroy()
  })
}

/** The JSON body of a raw HTTP answer. */
export function rawBody(answer: string): unknown {
  const body = answer.slice(answer.indexOf("\r\n\r\n") + 4)
  try {
    return JSON.parse(body)
  } catch {
    return body
  }
}

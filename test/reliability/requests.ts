/**
 * Requests as a browser or an attacker sends them to the lead endpoint: leads as the site's forms send
 * them, multipart bodies, raw bytes on a socket, and uploads paced until the server answers.
 */
import { randomUUID } from "crypto"
import net from "net"
import type { Served } from "./servers"

export function chatLead(idempotencyKey = randomUUID()) {
  return {
    kind: "chat",
    idempotencyKey,
    website: "",
    elapsedMs: 6000,
    privacy: true,
    pageUrl: "/",
    name: "Prueba de carga",
    company: "Vigía",
    email: "carga@example.com",
    phone: "+54 11 4000-0000",
    province: "CABA",
    interest: "compra",
  }
}

/** The contact form's fields as the browser sends them (multipart, no attachment). */
export function contactFields(): Array<[string, string]> {
  return [
    ["kind", "contacto"],
    ["idempotencyKey", randomUUID()],
    ["website", ""],
    ["elapsedMs", "8000"],
    ["privacy", "true"],
    ["pageUrl", "/contacto"],
    ["name", "Ana Prueba"],
    ["company", "Metalúrgica del Sur"],
    ["email", "ana@example.com"],
    ["phone", "+54 11 4000-0000"],
    ["province", "Córdoba"],
    ["interests", "compra"],
    ["interests", "alquiler"],
    ["message", "Necesitamos cotizar detectores de gas para la planta."],
  ]
}

export interface FilePart {
  name: string
  filename: string
  type: string
  content: Buffer
}

/** multipart/form-data as a browser writes it (RFC 7578): text fields, then files. */
export function multipartBody(
  fields: ReadonlyArray<readonly [string, string]>,
  files: readonly FilePart[] = [],
  boundary = `----vigiaReliability${randomUUID().replace(/-/g, "")}`,
) {
  const parts: Buffer[] = []
  for (const [name, value] of fields) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`))
  }
  for (const file of files) {
    const head =
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\n` +
      `Content-Type: ${file.type}\r\n\r\n`
    parts.push(Buffer.from(head), file.content, Buffer.from("\r\n"))
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`))
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}`, boundary }
}

export interface Answer {
  status: number
  headers: Headers | null
  body: Record<string, unknown>
  ms: number
}

/** A POST to the lead endpoint, as the site's own page sends it unless `headers` say otherwise. */
export async function post(
  url: string,
  body: string | Buffer,
  contentType: string,
  headers: Record<string, string> = {},
  timeoutMs = 150_000,
): Promise<Answer> {
  const started = Date.now()
  try {
    const response = await fetch(`${url}/api/leads`, {
      method: "POST",
      headers: { "Content-Type": contentType, Origin: url, ...headers },
      body: typeof body === "string" ? body : new Uint8Array(body),
      signal: AbortSignal.timeout(timeoutMs),
    })
    const data = (await response.json().catch(() => ({}))) as Record<string, unknown>
    return { status: response.status, headers: response.headers, body: data, ms: Date.now() - started }
  } catch {
    return { status: 0, headers: null, body: {}, ms: Date.now() - started }
  }
}

export type Sent = { key: string; status: number; reference: string | null }

export async function send(url: string, lead = chatLead(), headers: Record<string, string> = {}): Promise<Sent> {
  const answer = await post(url, JSON.stringify(lead), "application/json", headers)
  const reference = typeof answer.body.reference === "string" ? answer.body.reference : null
  return { key: lead.idempotencyKey, status: answer.status, reference }
}

/** The answer to bytes written on a raw socket: the status line's code, 0 when the socket closed without one. */
export interface RawAnswer {
  status: number
  text: string
  ms: number
}

/**
 * Writes `head` and `body` on a raw TCP connection, then half-closes it (a client gone mid-body: the bytes
 * the head announced never come) and reads whatever the server answers until it closes or `waitMs` passes.
 */
export function rawRequest(
  port: number,
  head: string,
  body: Buffer | string,
  waitMs = 3000,
  /** false: the connection stays open for the answer, as a browser's does (no half-close). */
  halfClose = true,
): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const started = Date.now()
    const chunks: Buffer[] = []
    const socket = net.connect(port, "127.0.0.1")
    const finish = () => {
      clearTimeout(timer)
      socket.destroy()
      const text = Buffer.concat(chunks).toString("latin1")
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0)
      resolve({ status, text, ms: Date.now() - started })
    }
    const timer = setTimeout(finish, waitMs)
    socket.on("data", (chunk: Buffer) => chunks.push(chunk))
    socket.on("error", finish)
    socket.on("close", finish)
    socket.on("connect", () => {
      socket.write(head)
      socket.write(body)
      if (halfClose) socket.end()
    })
  })
}

export function requestHead(
  served: Served,
  headers: Record<string, string | number>,
  method = "POST",
  target = "/api/leads",
) {
  const lines = [`${method} ${target} HTTP/1.1`, `Host: 127.0.0.1:${served.port}`]
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`)
  return `${lines.join("\r\n")}\r\n\r\n`
}

export interface UploadResult {
  status: number
  /** Body bytes written when the answer came (or when the connection ended without one). */
  written: number
  declared: number
  /** From the first byte written to the answer's headers. */
  ms: number
  connectionClose: boolean
  error: string | null
}

/**
 * An upload that announces `declared` bytes and sends them (`body`, or filler) in 64 KB chunks, as fast as
 * the connection takes them, until the server answers: whether the answer came before the body ended is `written < declared`.
 * Like a browser (Chromium reads the answer to an upload the server cut short), a write failing after the
 * server closed its side does not hide an answer already received. A raw socket: Node's HTTP client drops
 * the answer when its own write fails first.
 */
export function pacedUpload(
  served: Served,
  headers: Record<string, string>,
  declared: number,
  options: {
    stopAfter?: number
    timeoutMs?: number
    /** The body's bytes, or a function that makes them when the first is sent (uploads refused before need none). */
    body?: Buffer | (() => Buffer)
    /** Ask `Expect: 100-continue` and send the body only after "100 Continue" (as curl does). */
    expectContinue?: boolean
    /** Another loopback address to send from (127.0.0.2, ...): another visitor for the server. */
    localAddress?: string
  } = {},
): Promise<UploadResult> {
  const limit = Math.min(declared, options.stopAfter ?? declared)
  const filler = Buffer.alloc(64 * 1024, 0x61)
  return new Promise((resolve) => {
    const started = Date.now()
    let written = 0
    let answer = ""
    let writeError: string | null = null
    let settled = false
    const socket = net.connect({ port: served.port, host: "127.0.0.1", localAddress: options.localAddress })
    const status = () => Number(/^HTTP\/1\.[01] (\d{3})/.exec(answer)?.[1] ?? 0)
    const done = (error: string | null) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      socket.destroy()
      const head = answer.split("\r\n\r\n")[0]
      const connectionClose = /^connection:\s*close/im.test(head)
      resolve({ status: status(), written, declared, ms: Date.now() - started, connectionClose, error })
    }
    const timer = setTimeout(() => done("no answer"), options.timeoutMs ?? 30_000)
    socket.on("data", (data: Buffer) => {
      answer += data.toString("latin1")
      if (options.expectContinue && /^HTTP\/1\.1 100 /.test(answer) && answer.includes("\r\n\r\n")) {
        // The interim answer: the body may go now; the final answer follows it.
        answer = answer.slice(answer.indexOf("\r\n\r\n") + 4)
        continued = true
        pump()
      }
      // The status line and headers are all that is needed.
      if (answer.includes("\r\n\r\n")) done(null)
    })
    socket.on("error", (error) => {
      writeError = error.message
      if (!settled) done(writeError)
    })
    socket.on("close", () => done(status() ? null : (writeError ?? "closed without an answer")))
    let continued = false
    const pump = () => {
      while (!settled && written < limit && (continued || !options.expectContinue)) {
        const size = Math.min(filler.length, limit - written)
        if (typeof options.body === "function") options.body = options.body()
        const chunk = options.body ? options.body.subarray(written, written + size) : filler.subarray(0, size)
        written += size
        if (!socket.write(chunk)) {
          socket.once("drain", pump)
          return
        }
      }
    }
    socket.on("connect", () => {
      const expect: Record<string, string> = options.expectContinue ? { Expect: "100-continue" } : {}
      socket.write(requestHead(served, { ...headers, ...expect, "Content-Length": declared }))
      pump()
    })
  })
}

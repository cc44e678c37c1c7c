import http from "http"
import type { AddressInfo } from "net"
import { loopbackFetch } from "./loopback-fetch"

export interface PlannedAnswer {
  status: number
  body: object
  /** The answer waits for this (a test holds the server to see the form while it sends). */
  after?: Promise<void>
}

export interface ReceivedRequest {
  contentType: string
  /** The raw body as text (a multipart body with its file's bytes). */
  body: string
  /** A JSON body, parsed; null for multipart. */
  json: Record<string, unknown> | null
}

/**
 * A real HTTP server on loopback standing in for POST /api/leads in unit tests: it answers as planned and
 * keeps what it received. jsdom has no fetch: the page's relative requests go over real HTTP to this server
 * (test/loopback-fetch.ts). The client's time limit is left out: jsdom's AbortSignal lacks `timeout`, and a
 * test's own limit covers it. Every endpoint a test starts is closed after it (`afterEach`, below).
 */
export async function startLeadEndpoint(answers: PlannedAnswer[]) {
  const received: ReceivedRequest[] = []
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on("data", (chunk: Buffer) => chunks.push(chunk))
    request.on("end", async () => {
      const body = Buffer.concat(chunks).toString()
      const contentType = request.headers["content-type"] ?? ""
      received.push({ contentType, body, json: contentType.startsWith("application/json") ? JSON.parse(body) : null })
      const answer = answers.shift() ?? { status: 500, body: { message: "sin respuesta planeada" } }
      await answer.after
      response.writeHead(answer.status, { "Content-Type": "application/json" }).end(JSON.stringify(answer.body))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  window.fetch = loopbackFetch(origin)
  if (!("timeout" in AbortSignal)) Object.assign(AbortSignal, { timeout: () => new AbortController().signal })
  const close = () => new Promise<void>((done) => (server.listening ? server.close(() => done()) : done()))
  running.add(close)
  return { origin, received, close }
}

export type LeadEndpoint = Awaited<ReturnType<typeof startLeadEndpoint>>

/** The endpoints started by the running test, closed after it whatever its outcome. */
const running = new Set<() => Promise<void>>()

afterEach(async () => {
  const closing = [...running].map((close) => close())
  running.clear()
  await Promise.all(closing)
})

/** One field of a multipart body: its value (text), or its file's name, type and content. */
export function multipartField(body: string, name: string): { value: string; filename?: string; type?: string } | null {
  const match = new RegExp(
    `Content-Disposition: form-data; name="${name}"(?:; filename="([^"]*)")?\\r\\n(?:Content-Type: ([^\\r]*)\\r\\n)?\\r\\n([\\s\\S]*?)\\r\\n--`,
  ).exec(body)
  return match ? { filename: match[1], type: match[2], value: match[3] } : null
}

/** Every value of a repeated multipart field (the interests). */
export function multipartValues(body: string, name: string): string[] {
  const pattern = new RegExp(`Content-Disposition: form-data; name="${name}"\\r\\n\\r\\n([^\\r]*)\\r\\n`, "g")
  return Array.from(body.matchAll(pattern), (match) => match[1])
}

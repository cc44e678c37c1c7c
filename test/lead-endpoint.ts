import http from "http"
import type { AddressInfo } from "net"
import nodeFetch from "node-fetch"

export interface PlannedAnswer {
  status: number
  body: object
}

/**
 * A real HTTP server on loopback standing in for POST /api/leads in unit tests: it answers as planned and
 * keeps what it received (JSON bodies parsed; multipart bodies as text). jsdom has no fetch: the page's
 * relative requests go over real HTTP to this server. The client's time limit is left out: jsdom's
 * AbortSignal lacks `timeout`, and a test's own limit covers it.
 */
export async function startLeadEndpoint(answers: PlannedAnswer[]) {
  const received: Array<{ contentType: string; body: string; json: Record<string, unknown> | null }> = []
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on("data", (chunk: Buffer) => chunks.push(chunk))
    request.on("end", () => {
      const body = Buffer.concat(chunks).toString()
      const contentType = request.headers["content-type"] ?? ""
      received.push({ contentType, body, json: contentType.startsWith("application/json") ? JSON.parse(body) : null })
      const answer = answers.shift() ?? { status: 500, body: { message: "sin respuesta planeada" } }
      response.writeHead(answer.status, { "Content-Type": "application/json" }).end(JSON.stringify(answer.body))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  window.fetch = ((input: string, { signal: _signal, ...init }: RequestInit) =>
    nodeFetch(new URL(input, origin).href, init as never)) as unknown as typeof fetch
  if (!("timeout" in AbortSignal)) Object.assign(AbortSignal, { timeout: () => new AbortController().signal })
  return { received, close: () => new Promise<void>((done) => server.close(() => done())) }
}

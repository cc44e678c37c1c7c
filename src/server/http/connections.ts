/**
 * The production server's connections, below Fastify: the HTTP server with its two deadlines (the head within
 * SERVER_HEADERS_TIMEOUT_MS of a request's first byte, the whole request within SERVER_REQUEST_TIMEOUT_MS),
 * `Expect: 100-continue` left to the route (it answers 100 only once it has admitted the request), a cap on
 * the connections one address holds, and the answers Node would otherwise write in English (a malformed
 * request, a missed deadline, an oversized head) written in the site's Spanish JSON.
 */
import http from "http"
import type { Socket } from "net"
import proxyAddr from "proxy-addr"
import type { FastifyServerFactoryHandler } from "fastify"
import { readConfig } from "../config"
import { quotaSubject } from "../guards"
import { errorAnswer, originFormPath } from "./answers"
import type { ServerLimits } from "./limits"

const REASONS: Record<number, string> = {
  400: "Bad Request",
  408: "Request Timeout",
  431: "Request Header Fields Too Large",
  503: "Service Unavailable",
}

/**
 * A whole HTTP/1.1 answer as bytes, for a socket no request object owns: the site's Spanish JSON under /api/,
 * its page elsewhere or when the request line could not be read (answers.ts), then close.
 */
export function rawAnswer(
  status: number,
  urlPath: string | null,
  headers: Record<string, string>,
  notFoundPage: string | null,
): string {
  const answer = errorAnswer(status, urlPath, notFoundPage)
  const lines = [
    `HTTP/1.1 ${status} ${REASONS[status] ?? "Error"}`,
    `Content-Type: ${answer.contentType}`,
    `Content-Length: ${Buffer.byteLength(answer.body)}`,
    ...Object.entries({ ...headers, ...answer.headers, Connection: "close" }).map(
      ([field, value]) => `${field}: ${value}`,
    ),
  ]
  return `${lines.join("\r\n")}\r\n\r\n${answer.body}`
}

/** The path of the request line Node could not finish reading, when its first line arrived whole. */
function pathOfRawRequest(rawPacket: unknown): string | null {
  if (!Buffer.isBuffer(rawPacket)) return null
  const line = rawPacket.toString("latin1", 0, Math.min(rawPacket.length, 8192)).split("\r\n")[0]
  return originFormPath(/^[A-Z]+ (\S+) HTTP\/\d\.\d$/.exec(line)?.[1])
}

/** Seconds a visitor refused for holding too many connections is asked to wait. */
const CONNECTIONS_RETRY_AFTER_S = 5

/**
 * One address may hold `limit` connections; the next is answered 503 with Retry-After as it opens, before a
 * byte of it is read, and closed. Proxies the server trusts to name the visitor (LEADS_CLIENT_IP_HEADER with
 * LEADS_TRUSTED_PROXIES) carry every visitor's connections and are not capped.
 */
function capConnectionsPerAddress(
  server: http.Server,
  limit: number,
  securityHeaders: Record<string, string>,
  notFoundPage: string | null,
) {
  const config = readConfig()
  const trusted = config.clientIpHeader ? proxyAddr.compile(config.trustedProxies) : () => false
  const open = new Map<string, number>()
  // Refused before a byte is read: the path is not known, so the page (a browser behind a crowded address).
  const refused = rawAnswer(
    503,
    null,
    { ...securityHeaders, "Retry-After": String(CONNECTIONS_RETRY_AFTER_S) },
    notFoundPage,
  )
  // Before Node's own listener: a refused connection never reaches the HTTP parser.
  server.prependListener("connection", (socket: Socket) => {
    const address = socket.remoteAddress ?? ""
    if (trusted(address, 0)) return
    const subject = quotaSubject(address)
    const count = (open.get(subject) ?? 0) + 1
    if (count > limit) {
      socket.write(refused)
      socket.destroy()
      return
    }
    open.set(subject, count)
    socket.once("close", () => {
      const left = (open.get(subject) ?? 1) - 1
      if (left > 0) open.set(subject, left)
      else open.delete(subject)
    })
  })
}

/** How long a connection answered for a client error stays open to read what is still arriving. */
const CLOSE_AFTER_ANSWER_MS = 1000

/**
 * Node's client errors (a malformed request, a missed deadline, a head too large) answered as the site
 * answers, unless an answer is already on its way on that socket. The connection is ended rather than
 * destroyed and closed a moment later: bytes still arriving (the rest of an oversized head) are read and
 * dropped, so the client gets the answer instead of a reset.
 */
export function clientErrorHandler(securityHeaders: Record<string, string>, notFoundPage: string | null) {
  const answered = new WeakSet<Socket>()
  return (error: NodeJS.ErrnoException, socket: Socket) => {
    if (error.code === "ECONNRESET" || socket.destroyed) return socket.destroy()
    // Node reports each later chunk of a broken request again: one answer per connection.
    if (answered.has(socket)) return
    answered.add(socket)
    const inProgress = (socket as Socket & { _httpMessage?: http.ServerResponse | null })._httpMessage
    if (!socket.writable || inProgress?.headersSent) return socket.destroy()
    const status = error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : error.code === "HPE_HEADER_OVERFLOW" ? 431 : 400
    const urlPath = pathOfRawRequest((error as NodeJS.ErrnoException & { rawPacket?: unknown }).rawPacket)
    socket.end(rawAnswer(status, urlPath, securityHeaders, notFoundPage))
    setTimeout(() => socket.destroy(), CLOSE_AFTER_ANSWER_MS).unref()
  }
}

/**
 * Fastify's server factory: Node's HTTP server with the deadlines checked every `checkIntervalMs` (Node's
 * default checks every 30 s, which let a slow sender hold a connection for up to twice its deadline), and
 * requests that ask `Expect: 100-continue` handed to Fastify like any other, without Node's automatic
 * "100 Continue": the lead route sends it after its checks (leads-route.ts).
 */
export function serverFactory(
  limits: ServerLimits,
  keepAliveTimeoutMs: number,
  securityHeaders: Record<string, string>,
  notFoundPage: string | null,
) {
  return (handler: FastifyServerFactoryHandler) => {
    const server = http.createServer(
      {
        headersTimeout: limits.headersTimeoutMs,
        requestTimeout: limits.requestTimeoutMs,
        connectionsCheckingInterval: limits.checkIntervalMs,
        keepAliveTimeout: keepAliveTimeoutMs,
        // The server answers a request without Host itself, in Spanish (app.ts), not with Node's bare 400.
        requireHostHeader: false,
      },
      handler,
    )
    server.on("checkContinue", handler)
    capConnectionsPerAddress(server, limits.connectionsPerAddress, securityHeaders, notFoundPage)
    return server
  }
}

import path from "path"
import Fastify, { LogController } from "fastify"
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify"
import compress from "@fastify/compress"
import { bodyRefusal, leadsRoute } from "./leads-route"
import { refusal } from "../lead-answers"
import { startAttachmentPool, closeAttachmentPool } from "../attachment/check-pool"
import { errorAnswer, originFormPath, readNotFoundPage } from "./answers"
import { clientErrorHandler, serverFactory } from "./connections"
import type { ServerLimits } from "./limits"
import { readServerLimits } from "./limits"
import { headerRules, headersForPath, securityAndCacheHeaders, siteRoutes } from "./site"

export interface SiteServerOptions {
  publicDir?: string
  /** Pino's level for the server's own lines (requests are not logged). */
  logLevel?: string
  /** The deadlines and caps; from the environment (SERVER_*) by default. */
  limits?: ServerLimits
  /**
   * `false`: the build alone, as a static host without functions serves it (a POST gets the not-found page);
   * the tests' and the benchmark's static server.
   */
  leads?: boolean
}

const KEEP_ALIVE_TIMEOUT_MS = 5_000
/** Seconds a request answered 503 by a stopping server is asked to wait (the next one is starting). */
const STOP_RETRY_AFTER_S = 5

declare module "fastify" {
  interface FastifyInstance {
    /**
     * Answers every request still being read or handled 503 with Retry-After, in Spanish, and closes its
     * connection: what a stopping server does at its deadline instead of leaving them unanswered.
     */
    answerInFlight(): void
  }
}

/**
 * The production server: the build's pages and files and POST /api/leads, in one long-running process that
 * loads the lead endpoint once. Node's server holds the deadlines and the connection cap (connections.ts);
 * every error, Fastify's and Node's own, becomes the site's Spanish answer with the site's headers.
 */
export async function buildSiteServer(options: SiteServerOptions = {}): Promise<FastifyInstance> {
  const publicDir = path.resolve(options.publicDir ?? "public")
  const limits = options.limits ?? readServerLimits()
  const rules = headerRules(publicDir)
  const siteHeaders = headersForPath(rules, "/")
  const notFoundPage = readNotFoundPage(publicDir)
  const sendError = (reply: FastifyReply, status: number, url: string | undefined) => {
    const answer = errorAnswer(status, originFormPath(url), notFoundPage)
    // The site's headers here too: a path Fastify cannot route skips the hooks that add them.
    return reply
      .code(answer.status)
      .headers({ ...siteHeaders, ...answer.headers })
      .type(answer.contentType)
      .send(answer.body)
  }
  const app = Fastify({
    logger: { level: options.logLevel ?? "warn" },
    logController: new LogController({ disableRequestLogging: true }),
    serverFactory: serverFactory(limits, KEEP_ALIVE_TIMEOUT_MS, siteHeaders, notFoundPage),
    clientErrorHandler: clientErrorHandler(siteHeaders, notFoundPage),
    // A path Fastify cannot decode (`/%`) is the site's 400, not Fastify's English code echoing it.
    frameworkErrors: (_error, request, reply) => sendError(reply, 400, request.url),
    // An idle connection is closed after twice the request's deadline.
    connectionTimeout: limits.requestTimeoutMs * 2,
    bodyLimit: 1024 * 1024,
    // Refused uploads are not drained: the answer goes out and the connection is closed.
    forceCloseConnections: "idle",
    // Fastify's own 503 while stopping is in English: the hook below answers instead.
    return503OnClosing: false,
  })
  let stopping = false
  app.addHook("preClose", async () => {
    stopping = true
  })
  // The requests being read or handled, to answer if the server must stop before they end.
  const inFlight = new Map<FastifyRequest, FastifyReply>()
  app.addHook("onResponse", async (request) => {
    inFlight.delete(request)
  })
  app.addHook("onRequestAbort", async (request) => {
    inFlight.delete(request)
  })
  app.decorate("answerInFlight", () => {
    for (const [request, reply] of inFlight) {
      inFlight.delete(request)
      const raw = reply.raw
      if (raw.headersSent || raw.writableEnded) continue
      const answer = errorAnswer(503, originFormPath(request.url), notFoundPage)
      raw.writeHead(503, {
        ...siteHeaders,
        ...answer.headers,
        "Content-Type": answer.contentType,
        "Retry-After": String(STOP_RETRY_AFTER_S),
        Connection: "close",
      })
      // The rest of the body is not waited for: the socket closes once the answer is out.
      raw.end(answer.body, () => raw.socket?.destroy())
    }
  })
  app.addHook("onRequest", async (request, reply) => {
    if (stopping)
      return reply.code(503).headers({ Connection: "close", "Retry-After": "5" }).send(refusal(503, "busy").body)
    inFlight.set(request, reply)
    // HTTP/1.1 requires a Host (Node's own check answers a bare 400; the server checks it here instead).
    if (request.raw.httpVersion === "1.1" && !request.headers.host) return sendError(reply, 400, request.url)
  })
  securityAndCacheHeaders(app, rules)
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const answer = request.url.startsWith("/api/") ? bodyRefusal(error) : null
    if (answer) return reply.code(answer.status).headers(answer.headers).send(answer.body)
    const status = typeof error.statusCode === "number" && error.statusCode >= 400 ? error.statusCode : 500
    if (status >= 500) request.log.error({ err: error }, "request failed")
    // A path out of the site's folder (`/../x`) is an address that leads nowhere: the not-found page.
    return sendError(reply, status === 403 ? 404 : status, request.url)
  })
  await app.register(compress, { global: true, threshold: 1024, encodings: ["br", "gzip"] })
  if (options.leads !== false) {
    await app.register(leadsRoute, { limits })
    // The attachment checks' threads start with the server, so the first upload does not wait for one.
    startAttachmentPool()
    app.addHook("onClose", async () => closeAttachmentPool())
  }
  await app.register(siteRoutes, { publicDir, notFoundPage })
  return app
}

import path from "path"
import Fastify, { LogController } from "fastify"
import type { FastifyError, FastifyInstance } from "fastify"
import compress from "@fastify/compress"
import { bodyRefusal, leadsRoute } from "./leads-route"
import type { AnswerName } from "../lead-answers"
import { refusal } from "../lead-answers"
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

/** The site's Spanish answer for an error status Fastify or a plugin raised outside the lead endpoint. */
const ANSWER_BY_STATUS: Record<number, AnswerName> = {
  400: "badRequest",
  405: "methodNotAllowed",
  408: "timeout",
  411: "lengthRequired",
  413: "tooLarge",
  415: "unsupportedType",
  503: "busy",
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
  const app = Fastify({
    logger: { level: options.logLevel ?? "warn" },
    logController: new LogController({ disableRequestLogging: true }),
    serverFactory: serverFactory(limits, KEEP_ALIVE_TIMEOUT_MS, siteHeaders),
    clientErrorHandler: clientErrorHandler(siteHeaders),
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
  app.addHook("onRequest", async (_request, reply) => {
    if (stopping)
      return reply.code(503).headers({ Connection: "close", "Retry-After": "5" }).send(refusal(503, "busy").body)
  })
  securityAndCacheHeaders(app, rules)
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const answer = request.url.startsWith("/api/") ? bodyRefusal(error) : null
    if (answer) return reply.code(answer.status).headers(answer.headers).send(answer.body)
    const status = typeof error.statusCode === "number" && error.statusCode >= 400 ? error.statusCode : 500
    if (status >= 500) request.log.error({ err: error }, "request failed")
    const spanish = refusal(status, ANSWER_BY_STATUS[status] ?? "serverError")
    return reply.code(status).headers(spanish.headers).send(spanish.body)
  })
  await app.register(compress, { global: true, threshold: 1024, encodings: ["br", "gzip"] })
  if (options.leads !== false) await app.register(leadsRoute, { limits })
  await app.register(siteRoutes, { publicDir })
  return app
}

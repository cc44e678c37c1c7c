import path from "path"
import Fastify, { LogController } from "fastify"
import type { FastifyError, FastifyInstance } from "fastify"
import compress from "@fastify/compress"
import { bodyRefusal, leadsRoute } from "./leads-route"
import { refusal } from "../lead-endpoint"
import { siteRoutes } from "./site"

export interface SiteServerOptions {
  publicDir?: string
  /** Pino's level for the server's own lines (requests are not logged). */
  logLevel?: string
}

/** A request's body must arrive within this time (a slow or stalled upload is answered 408 and closed). */
const REQUEST_TIMEOUT_MS = 30_000

/**
 * The production server: the build's pages and files and POST /api/leads, in one long-running process that
 * loads the lead endpoint once. Fastify decides limits and timeouts; every error becomes an answer.
 */
export async function buildSiteServer(options: SiteServerOptions = {}): Promise<FastifyInstance> {
  const publicDir = path.resolve(options.publicDir ?? "public")
  const app = Fastify({
    logger: { level: options.logLevel ?? "warn" },
    logController: new LogController({ disableRequestLogging: true }),
    requestTimeout: REQUEST_TIMEOUT_MS,
    connectionTimeout: REQUEST_TIMEOUT_MS * 2,
    keepAliveTimeout: 5_000,
    bodyLimit: 1024 * 1024,
    // Refused uploads are not drained: the answer goes out and the connection is closed.
    forceCloseConnections: "idle",
    return503OnClosing: true,
  })

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const answer = request.url.startsWith("/api/") ? bodyRefusal(error) : null
    if (answer) return reply.code(answer.status).headers(answer.headers).send(answer.body)
    const status = typeof error.statusCode === "number" && error.statusCode >= 400 ? error.statusCode : 500
    if (status >= 500) request.log.error({ err: error }, "request failed")
    const body = refusal(status, "serverError").body
    return reply.code(status).send(body)
  })

  await app.register(compress, { global: true, threshold: 1024, encodings: ["br", "gzip"] })
  await app.register(leadsRoute)
  await app.register(siteRoutes, { publicDir })
  return app
}

import fs from "fs"
import path from "path"
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify"
import fastifyStatic from "@fastify/static"
import type { HeaderRule } from "../../../gatsby/security-headers"
import { parseHeadersFile } from "../../../gatsby/security-headers"
import { errorAnswer } from "./answers"

/** Files named by their content hash (webpack's chunks, /static/): they never change under one name. */
const IMMUTABLE = /^\/(static\/|.*-[0-9a-f]{20}\.(js|css)$)/

/** The rules of public/_headers (the build's CSP and security headers), none when the build has no such file. */
export function headerRules(publicDir: string): HeaderRule[] {
  const headersFile = path.join(publicDir, "_headers")
  return fs.existsSync(headersFile) ? parseHeadersFile(fs.readFileSync(headersFile, "utf8")) : []
}

/** The headers of public/_headers for one path. */
export function headersForPath(rules: readonly HeaderRule[], urlPath: string): Record<string, string> {
  return Object.assign(
    {},
    ...rules
      .filter(
        (rule) => rule.path === urlPath || (rule.path.endsWith("*") && urlPath.startsWith(rule.path.slice(0, -1))),
      )
      .map((rule) => rule.headers),
  )
}

/** The path a request's headers are chosen by: its own, or the site's root for any target not in origin form. */
const pathOf = (request: FastifyRequest) => (request.url.startsWith("/") ? request.url.split("?")[0] : "/")

/**
 * Every answer of the server, pages and files, the lead endpoint's JSON and the 404 page alike, carries the
 * headers of public/_headers for its path. Only a 200 (or 304) of a file named by its hash is cached for a
 * year; its 404 or a redirect is revalidated like everything else, so a file missing for a moment is not kept
 * missing by a CDN. An answer that set its own Cache-Control (the endpoint's `no-store`) keeps it.
 */
export function securityAndCacheHeaders(app: FastifyInstance, rules: readonly HeaderRule[]) {
  app.addHook("onSend", async (request, reply) => {
    const urlPath = pathOf(request)
    reply.headers(headersForPath(rules, urlPath))
    if (!reply.hasHeader("Cache-Control")) {
      const lasting = (reply.statusCode === 200 || reply.statusCode === 304) && IMMUTABLE.test(urlPath)
      reply.header(
        "Cache-Control",
        lasting ? "public, max-age=31536000, immutable" : "public, max-age=0, must-revalidate",
      )
    }
  })
}

/**
 * A path this site can redirect within: one leading slash, then no slash or backslash at once, and no
 * backslash anywhere. `//host/`, `///host/` and `/\host/` would become `//host` in a Location, which a
 * browser follows to another site; they are answered 404 instead.
 */
function isLocalPath(urlPath: string): boolean {
  return /^\/(?![/\\])/.test(urlPath) && !urlPath.includes("\\")
}

function notFound(reply: FastifyReply, page: string | null) {
  const answer = errorAnswer(404, "/", page)
  return reply.code(404).type(answer.contentType).send(answer.body)
}

/**
 * The production build as a static host serves it: `/productos` is public/productos/index.html (routes have
 * no trailing slash; `/productos/` redirects, within the site only), unknown paths get public/404.html with
 * 404, and revalidation except for hashed files.
 */
export async function siteRoutes(app: FastifyInstance, options: { publicDir: string; notFoundPage: string | null }) {
  app.addHook("onRequest", async (request, reply) => {
    if (request.method !== "GET" && request.method !== "HEAD") return
    // An absolute-form target (`GET http://evil.example/x`) names no page of this site.
    if (!request.url.startsWith("/")) return notFound(reply, options.notFoundPage)
    const urlPath = pathOf(request)
    if (!isLocalPath(urlPath)) return notFound(reply, options.notFoundPage)
    if (urlPath.length > 1 && urlPath.endsWith("/")) {
      return reply.redirect(urlPath.replace(/\/+$/, "") + request.url.slice(urlPath.length), 301)
    }
  })

  await app.register(fastifyStatic, {
    root: options.publicDir,
    // `/productos` is the folder's index.html; no redirect to `/productos/`.
    index: ["index.html"],
    redirect: false,
    wildcard: true,
    cacheControl: false,
    // _headers is the build's configuration for static hosts, not a page.
    allowedPath: (pathName) => pathName !== "/_headers",
  })

  app.setNotFoundHandler(async (_request, reply) => notFound(reply, options.notFoundPage))
}

import fs from "fs"
import path from "path"
import type { FastifyInstance } from "fastify"
import fastifyStatic from "@fastify/static"
import type { HeaderRule } from "../../../gatsby/security-headers"
import { parseHeadersFile } from "../../../gatsby/security-headers"

/** Files named by their content hash (webpack's chunks, /static/): they never change under one name. */
const IMMUTABLE = /^\/(static\/|.*-[0-9a-f]{20}\.(js|css)$)/

/** The headers of public/_headers (the build's CSP and security headers) for one path. */
function headersForPath(rules: readonly HeaderRule[], urlPath: string): Record<string, string> {
  return Object.assign(
    {},
    ...rules
      .filter(
        (rule) => rule.path === urlPath || (rule.path.endsWith("*") && urlPath.startsWith(rule.path.slice(0, -1))),
      )
      .map((rule) => rule.headers),
  )
}

/**
 * The production build as a static host serves it: `/productos` is public/productos/index.html (routes have
 * no trailing slash; `/productos/` redirects), unknown paths get public/404.html with 404, every response the
 * headers of public/_headers, hashed files a year of cache and everything else revalidation.
 */
export async function siteRoutes(app: FastifyInstance, options: { publicDir: string }) {
  const { publicDir } = options
  const headersFile = path.join(publicDir, "_headers")
  const rules = fs.existsSync(headersFile) ? parseHeadersFile(fs.readFileSync(headersFile, "utf8")) : []

  app.addHook("onSend", async (request, reply) => {
    const urlPath = request.url.split("?")[0]
    reply.headers(headersForPath(rules, urlPath))
    if (!reply.hasHeader("Cache-Control")) {
      reply.header(
        "Cache-Control",
        IMMUTABLE.test(urlPath) ? "public, max-age=31536000, immutable" : "public, max-age=0, must-revalidate",
      )
    }
  })

  app.addHook("onRequest", async (request, reply) => {
    const urlPath = request.url.split("?")[0]
    if ((request.method === "GET" || request.method === "HEAD") && urlPath.length > 1 && urlPath.endsWith("/")) {
      return reply.redirect(urlPath.replace(/\/+$/, "") + request.url.slice(urlPath.length), 301)
    }
  })

  await app.register(fastifyStatic, {
    root: publicDir,
    // `/productos` is the folder's index.html; no redirect to `/productos/`.
    index: ["index.html"],
    redirect: false,
    wildcard: true,
    cacheControl: false,
    // _headers is the build's configuration for static hosts, not a page.
    allowedPath: (pathName) => pathName !== "/_headers",
  })

  app.setNotFoundHandler(async (_request, reply) => {
    return reply.code(404).type("text/html; charset=utf-8").sendFile("404.html")
  })
}

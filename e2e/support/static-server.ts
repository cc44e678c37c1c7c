import fs from "fs"
import http from "http"
import path from "path"
import { gzipSync } from "zlib"
import type { AddressInfo } from "net"
import { parseHeadersFile } from "../../gatsby/security-headers"

const PUBLIC_DIR = path.join(__dirname, "..", "..", "public")

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "application/javascript",
  ".json": "application/json",
  ".css": "text/css",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".webmanifest": "application/manifest+json",
  ".xml": "application/xml",
  ".txt": "text/plain; charset=utf-8",
}

const COMPRESSIBLE = new Set([".html", ".js", ".json", ".css", ".svg", ".webmanifest", ".xml", ".txt"])

interface StoredFile {
  body: Buffer
  gzipped?: Buffer
}

/** Every file of the build, read and (text files) gzip-compressed once, keyed by its URL path. */
function readBuild(dir: string, urlPrefix = "/", files = new Map<string, StoredFile>()): Map<string, StoredFile> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name)
    const urlPath = `${urlPrefix}${entry.name}`
    if (entry.isDirectory()) {
      readBuild(file, `${urlPath}/`, files)
    } else {
      const body = fs.readFileSync(file)
      files.set(urlPath, {
        body,
        gzipped: COMPRESSIBLE.has(path.extname(file)) ? gzipSync(body, { level: 9 }) : undefined,
      })
    }
  }
  return files
}

/**
 * The production build served the way a static host (a CDN) serves it with public/_headers: every response
 * gets the headers of the rules matching its path, and text files go out gzip-compressed ahead of time. The
 * whole build is read and compressed once and kept in memory, so the server takes almost no CPU while a page
 * loads, which matters to the benchmark on a small machine. Listens on 127.0.0.1 only, on a port of its own.
 * `publicDir` serves another build (the benchmark's reference site); a build without `_headers` gets none.
 */
export async function startStaticServer(publicDir = PUBLIC_DIR): Promise<{ url: string; close: () => Promise<void> }> {
  const headersFile = path.join(publicDir, "_headers")
  const rules = fs.existsSync(headersFile) ? parseHeadersFile(fs.readFileSync(headersFile, "utf8")) : []
  const headersFor = (urlPath: string) =>
    Object.assign(
      {},
      ...rules
        .filter(
          (rule) => rule.path === urlPath || (rule.path.endsWith("*") && urlPath.startsWith(rule.path.slice(0, -1))),
        )
        .map((rule) => rule.headers),
    ) as Record<string, string>

  const build = readBuild(publicDir)
  const notFound = build.get("/404.html") ?? { body: Buffer.from("Not found") }

  const server = http.createServer((request, response) => {
    // A POST (a lead sent to a host without functions) gets the not-found page; its body is read and dropped,
    // or its connection would stay busy and keep close() waiting.
    request.resume()
    const urlPath = decodeURIComponent(new URL(request.url ?? "/", "http://127.0.0.1").pathname)
    const key = [urlPath, `${urlPath.replace(/\/$/, "")}/index.html`].find((candidate) => build.has(candidate))
    const { body, gzipped } = key ? build.get(key)! : notFound
    const gzip = gzipped !== undefined && /\bgzip\b/.test(request.headers["accept-encoding"] ?? "")
    const sent = gzip ? gzipped : body
    response.writeHead(key ? 200 : 404, {
      ...headersFor(urlPath),
      "Content-Type": TYPES[path.extname(key ?? "/404.html")] ?? "application/octet-stream",
      ...(gzipped ? { Vary: "Accept-Encoding" } : {}),
      ...(gzip ? { "Content-Encoding": "gzip" } : {}),
      "Content-Length": sent.length,
    })
    response.end(sent)
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    // Stopped by the test: the browser's kept-alive connections go with it.
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

import fs from "fs"
import http from "http"
import path from "path"
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
  ".ico": "image/x-icon",
  ".webmanifest": "application/manifest+json",
  ".xml": "application/xml",
  ".txt": "text/plain; charset=utf-8",
}

/**
 * The production build served the way a static host serves it with public/_headers: every response gets
 * the headers of the rules matching its path. Listens on 127.0.0.1 only.
 */
export async function startStaticServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const rules = parseHeadersFile(fs.readFileSync(path.join(PUBLIC_DIR, "_headers"), "utf8"))
  const headersFor = (urlPath: string) =>
    Object.assign(
      {},
      ...rules
        .filter(
          (rule) => rule.path === urlPath || (rule.path.endsWith("*") && urlPath.startsWith(rule.path.slice(0, -1))),
        )
        .map((rule) => rule.headers),
    ) as Record<string, string>

  const server = http.createServer((request, response) => {
    const urlPath = decodeURIComponent(new URL(request.url ?? "/", "http://127.0.0.1").pathname)
    const candidates = [path.join(PUBLIC_DIR, urlPath), path.join(PUBLIC_DIR, urlPath, "index.html")]
    const file = candidates.find(
      (candidate) => candidate.startsWith(PUBLIC_DIR) && fs.existsSync(candidate) && fs.statSync(candidate).isFile(),
    )
    const status = file ? 200 : 404
    const served = file ?? path.join(PUBLIC_DIR, "404.html")
    response.writeHead(status, {
      ...headersFor(urlPath),
      "Content-Type": TYPES[path.extname(served)] ?? "application/octet-stream",
    })
    response.end(fs.readFileSync(served))
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

import http from "http"

/** A file's bytes, read the way a browser's FileReader reads them (jsdom's Blob has no arrayBuffer()). */
function readBlob(blob: Blob): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(Buffer.from(reader.result as ArrayBuffer))
    reader.onerror = () => reject(reader.error)
    reader.readAsArrayBuffer(blob)
  })
}

/** multipart/form-data as a browser writes it (RFC 7578): one part per entry, files with their name and type. */
async function encodeMultipart(form: FormData): Promise<{ body: Buffer; contentType: string }> {
  const boundary = `----loopback${Date.now().toString(16)}`
  const parts: Buffer[] = []
  for (const [name, value] of form.entries()) {
    if (typeof value === "string") {
      parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`))
    } else {
      const head =
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.name}"\r\n` +
        `Content-Type: ${value.type || "application/octet-stream"}\r\n\r\n`
      parts.push(Buffer.from(head), await readBlob(value), Buffer.from("\r\n"))
    }
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`))
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` }
}

/**
 * jsdom has no `fetch`. This one sends the page's requests over real HTTP (Node's http module) to a server
 * on loopback, resolving relative URLs against `origin`: JSON bodies, and FormData as multipart/form-data.
 * A connection refused rejects, as a browser's fetch does when offline.
 */
export function loopbackFetch(origin: string): typeof fetch {
  return (async (input: string, init: RequestInit = {}) => {
    const headers = { ...(init.headers as Record<string, string>) }
    let body: string | Buffer | undefined
    if (init.body instanceof FormData) {
      const encoded = await encodeMultipart(init.body)
      body = encoded.body
      headers["Content-Type"] = encoded.contentType
    } else if (typeof init.body === "string") body = init.body
    return new Promise<Response>((resolve, reject) => {
      const request = http.request(new URL(input, origin), { method: init.method ?? "GET", headers }, (response) => {
        const chunks: Buffer[] = []
        response.on("data", (chunk: Buffer) => chunks.push(chunk))
        response.on("end", () => {
          const text = Buffer.concat(chunks).toString()
          const status = response.statusCode ?? 0
          resolve({
            status,
            ok: status >= 200 && status < 300,
            json: async () => JSON.parse(text),
            text: async () => text,
          } as Response)
        })
      })
      request.on("error", reject)
      request.end(body)
    })
  }) as typeof fetch
}

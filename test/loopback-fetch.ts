import http from "http"

/**
 * jsdom has no `fetch`. This one sends the page's requests over real HTTP (Node's http module) to a server
 * on loopback, resolving relative URLs against `origin`: enough for JSON requests and answers.
 */
export function loopbackFetch(origin: string): typeof fetch {
  return ((input: string, init: RequestInit = {}) =>
    new Promise((resolve, reject) => {
      const url = new URL(input, origin)
      const request = http.request(
        url,
        { method: init.method ?? "GET", headers: init.headers as Record<string, string> },
        (response) => {
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
        },
      )
      request.on("error", reject)
      request.end(typeof init.body === "string" ? init.body : undefined)
    })) as typeof fetch
}

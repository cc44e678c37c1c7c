/**
 * Requests that would cost memory (issue #23): a thousand GETs, concurrent oversized uploads from another
 * site, declared lengths past the limit, a body without a length. Each is refused before its body is read.
 */
import { check, checkThat } from "./checks"
import { AT_ONCE_MS, FOREIGN_ORIGIN, hostileCase, MB, statusList, uploadOutcomes } from "./hostile-case"
import type { Lab } from "./lab"
import { chatLead, multipartBody, pacedUpload, rawRequest, requestHead } from "./requests"
import { rssMb, watchRss } from "./servers"

const GET_REQUESTS = 1000
const GET_RSS_GROWTH_MB = 50
const UPLOADS = 20
const UPLOAD_BYTES = 15 * MB
const UPLOAD_RSS_MB = 300

export async function memoryCases(lab: Lab) {
  const served = lab.server
  await hostileCase(lab, `${GET_REQUESTS} × GET /api/leads`, async () => {
    const get = async () => {
      const response = await fetch(`${served.url}/api/leads`, { signal: AbortSignal.timeout(30_000) })
      await response.arrayBuffer()
      return { status: response.status, allow: response.headers.get("allow") }
    }
    for (let warm = 0; warm < 20; warm += 1) await get()
    const before = rssMb(served.pid)
    const answers: Array<{ status: number; allow: string | null }> = []
    let issued = 0
    const worker = async () => {
      while (issued < GET_REQUESTS) {
        issued += 1
        answers.push(await get().catch(() => ({ status: 0, allow: null })))
      }
    }
    await Promise.all(Array.from({ length: 10 }, worker))
    const growth = rssMb(served.pid) - before
    checkThat(
      "answers",
      answers.every((answer) => answer.status === 405 && answer.allow === "POST"),
      statusList(answers.map((answer) => answer.status)),
      `${GET_REQUESTS} × 405 with Allow: POST`,
    )
    checkThat(
      "RSS growth",
      growth < GET_RSS_GROWTH_MB,
      `${growth.toFixed(1)} MB (${before.toFixed(0)} MB before)`,
      `under ${GET_RSS_GROWTH_MB} MB`,
    )
  })
  await hostileCase(
    lab,
    `${UPLOADS} concurrent × ${UPLOAD_BYTES / MB} MB multipart from a foreign Origin`,
    async () => {
      const rss = watchRss(served.pid)
      const uploads = await Promise.all(
        Array.from({ length: UPLOADS }, () =>
          pacedUpload(served, { Origin: FOREIGN_ORIGIN, "Content-Type": multipartBody([]).contentType }, UPLOAD_BYTES),
        ),
      )
      const peak = rss.stop()
      // The server answers 403 and closes without reading the rest; a client still writing may see its write
      // fail (EPIPE, reset) before it reads the answer. Either way the upload was refused: what counts is when.
      checkThat(
        "answers",
        uploads.every((upload) => upload.status === 403 || (upload.status === 0 && upload.error !== "no answer")),
        uploadOutcomes(uploads),
        `${UPLOADS} × 403 or the connection closed by the server`,
      )
      const mostSent = Math.max(...uploads.map((upload) => upload.written))
      checkThat(
        "each refused before its body ended",
        uploads.every((upload) => upload.written < upload.declared),
        `at most ${(mostSent / MB).toFixed(1)} MB of ${UPLOAD_BYTES / MB} MB sent first`,
        "every refusal before the last byte",
      )
      checkThat("server RSS peak", peak < UPLOAD_RSS_MB, `${peak.toFixed(0)} MB`, `under ${UPLOAD_RSS_MB} MB`)
    },
  )
  await hostileCase(lab, "a declared 200 MB multipart body, the head alone sent", async () => {
    const upload = await pacedUpload(
      served,
      { Origin: served.url, "Content-Type": multipartBody([]).contentType },
      200 * MB,
      { stopAfter: 0, timeoutMs: 10_000 },
    )
    check("answer", 413, upload.status)
    check("Connection: close", "yes", upload.connectionClose ? "yes" : "no")
    checkThat(
      "answered at once",
      upload.status !== 0 && upload.ms < AT_ONCE_MS,
      `${upload.ms} ms`,
      `under ${AT_ONCE_MS} ms`,
    )
  })
  // With body bytes already on the way, a server that closes without reading them makes the kernel reset the
  // connection, and the client may lose the 413 (Chromium reads it; a plain socket sometimes does not): a
  // refusal is either, as long as it comes at once.
  const refusedAtOnce = async (title: string, contentType: string, declared: number, sent: number) =>
    hostileCase(lab, title, async () => {
      const upload = await pacedUpload(served, { Origin: served.url, "Content-Type": contentType }, declared, {
        stopAfter: sent,
        timeoutMs: 10_000,
      })
      checkThat(
        "refused at once (413, or the connection closed)",
        (upload.status === 413 || (upload.status === 0 && upload.error !== "no answer")) && upload.ms < AT_ONCE_MS,
        `${uploadOutcomes([upload])} in ${upload.ms} ms`,
        `413 or closed, under ${AT_ONCE_MS} ms`,
      )
    })
  await refusedAtOnce("a declared 200 MB multipart body, 1 MB of it sent", multipartBody([]).contentType, 200 * MB, MB)
  await refusedAtOnce("a declared 1 MB JSON body (limit 64 KB), 64 KB of it sent", "application/json", MB, 64 * 1024)
  await hostileCase(lab, "a chunked body with no Content-Length", async () => {
    const head = requestHead(served, {
      Origin: served.url,
      "Content-Type": "application/json",
      "Transfer-Encoding": "chunked",
    })
    const json = JSON.stringify(chatLead())
    const answer = await rawRequest(served.port, head, `${json.length.toString(16)}\r\n${json}\r\n0\r\n\r\n`)
    check("answer", 411, answer.status)
  })
}

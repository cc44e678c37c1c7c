/**
 * The hostile corpus (issue #23): requests as an attacker sends them, each answered as the endpoint's
 * contract says, after which the server still serves the home page within 1 s, is still running, and has
 * stored nothing it should not have (or exactly what it should: a suspected bot's lead, kept as spam).
 */
import { randomUUID } from "crypto"
import { LEAD_FIELDS } from "../../src/lib/leads/kinds"
import { makeZip } from "../zip"
import type { FilePart, Lab, Served, UploadResult } from "./harness"
import {
  alive,
  heading,
  chatLead,
  check,
  checkThat,
  closeLab,
  contactFields,
  mailedReferences,
  multipartBody,
  openLab,
  pacedUpload,
  post,
  probe,
  rawRequest,
  requestHead,
  rssMb,
  send,
  sleep,
  staffCommand,
  stopServer,
  storedRows,
  watchRss,
} from "./harness"

const MB = 1024 * 1024
const FOREIGN_ORIGIN = "https://evil.example"
/** The name: a terminal escape, a title, a bell, a bidi override, a NUL and a forged header line. */
const HOSTILE_NAME = "Eve\u001b[2J\u001b]0;PWNED\u0007\u202eevil\u0000X\r\nBcc: x@evil.example"
const SPARSE_INDEX = 4294967294
const GET_REQUESTS = 1000
const GET_RSS_GROWTH_MB = 50
const UPLOADS = 20
const UPLOAD_BYTES = 15 * MB
const UPLOAD_RSS_MB = 300
/** "At once": the answer to a declared length over the limit, from the first byte sent. */
const AT_ONCE_MS = 1000
/** The default quota: accepted leads per address (IPv4) or /64 (IPv6) in 10 minutes. */
const QUOTA = 30

/**
 * One case: `run` sends and checks the answer; afterwards the server answers a probe within 1 s, its
 * process is alive, and the store holds exactly `stored` more leads than before (none unless said).
 */
async function hostileCase(lab: Lab, title: string, run: () => Promise<number | void>) {
  heading(title, "case")
  const before = (await storedRows(lab.storeConfig)).length
  const stored = (await run()) ?? 0
  check("probe GET / within 1 s afterwards", 200, await probe(lab.server.url))
  check("server process alive", "yes", alive(lab.server) ? "yes" : "no")
  check("leads stored by the case", stored, (await storedRows(lab.storeConfig)).length - before)
}

const statusList = (statuses: readonly number[]) =>
  Object.entries(
    statuses.reduce<Record<number, number>>(
      (counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }),
      {},
    ),
  )
    .map(([status, count]) => `${count} × ${status === "0" ? "no answer" : status}`)
    .join(", ")

/** Uploads' answers, and for those without one what ended them (a reset connection, a timeout). */
function uploadOutcomes(uploads: readonly UploadResult[]) {
  const errors = uploads.filter((upload) => upload.status === 0).map((upload) => upload.error ?? "?")
  const answered = statusList(uploads.filter((upload) => upload.status !== 0).map((upload) => upload.status))
  const ended = [...new Set(errors)].map((error) => `${errors.filter((each) => each === error).length} × ${error}`)
  return [answered, ...ended].filter(Boolean).join(", ")
}

function postMultipart(served: Served, fields: ReadonlyArray<readonly [string, string]>, files: FilePart[] = []) {
  const { body, contentType } = multipartBody(fields, files)
  return post(served.url, body, contentType)
}

/**
 * The fields every kind carries besides its own, as lib/leads/client.ts sends them and the endpoint reads
 * them: the kind, the idempotency key, the honeypot, the fill time, the consent and the page it came from.
 */
const ENVELOPE_FIELDS = ["kind", "idempotencyKey", "website", "elapsedMs", "privacy", "pageUrl"] as const

/** Every field name a lead can carry: the envelope, every kind's fields and the attachment. */
function everyFieldName(): string[] {
  const names = new Set<string>(ENVELOPE_FIELDS)
  for (const fields of Object.values(LEAD_FIELDS)) for (const field of fields) names.add(field.name)
  names.add("attachment")
  return [...names]
}

/** The contact form's fields with `name`'s entries replaced by one at a sparse index (`elapsedMs[4294967294]=1`). */
function withSparseIndex(name: string): Array<[string, string]> {
  const fields = contactFields()
  const value = fields.find(([field]) => field === name)?.[1] || "1"
  return [...fields.filter(([field]) => field !== name), [`${name}[${SPARSE_INDEX}]`, value]]
}

function errorFields(body: Record<string, unknown>): string {
  const errors = body.errors
  return errors && typeof errors === "object" ? Object.keys(errors).sort().join(", ") : "none"
}

async function cutOffCases(lab: Lab) {
  const served = lab.server
  await hostileCase(lab, 'cut-off JSON: 1000 bytes announced, `{"kind":` sent, the socket half-closed', async () => {
    const head = requestHead(served, {
      Origin: served.url,
      "Content-Type": "application/json",
      "Content-Length": 1000,
    })
    const answer = await rawRequest(served.port, head, '{"kind":')
    checkThat("answer", [0, 400].includes(answer.status), answer.status || "closed", "400 or the socket closed")
  })
  await hostileCase(lab, "cut-off multipart: a part and a half of 5000 bytes announced", async () => {
    const { body, contentType } = multipartBody(contactFields())
    const head = requestHead(served, { Origin: served.url, "Content-Type": contentType, "Content-Length": 5000 })
    const answer = await rawRequest(served.port, head, body.subarray(0, 300))
    checkThat("answer", [0, 400].includes(answer.status), answer.status || "closed", "400 or the socket closed")
  })
  await hostileCase(lab, 'malformed JSON, complete: `{"kind":`', async () => {
    const answer = await post(served.url, '{"kind":', "application/json")
    check("answer", 400, answer.status)
  })
  await hostileCase(lab, "multipart with no closing boundary", async () => {
    const { body, contentType, boundary } = multipartBody(contactFields())
    const answer = await post(served.url, body.subarray(0, body.length - `--${boundary}--\r\n`.length), contentType)
    check("answer", 400, answer.status)
  })
}

async function fieldShapeCases(lab: Lab) {
  const served = lab.server
  const names = everyFieldName()
  await hostileCase(lab, `sparse bracket index [${SPARSE_INDEX}] in each of ${names.length} fields`, async () => {
    const answers = []
    for (const name of names) answers.push({ name, ...(await postMultipart(served, withSparseIndex(name))) })
    const slowest = answers.reduce((worst, answer) => (answer.ms > worst.ms ? answer : worst))
    checkThat(
      "answers",
      answers.every((answer) => answer.status === 400),
      statusList(answers.map((answer) => answer.status)),
      `${names.length} × 400`,
    )
    checkThat("slowest answer", slowest.ms < 1000, `${slowest.ms} ms (${slowest.name})`, "under 1 s")
    const wrong = answers.filter((answer) => answer.status !== 400).map((answer) => answer.name)
    if (wrong.length) console.log(`      not 400: ${wrong.join(", ")}`)
  })
  await hostileCase(lab, "bracket names `interests[]` and `name[0]`, and a dotted `privacy.x`", async () => {
    const shapes = [
      ["interests[]", "compra"],
      ["name[0]", "Ana"],
      ["privacy.x", "true"],
    ] as const
    const statuses = []
    for (const [name, value] of shapes) {
      const fields = contactFields().filter(([field]) => field !== name.replace(/[[.].*$/, ""))
      statuses.push((await postMultipart(served, [...fields, [name, value]])).status)
    }
    checkThat(
      "answers",
      statuses.every((status) => status === 400),
      statusList(statuses),
      "3 × 400",
    )
  })
  await hostileCase(lab, "a repeated field longer than its options: `interests` × 4 (3 options)", async () => {
    const fields = contactFields().filter(([field]) => field !== "interests")
    const repeated = Array.from({ length: 4 }, () => ["interests", "compra"] as [string, string])
    check("answer", 400, (await postMultipart(served, [...fields, ...repeated])).status)
  })
  await hostileCase(lab, "JSON values of the wrong shape: elapsedMs an object, name a list", async () => {
    const sparse = await send(served.url, { ...chatLead(), elapsedMs: { [SPARSE_INDEX]: 1 } as unknown as number })
    const list = await send(served.url, { ...chatLead(), name: ["Ana", "Eve"] as unknown as string })
    checkThat(
      "answers",
      sparse.status === 400 && [400, 422].includes(list.status),
      `${sparse.status}, ${list.status}`,
      "400, then 400 or 422",
    )
  })
}

async function memoryCases(lab: Lab) {
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

async function textCases(lab: Lab) {
  const served = lab.server
  await hostileCase(lab, "control characters: the issue's name in the chat (JSON) and the contact form", async () => {
    const chat = await post(served.url, JSON.stringify({ ...chatLead(), name: HOSTILE_NAME }), "application/json")
    const contact = contactFields().map(([name, value]) => [name, name === "name" ? HOSTILE_NAME : value] as const)
    const form = await postMultipart(served, contact)
    check("chat answer", 422, chat.status)
    check("chat: the field refused", "name", errorFields(chat.body))
    check("contact answer", 422, form.status)
    check("contact: the field refused", "name", errorFields(form.body))
  })
  await hostileCase(
    lab,
    "one control character each: NUL, ESC in the message, NEL (C1), U+202E, CR LF in the e-mail",
    async () => {
      const cases: Array<[string, string]> = [
        ["name", "Ana\u0000"],
        ["message", "Necesitamos cotizar \u001b[31mdetectores\u001b[0m de gas."],
        ["company", "Vigía\u0085S.A."],
        ["phone", "+54 11 \u202e0000-0004"],
        ["email", "ana@example.com\r\nBcc: x@evil.example"],
      ]
      const refused: string[] = []
      for (const [field, value] of cases) {
        const fields = contactFields().map(([name, old]) => [name, name === field ? value : old] as const)
        const answer = await postMultipart(served, fields)
        refused.push(answer.status === 422 ? errorFields(answer.body) : `${field}: ${answer.status}`)
      }
      check("fields refused (422 each)", cases.map(([field]) => field).join(" | "), refused.join(" | "))
    },
  )
  await hostileCase(lab, "combining-mark flood: a 100-character name of 20 KB (chat, JSON)", async () => {
    const name = ("a" + "\u0301\u0302".repeat(50)).repeat(100)
    const answer = await post(served.url, JSON.stringify({ ...chatLead(), name }), "application/json")
    checkThat(
      "answer",
      answer.status === 400 || (answer.status === 422 && errorFields(answer.body) === "name"),
      `${answer.status} (errors: ${errorFields(answer.body)})`,
      "400, or 422 on the name",
    )
  })
  await hostileCase(lab, "combining-mark flood: four 1 MB fields of a contact lead (multipart)", async () => {
    const flood = ("e" + "\u0300".repeat(499)).repeat(Math.ceil(MB / 1000))
    const fields = contactFields().map(
      ([name, value]) => [name, ["name", "company", "phone", "message"].includes(name) ? flood : value] as const,
    )
    const { body, contentType } = multipartBody(fields)
    const upload = await pacedUpload(served, { Origin: served.url, "Content-Type": contentType }, body.length, {
      body,
    })
    checkThat(
      "answer",
      [400, 413, 422].includes(upload.status) || (upload.status === 0 && upload.written < upload.declared),
      `${uploadOutcomes([upload])} after ${(upload.written / MB).toFixed(1)} of ${(body.length / MB).toFixed(1)} MB`,
      "400, 413 or 422, or the connection closed before the body ended",
    )
  })
}

/** A ZIP named .docx: the parts Word needs, a macro part, and an executable. */
const FAKE_DOCX = makeZip({
  "[Content_Types].xml": "junk",
  "word/document.xml": "<w:document/>",
  "word/vbaProject.bin": "macro",
  "payload.exe": "MZ\u0090\u0000",
})
const FAKE_XLSX = makeZip({ "run.js": "WScript.Shell" })
const PDF_POLYGLOT = Buffer.from("%PDF-<html><script>alert(1)</script></html>")

async function attachmentCases(lab: Lab) {
  const served = lab.server
  const files: Array<[string, FilePart]> = [
    [
      "fake OOXML: a macro and an .exe as oferta.docx",
      {
        name: "attachment",
        filename: "oferta.docx",
        type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        content: FAKE_DOCX,
      },
    ],
    [
      "fake OOXML: run.js as planilla.xlsx",
      {
        name: "attachment",
        filename: "planilla.xlsx",
        type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        content: FAKE_XLSX,
      },
    ],
    [
      "PDF polyglot: %PDF-<html><script> as poly.pdf",
      { name: "attachment", filename: "poly.pdf", type: "application/pdf", content: PDF_POLYGLOT },
    ],
  ]
  for (const [title, file] of files) {
    await hostileCase(lab, title, async () => {
      const answer = await postMultipart(served, contactFields(), [file])
      check("answer", 422, answer.status)
      check("the field refused", "attachment", errorFields(answer.body))
    })
  }
}

async function botTrapCases(lab: Lab) {
  const served = lab.server
  const spam: string[] = []
  let realReference = "none"
  await hostileCase(lab, "bot trap: sent 1 s after the first keystroke, and a filled honeypot", async () => {
    const fast = await send(served.url, { ...chatLead(), elapsedMs: 1000 })
    const honeypot = await send(served.url, { ...chatLead(), website: "https://spam.example" })
    const real = await send(served.url)
    check("answers", "201 201 201", `${fast.status} ${honeypot.status} ${real.status}`)
    // The same letters, digits and dashes in the same places: a bot cannot tell its answer from a person's.
    const shape = (sent: { reference: string | null }) => (sent.reference ?? "none").replace(/[0-9A-Z]/g, "x")
    check(
      "reference forms (fast, honeypot, real)",
      [1, 2, 3].map(() => shape(real)).join(" "),
      [fast, honeypot, real].map(shape).join(" "),
    )
    spam.push(fast.reference ?? "", honeypot.reference ?? "")
    realReference = real.reference ?? "none"
    const rows = await storedRows(lab.storeConfig)
    check(
      "stored as spam",
      "spam spam",
      spam.map((reference) => rows.find((row) => row.reference === reference)?.status ?? "absent").join(" "),
    )
    // The real one is e-mailed; by then a delivery run has passed the suspected ones.
    await sleep(3000)
    const mailed = await mailedReferences(lab.smtp)
    check(
      "e-mailed: the real one, not the suspected ones",
      "1 0",
      `${mailed.filter((each) => each === real.reference).length} ${mailed.filter((each) => spam.includes(each)).length}`,
    )
    return 3
  })
  const listed = await staffCommand("leads.ts", ["--spam"], { ...process.env, ...lab.env })
  check(
    "`npm run leads -- --spam` lists the suspected ones and not the real one",
    "2 0",
    `${spam.filter((reference) => reference && listed.includes(reference)).length} ${listed.includes(realReference) ? 1 : 0}`,
  )
  await hostileCase(lab, "pageUrl off the site: //evil.example/phish and /\\evil.example", async () => {
    const sent = [
      await send(served.url, { ...chatLead(), pageUrl: "//evil.example/phish" }),
      await send(served.url, { ...chatLead(), pageUrl: "/\\evil.example" }),
      await send(served.url, { ...chatLead(), pageUrl: "/productos/detectores-de-gas" }),
    ]
    check("answers", "201 201 201", sent.map((each) => each.status).join(" "))
    const rows = await storedRows(lab.storeConfig)
    check(
      "stored pageUrl",
      '"" "" "/productos/detectores-de-gas"',
      sent
        .map((each) => JSON.stringify(rows.find((row) => row.reference === each.reference)?.pageUrl ?? null))
        .join(" "),
    )
    return 3
  })
}

/**
 * The quota, behind a trusted proxy on loopback: the client writes whatever it likes first in
 * X-Forwarded-For; the proxy appends the address it saw, and only that one counts.
 */
async function quotaCases(lab: Lab) {
  let rotation = 0
  const forwarded = (client: string) => {
    rotation += 1
    return { "X-Forwarded-For": `203.0.${rotation >> 8}.${rotation & 255}, ${client}` }
  }
  const served = lab.server
  await hostileCase(lab, `rotating X-Forwarded-For first entries, one IPv4 client, quota ${QUOTA}`, async () => {
    const invalid = []
    for (let index = 0; index < 10; index += 1) {
      invalid.push((await send(served.url, { ...chatLead(), name: "" }, forwarded("198.51.100.7"))).status)
    }
    checkThat(
      "10 invalid leads first (they spend no quota)",
      invalid.every((status) => status === 422),
      statusList(invalid),
      "10 × 422",
    )
    const accepted = []
    for (let index = 0; index < QUOTA; index += 1) {
      accepted.push((await send(served.url, chatLead(), forwarded("198.51.100.7"))).status)
    }
    checkThat(
      `${QUOTA} leads`,
      accepted.every((status) => status === 201),
      statusList(accepted),
      `${QUOTA} × 201`,
    )
    const over = await post(served.url, JSON.stringify(chatLead()), "application/json", forwarded("198.51.100.7"))
    check("the next one", 429, over.status)
    const retryAfter = over.headers?.get("retry-after") ?? ""
    checkThat(
      "Retry-After",
      /^\d+$/.test(retryAfter) && Number(retryAfter) > 0 && Number(retryAfter) <= 600,
      retryAfter || "absent",
      "seconds, 1 to 600",
    )
    const more = []
    for (let index = 0; index < 5; index += 1)
      more.push((await send(served.url, chatLead(), forwarded("198.51.100.7"))).status)
    checkThat(
      "5 more with new first entries",
      more.every((status) => status === 429),
      statusList(more),
      "5 × 429",
    )
    const other = await send(served.url, chatLead(), forwarded("198.51.100.8"))
    check("another address meanwhile", 201, other.status)
    return QUOTA + 1
  })
  await hostileCase(lab, `one IPv6 /64, every lead from a different address in it, quota ${QUOTA}`, async () => {
    const address = (index: number) => `2001:db8:7:4:${(index + 1).toString(16)}:${randomUUID().slice(0, 4)}::1`
    const accepted = []
    for (let index = 0; index < QUOTA; index += 1)
      accepted.push((await send(served.url, chatLead(), forwarded(address(index)))).status)
    checkThat(
      `${QUOTA} leads`,
      accepted.every((status) => status === 201),
      statusList(accepted),
      `${QUOTA} × 201`,
    )
    check("the next one", 429, (await send(served.url, chatLead(), forwarded(address(QUOTA)))).status)
    check("another /64 meanwhile", 201, (await send(served.url, chatLead(), forwarded("2001:db8:7:5::1"))).status)
    return QUOTA + 1
  })
}

export async function hostileRuns() {
  heading("Hostile corpus · the production server, SQLite")
  // The default quota, behind a trusted proxy on loopback: the cases sent without X-Forwarded-For come from
  // 127.0.0.1 and store fewer leads than the quota.
  const lab = await openLab({
    LEADS_RATE_LIMIT: String(QUOTA),
    LEADS_TRUSTED_PROXIES: "127.0.0.1",
    LEADS_CLIENT_IP_HEADER: "x-forwarded-for",
  })
  try {
    await cutOffCases(lab)
    await fieldShapeCases(lab)
    await memoryCases(lab)
    await textCases(lab)
    await attachmentCases(lab)
    await botTrapCases(lab)
    await quotaCases(lab)
    const stop = await stopServer(lab.server)
    checkThat(
      "stopped after SIGTERM, gracefully",
      stop.stopped && stop.ms <= 10_500 && stop.exit === "0",
      `in ${stop.ms} ms, exit ${stop.exit}`,
      "within 10 s, exit 0",
    )
  } finally {
    await closeLab(lab)
  }
}

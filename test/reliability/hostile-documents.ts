/**
 * Issue #50's documents against the production server: the attachment corpus (honest and hostile files, each
 * with its verdict: an honest file refused fails as a hostile one accepted does), four of the freezing PDFs at
 * once while pages and leads are measured (GET / and a lead's p95, the event loop's delay as the server logs
 * it), and a loop of refused uploads reaching the quota like a loop of accepted ones.
 */
import contactForm from "../../content/contact-form.json"
import { attachmentCorpus } from "../attachment-corpus"
import { freezingPdf } from "../pdf-files"
import { check, checkThat, sleep, waitFor } from "./checks"
import { errorFields, hostileCase, statusList } from "./hostile-case"
import type { Lab } from "./lab"
import { storedRows } from "./lab"
import type { FilePart } from "./requests"
import { chatLead, contactFields, multipartBody, post } from "./requests"

/** The verdict a 422's attachment text stands for (content/contact-form.json), or the status when none. */
function verdictOf(status: number, body: Record<string, unknown>): string {
  if (status === 201) return "accepted"
  const text = String((body.errors as Record<string, string> | undefined)?.attachment ?? "")
  for (const [code, template] of Object.entries(contactForm.errors)) {
    if (!code.startsWith("attachment")) continue
    const pattern = template.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\\\{(name|size)\\\}/g, ".*")
    if (new RegExp(`^${pattern}$`).test(text)) return code
  }
  return `${status} (${errorFields(body)})`
}

/** A visitor of its own behind the trusted proxy: each case spends its own quota. */
let visitor = 0
export const ownAddress = () => {
  visitor += 1
  return { "X-Forwarded-For": `198.18.${visitor >> 8}.${visitor & 255}` }
}

const asPart = (file: { filename: string; type: string; content: Buffer }): FilePart => ({
  name: "attachment",
  filename: file.filename,
  type: file.type,
  content: file.content,
})

async function corpusCase(lab: Lab) {
  const corpus = await attachmentCorpus()
  await hostileCase(
    lab,
    `the attachment corpus: ${corpus.length} files, honest and hostile, each its verdict`,
    async () => {
      let stored = 0
      for (const file of corpus) {
        const { body, contentType } = multipartBody(contactFields(), [asPart(file)])
        const answer = await post(lab.server.url, body, contentType, ownAddress())
        const verdict = verdictOf(answer.status, answer.body)
        if (answer.status === 201) stored += 1
        check(`${file.verdict === "accepted" ? "honest" : "hostile"}: ${file.title}`, file.verdict, verdict)
      }
      return stored
    },
  )
}

/** The p-th percentile of some latencies, in ms. */
const percentile = (values: readonly number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] : NaN
}

/**
 * The server's event loop delay since the last time asked (SERVER_LOOP_DELAY_LOG=1: SIGUSR2 makes it log the
 * figures and start over).
 */
async function loopDelay(lab: Lab): Promise<{ p50: number; p99: number; max: number }> {
  const from = lab.server.log.length
  lab.server.child.kill("SIGUSR2")
  await waitFor(() => lab.server.log.slice(from).some((line) => line.includes("event loop delay")), 5000, 20)
  const json = lab.server.log
    .slice(from)
    .map((line) => /event loop delay (\{.*\})/.exec(line)?.[1])
    .find((each) => !!each)
  return json ? JSON.parse(json) : { p50: NaN, p99: NaN, max: NaN }
}

export const FREEZING_AT_ONCE = 4
/** The bounds: pages and leads answered within 100 ms (p95), the loop never held past 50 ms. */
const ANSWER_P95_MS = 100
const LOOP_DELAY_MS = 50
/** How long the reference is measured, with no upload, before the freezing PDFs are sent. */
const REFERENCE_MS = 1500

interface Window {
  pages: number[]
  leads: number[]
  statuses: number[]
  /** The event loop's delay over the window: its p99 and its single worst delay. */
  loopP99: number
  loopMax: number
}

/** A visitor's page and a chat lead, one after the other with a 50 ms pause, until `until()`; the loop's delay. */
async function measure(lab: Lab, until: () => boolean): Promise<Window> {
  const served = lab.server
  await loopDelay(lab)
  const window: Window = { pages: [], leads: [], statuses: [], loopP99: NaN, loopMax: NaN }
  while (!until()) {
    const started = performance.now()
    const page = await fetch(`${served.url}/`).then(async (response) => {
      await response.arrayBuffer()
      return response.status
    })
    window.pages.push(performance.now() - started)
    const lead = await post(served.url, JSON.stringify(chatLead()), "application/json", ownAddress())
    window.leads.push(lead.ms)
    window.statuses.push(page, lead.status)
    await sleep(50)
  }
  const delay = await loopDelay(lab)
  window.loopP99 = delay.p99
  window.loopMax = delay.max
  return window
}

const ms = (value: number) => `${Math.round(value)} ms`

/**
 * Within the bound, or (a machine busy with other work) no worse than half again the reference measured
 * just before in the same run: the PDFs being checked must not be what slows the site.
 */
function withinBound(during: number, reference: number, bound: number) {
  return during < bound || (reference >= bound && during <= reference * 1.5)
}

async function freezingCase(lab: Lab) {
  const served = lab.server
  await hostileCase(
    lab,
    `${FREEZING_AT_ONCE} freezing PDFs (17 KB, 16 MB of tokens) at once, while GET / and leads are answered`,
    async () => {
      // The leads stored so far delivered first: their e-mails are composed on the event loop.
      await waitFor(async () => (await storedRows(lab.storeConfig)).every((row) => row.status !== "pending"), 20_000)
      const referenceWindow = () => {
        const ends = Date.now() + REFERENCE_MS
        return measure(lab, () => Date.now() > ends)
      }
      const before = await referenceWindow()
      const pdf = freezingPdf()
      let checking = true
      const uploads = Promise.all(
        Array.from({ length: FREEZING_AT_ONCE }, () => {
          const part = { name: "attachment", filename: "lista de precios.pdf", type: "application/pdf", content: pdf }
          const { body, contentType } = multipartBody(contactFields(), [part])
          return post(served.url, body, contentType, ownAddress())
        }),
      ).finally(() => (checking = false))
      const during = await measure(lab, () => !checking)
      const answers = await uploads
      // The reference: the same measures just before and just after, the worse of the two for each figure.
      const after = await referenceWindow()
      const reference = {
        pages: percentile(before.pages, 0.95) > percentile(after.pages, 0.95) ? before.pages : after.pages,
        leads: percentile(before.leads, 0.95) > percentile(after.leads, 0.95) ? before.leads : after.leads,
        loopP99: Math.max(before.loopP99, after.loopP99),
        loopMax: Math.max(before.loopMax, after.loopMax),
      }
      const verdicts = answers.map((answer) => verdictOf(answer.status, answer.body))
      check(
        "the uploads: refused unchecked (422, their own message)",
        `${FREEZING_AT_ONCE} × attachmentUnchecked`,
        [...new Set(verdicts)]
          .map((verdict) => `${verdicts.filter((each) => each === verdict).length} × ${verdict}`)
          .join(", "),
      )
      check(
        "every page and lead answered meanwhile",
        `${during.pages.length} × 200, ${during.leads.length} × 201`,
        statusList(during.statuses),
      )
      const figures: Array<[string, number, number, number]> = [
        ["GET / p95", percentile(during.pages, 0.95), percentile(reference.pages, 0.95), ANSWER_P95_MS],
        ["a lead's p95", percentile(during.leads, 0.95), percentile(reference.leads, 0.95), ANSWER_P95_MS],
        ["event loop delay p99", during.loopP99, reference.loopP99, LOOP_DELAY_MS],
      ]
      for (const [name, value, before, bound] of figures) {
        checkThat(
          `${name}: while checked (${during.pages.length} pages and leads) vs the reference (before and after)`,
          withinBound(value, before, bound),
          `${ms(value)} vs ${ms(before)}`,
          `under ${bound} ms (or, on a machine busy with other work, ≤ 1.5 × the reference)`,
        )
      }
      console.log(
        `      worst single event loop delay: ${ms(during.loopMax)} while checked, ${ms(reference.loopMax)} in the reference; ` +
          `GET / max ${ms(Math.max(...during.pages))}`,
      )
      return before.leads.length + during.leads.length + after.leads.length
    },
  )
}

async function refusedQuotaCase(lab: Lab, quota: number) {
  await hostileCase(
    lab,
    `a loop of refused files from one address reaches the quota (${quota}) like accepted ones`,
    async () => {
      const address = ownAddress()
      const corpus = await attachmentCorpus()
      const hostile = corpus.find((file) => file.verdict === "attachmentUnsafe")!
      const statuses: number[] = []
      for (let index = 0; index <= quota; index += 1) {
        const { body, contentType } = multipartBody(contactFields(), [asPart(hostile)])
        statuses.push((await post(lab.server.url, body, contentType, address)).status)
      }
      check(`${quota + 1} refused uploads`, `${quota} × 422, 1 × 429`, statusList(statuses))
      const valid = await post(lab.server.url, JSON.stringify(chatLead()), "application/json", address)
      check("then a valid lead from the same address", 429, valid.status)
    },
  )
}

export async function documentRuns(lab: Lab, quota: number) {
  await corpusCase(lab)
  await freezingCase(lab)
  await refusedQuotaCase(lab, quota)
}

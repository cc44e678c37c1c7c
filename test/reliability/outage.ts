/**
 * The mail server down, or refusing one lead for good. Staff retry: SMTP down → the leads are stored and
 * pending; SMTP back and `npm run leads:retry` → each delivered exactly once, and a second retry sends
 * nothing. With no one's help: a lead the relay always refuses (552: its e-mail is over the relay's size
 * limit, as a 9.9 MB PDF is over a common 10 MB limit) does not hold back the leads after it, and after an
 * outage the server's own timer delivers every pending lead, each once, with no new lead.
 */
import { buildPdf, PAGE_OBJECTS, stream } from "../pdf-files"
import { startLocalSmtp } from "../smtp-server"
import { retry } from "./burst"
import { check, checkThat, duplicates, heading, sleep, waitFor } from "./checks"
import type { Lab } from "./lab"
import { closeLab, mailedReferences, openLab, storedRows } from "./lab"
import { chatLead, contactFields, multipartBody, post, send } from "./requests"

const SMTP_DOWN_LEADS = 20
/** The delivery timer of the runs below (LEADS_RETRY_INTERVAL_MS; 60 s by default). */
const RETRY_INTERVAL_MS = 2000
const LEADS_AFTER_REFUSED = 5
/** The deadline of one e-mail's conversation in these runs (LEADS_MAIL_TIMEOUT_MS; 20 s by default). */
const MAIL_TIMEOUT_MS = 3000
/** Issue #50: with one message stalled by the relay, the others are delivered within this. */
const OTHERS_DELIVERED_MS = 5000
/** The relay's size limit, and an attachment whose e-mail is over it (and under the site's own e-mail cap). */
const RELAY_MAX_BYTES = 1024 * 1024
/** A PDF a reader opens, of 1.5 MB (its page's content stream padded with spaces). */
const LARGE_PDF = buildPdf([...PAGE_OBJECTS, stream(Buffer.alloc(1536 * 1024, 0x20))])

/** A store of its own: the crash run's leads, still being delivered, would only slow the retry down. */
export async function staffRetryRun() {
  const lab = await openLab()
  try {
    await staffRetry(lab)
  } finally {
    await closeLab(lab)
  }
}

async function staffRetry(lab: Lab) {
  heading(`SQLite · SMTP down, then the staff retry`)
  const smtpPort = lab.smtp.port
  await lab.smtp.stop()
  const down = await Promise.all(Array.from({ length: SMTP_DOWN_LEADS }, () => send(lab.server.url)))
  const downReferences = down.filter((sent) => sent.status === 201).map((sent) => sent.reference!)
  check("acknowledged while SMTP is down", SMTP_DOWN_LEADS, downReferences.length)
  let rows = await storedRows(lab.storeConfig)
  check(
    "stored and pending",
    SMTP_DOWN_LEADS,
    rows.filter((row) => downReferences.includes(row.reference) && row.status === "pending").length,
  )
  lab.smtp = await startLocalSmtp({ port: smtpPort })
  const started = Date.now()
  await retry(lab.env)
  console.log(`      retry took ${Date.now() - started} ms`)
  const afterRetry = await mailedReferences(lab.smtp)
  check(
    "delivered by the retry, once each",
    SMTP_DOWN_LEADS,
    downReferences.filter((reference) => afterRetry.filter((mailed) => mailed === reference).length === 1).length,
  )
  await retry(lab.env)
  const afterSecond = await mailedReferences(lab.smtp)
  check(
    "e-mails sent again by a second retry",
    0,
    afterSecond.filter((reference) => downReferences.includes(reference)).length - SMTP_DOWN_LEADS,
  )
  rows = await storedRows(lab.storeConfig)
  check(
    "delivered in the store",
    SMTP_DOWN_LEADS,
    rows.filter((row) => downReferences.includes(row.reference) && row.status === "delivered").length,
  )
}

/** Each of `references` received exactly once by the mailbox. */
async function mailedOnce(lab: Lab, references: readonly string[]) {
  const mailed = await mailedReferences(lab.smtp)
  return references.filter((reference) => mailed.filter((each) => each === reference).length === 1).length
}

export async function unattendedDeliveryRuns() {
  heading(`SQLite · a lead the relay always refuses (552), then ${LEADS_AFTER_REFUSED} more, no staff command`)
  const lab = await openLab(
    { LEADS_RETRY_INTERVAL_MS: String(RETRY_INTERVAL_MS), LEADS_MAIL_TIMEOUT_MS: String(MAIL_TIMEOUT_MS) },
    { maxMessageBytes: RELAY_MAX_BYTES },
  )
  try {
    const { body, contentType } = multipartBody(contactFields(), [
      { name: "attachment", filename: "planos.pdf", type: "application/pdf", content: LARGE_PDF },
    ])
    const answer = await post(lab.server.url, body, contentType)
    const refused = String(answer.body.reference ?? "none")
    check("the lead with a 1.5 MB PDF acknowledged", 201, answer.status)
    const refusedRow = async () => (await storedRows(lab.storeConfig)).find((row) => row.reference === refused)
    const tried = await waitFor(async () => ((await refusedRow())?.attempts ?? 0) > 0, 10 * RETRY_INTERVAL_MS)
    check("the relay refused it (an attempt counted)", "yes", tried ? "yes" : "no")
    const after = await Promise.all(Array.from({ length: LEADS_AFTER_REFUSED }, () => send(lab.server.url)))
    const references = after.filter((sent) => sent.status === 201).map((sent) => sent.reference!)
    check("the leads after it acknowledged", LEADS_AFTER_REFUSED, references.length)
    const started = Date.now()
    await waitFor(async () => (await mailedOnce(lab, references)) === references.length, 10 * RETRY_INTERVAL_MS)
    console.log(`      delivered in ${Date.now() - started} ms`)
    check(
      "the leads after it delivered, once each, with no staff command",
      references.length,
      await mailedOnce(lab, references),
    )
    check("the refused lead e-mailed", 0, (await mailedReferences(lab.smtp)).filter((each) => each === refused).length)
    const row = await refusedRow()
    checkThat(
      "the refused lead kept with its attempts and the relay's error",
      !!row && row.status !== "delivered" && row.attempts >= 1 && /552/.test(row.lastError ?? ""),
      row ? `${row.status}, ${row.attempts} attempt(s), "${(row.lastError ?? "").slice(0, 60)}"` : "not stored",
      "pending or failed, attempts ≥ 1, the 552 in its last error",
    )
    // The same server and relay, its timer every RETRY_INTERVAL_MS; the refused lead waits out its backoff.
    heading(`SQLite · SMTP down, then up, and no new lead: the server's timer delivers`)
    const smtpPort = lab.smtp.port
    await lab.smtp.stop()
    const down = await Promise.all(Array.from({ length: LEADS_AFTER_REFUSED }, () => send(lab.server.url)))
    const downReferences = down.filter((sent) => sent.status === 201).map((sent) => sent.reference!)
    check("acknowledged while SMTP is down", LEADS_AFTER_REFUSED, downReferences.length)
    // Long enough for the timer to try (and fail) at least twice while the relay is away.
    await sleep(2 * RETRY_INTERVAL_MS + 500)
    const pending = (await storedRows(lab.storeConfig)).filter(
      (row) => downReferences.includes(row.reference) && row.status === "pending",
    ).length
    check("pending while SMTP is down", LEADS_AFTER_REFUSED, pending)
    lab.smtp = await startLocalSmtp({ port: smtpPort, maxMessageBytes: RELAY_MAX_BYTES })
    const back = Date.now()
    const bound = 3 * RETRY_INTERVAL_MS + 5000
    await waitFor(async () => (await mailedOnce(lab, downReferences)) === downReferences.length, bound)
    const ms = Date.now() - back
    check("delivered after SMTP is back, once each", downReferences.length, await mailedOnce(lab, downReferences))
    checkThat("delivered within the retry period", ms <= bound, `${ms} ms`, `≤ ${bound} ms`)
    // Two more timer periods: nothing is sent again.
    await sleep(2 * RETRY_INTERVAL_MS)
    check("e-mails sent twice", 0, duplicates(await mailedReferences(lab.smtp)))
    const rows = await storedRows(lab.storeConfig)
    check(
      "delivered in the store",
      downReferences.length,
      rows.filter((row) => downReferences.includes(row.reference) && row.status === "delivered").length,
    )
    await stalledRelay(lab, smtpPort)
  } finally {
    await closeLab(lab)
  }
}

/**
 * Issue #50: the relay accepts one lead's message and then says nothing. The leads after it do not wait for
 * it: delivered within OTHERS_DELIVERED_MS; the stalled one fails at its deadline and waits out its backoff.
 */
async function stalledRelay(lab: Lab, smtpPort: number) {
  heading(`SQLite · the relay stalls on one lead's message: the ${LEADS_AFTER_REFUSED} after it are not held back`)
  await lab.smtp.stop()
  lab.smtp = await startLocalSmtp({ port: smtpPort, stallWhen: (raw) => raw.includes("Relevo Lento") })
  const stalled = await send(lab.server.url, { ...chatLead(), name: "Relevo Lento" })
  await sleep(200)
  const started = Date.now()
  const after = await Promise.all(Array.from({ length: LEADS_AFTER_REFUSED }, () => send(lab.server.url)))
  const references = after.map((sent) => sent.reference ?? "none")
  await waitFor(async () => (await mailedOnce(lab, references)) === references.length, 3 * OTHERS_DELIVERED_MS)
  const ms = Date.now() - started
  check("the leads after it delivered, once each", references.length, await mailedOnce(lab, references))
  checkThat("delivered within", ms <= OTHERS_DELIVERED_MS, `${ms} ms`, `≤ ${OTHERS_DELIVERED_MS} ms`)
  await waitFor(
    async () =>
      ((await storedRows(lab.storeConfig)).find((row) => row.reference === stalled.reference)?.attempts ?? 0) > 0 &&
      !!(await storedRows(lab.storeConfig)).find((row) => row.reference === stalled.reference)?.lastError,
    3 * MAIL_TIMEOUT_MS,
  )
  const row = (await storedRows(lab.storeConfig)).find((each) => each.reference === stalled.reference)
  checkThat(
    "the stalled lead kept pending, its deadline in its last error",
    row?.status === "pending" && /did not finish the message/.test(row.lastError ?? ""),
    row ? `${row.status}, "${(row.lastError ?? "").slice(0, 70)}"` : "not stored",
    "pending, the mail deadline's error",
  )
}

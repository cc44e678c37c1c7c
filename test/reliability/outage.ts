/**
 * The mail server down, or refusing one lead for good. Staff retry: SMTP down → the leads are stored and
 * pending; SMTP back and `npm run leads:retry` → each delivered exactly once, and a second retry sends
 * nothing. With no one's help: a lead the relay always refuses (552) does not hold back the leads after
 * it, and after an outage the server's own timer delivers every pending lead, each once, with no new lead.
 */
import { simpleParser } from "mailparser"
import { startLocalSmtp } from "../smtp-server"
import { retry } from "./burst"
import type { Lab } from "./harness"
import {
  chatLead,
  check,
  checkThat,
  closeLab,
  duplicates,
  mailedReferences,
  openLab,
  send,
  sleep,
  storedRows,
  waitFor,
  heading,
} from "./harness"

const SMTP_DOWN_LEADS = 20
/** The delivery timer of the runs below (LEADS_RETRY_INTERVAL_MS; 60 s by default). */
const RETRY_INTERVAL_MS = 2000
const LEADS_AFTER_REFUSED = 5
/**
 * The name that makes the relay refuse a lead (as if its e-mail were over the relay's size limit): plain
 * ASCII, so it reaches the message's body as it is, and in no text of the site's own.
 */
const REFUSED_NAME = "Walter Refusedmail"

export async function staffRetryRun(lab: Lab) {
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
    { LEADS_RETRY_INTERVAL_MS: String(RETRY_INTERVAL_MS) },
    {
      refuse: (raw) =>
        raw.toString("latin1").includes(REFUSED_NAME)
          ? { code: 552, message: "5.3.4 Message size exceeds fixed maximum message size" }
          : null,
    },
  )
  try {
    const refused = await send(lab.server.url, { ...chatLead(), name: REFUSED_NAME })
    check("the refused lead acknowledged", 201, refused.status)
    const tried = await waitFor(() => lab.smtp.refused.length > 0, 10 * RETRY_INTERVAL_MS)
    checkThat("the relay refused it", tried, `${lab.smtp.refused.length} time(s)`, "at least once")
    const after = await Promise.all(Array.from({ length: LEADS_AFTER_REFUSED }, () => send(lab.server.url)))
    const references = after.filter((sent) => sent.status === 201).map((sent) => sent.reference!)
    check("the leads after it acknowledged", LEADS_AFTER_REFUSED, references.length)
    const started = Date.now()
    await waitFor(async () => (await mailedOnce(lab, references)) === references.length, 10 * RETRY_INTERVAL_MS)
    console.log(
      `      delivered in ${Date.now() - started} ms; the relay refused the first lead ${lab.smtp.refused.length} time(s)`,
    )
    check(
      "the leads after it delivered, once each, with no staff command",
      references.length,
      await mailedOnce(lab, references),
    )
    const mailedNames = await Promise.all(lab.smtp.received.map(async (raw) => (await simpleParser(raw)).text ?? ""))
    check("the refused lead e-mailed", 0, mailedNames.filter((text) => text.includes(REFUSED_NAME)).length)
    const row = (await storedRows(lab.storeConfig)).find((each) => each.reference === refused.reference)
    checkThat(
      "the refused lead kept with its attempts and the relay's error",
      !!row && row.status !== "delivered" && row.attempts >= 1 && /552/.test(row.lastError ?? ""),
      row ? `${row.status}, ${row.attempts} attempt(s), "${(row.lastError ?? "").slice(0, 60)}"` : "not stored",
      "pending or failed, attempts ≥ 1, the 552 in its last error",
    )
  } finally {
    await closeLab(lab)
  }

  heading(`SQLite · SMTP down, then up, and no new lead: the server's timer delivers`)
  const outage = await openLab({ LEADS_RETRY_INTERVAL_MS: String(RETRY_INTERVAL_MS) })
  try {
    const smtpPort = outage.smtp.port
    await outage.smtp.stop()
    const down = await Promise.all(Array.from({ length: LEADS_AFTER_REFUSED }, () => send(outage.server.url)))
    const references = down.filter((sent) => sent.status === 201).map((sent) => sent.reference!)
    check("acknowledged while SMTP is down", LEADS_AFTER_REFUSED, references.length)
    // Long enough for the timer to try (and fail) at least twice while the relay is away.
    await sleep(2 * RETRY_INTERVAL_MS + 500)
    const pending = (await storedRows(outage.storeConfig)).filter((row) => row.status === "pending").length
    check("pending while SMTP is down", LEADS_AFTER_REFUSED, pending)
    outage.smtp = await startLocalSmtp({ port: smtpPort })
    const started = Date.now()
    const bound = 3 * RETRY_INTERVAL_MS + 5000
    await waitFor(async () => (await mailedOnce(outage, references)) === references.length, bound)
    const ms = Date.now() - started
    check("delivered after SMTP is back, once each", references.length, await mailedOnce(outage, references))
    checkThat("delivered within the retry period", ms <= bound, `${ms} ms`, `≤ ${bound} ms`)
    // Two more timer periods: nothing is sent again.
    await sleep(2 * RETRY_INTERVAL_MS)
    check("e-mails sent twice", 0, duplicates(await mailedReferences(outage.smtp)))
    const rows = await storedRows(outage.storeConfig)
    check("delivered in the store", references.length, rows.filter((row) => row.status === "delivered").length)
  } finally {
    await closeLab(outage)
  }
}

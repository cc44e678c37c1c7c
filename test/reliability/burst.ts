/**
 * Honest load: 200 visitors sending at once. Every one acknowledged, stored once, e-mailed once (by the
 * server itself; `npm run leads:retry` then delivers whatever a delivery under load left pending).
 */
import { check, duplicates, heading, waitFor } from "./checks"
import type { Lab } from "./lab"
import { mailedReferences, storedRows } from "./lab"
import { send } from "./requests"
import { staffCommand } from "./servers"

const CONCURRENT = 200
const MAIL_WAIT_MS = 90_000

/** `npm run leads:retry` as the staff runs it; its summary lines go into the report. */
export async function retry(env: Record<string, string>) {
  const output = await staffCommand("leads-retry.ts", [], { ...process.env, ...env })
  const lines = output.split("\n").filter((line) => / pending|delivered,|rror/.test(line))
  for (const line of lines.slice(-4)) console.log(`      leads:retry: ${line}`)
}

export async function burstRun(lab: Lab) {
  heading(`SQLite · ${CONCURRENT} concurrent submissions`)
  const started = Date.now()
  const concurrent = await Promise.all(Array.from({ length: CONCURRENT }, () => send(lab.server.url)))
  const acknowledged = concurrent.filter((sent) => sent.status === 201).map((sent) => sent.reference!)
  console.log(`      answered in ${Date.now() - started} ms`)
  check("acknowledged (201)", CONCURRENT, acknowledged.length)
  const rows = await storedRows(lab.storeConfig)
  check("stored", CONCURRENT, rows.filter((row) => acknowledged.includes(row.reference)).length)
  check("duplicate references", 0, duplicates(rows.map((row) => row.reference)))
  await waitFor(() => lab.smtp.received.length >= CONCURRENT, MAIL_WAIT_MS)
  const delivered = (await mailedReferences(lab.smtp)).length
  console.log(`      ${delivered} e-mailed by the site itself; the rest (a delivery that failed under load) is pending`)
  await retry(lab.env)
  const mailed = await mailedReferences(lab.smtp)
  check(
    "e-mailed (by the site, then leads:retry)",
    CONCURRENT,
    acknowledged.filter((reference) => mailed.includes(reference)).length,
  )
  check("e-mails sent twice", 0, duplicates(mailed))
  return CONCURRENT
}

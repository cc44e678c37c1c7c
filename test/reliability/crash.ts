/**
 * The server stopped in the middle of a burst. SIGKILL: after a restart every acknowledged lead is stored,
 * and the unacknowledged ones, sent again with their idempotency keys, are stored once. SIGTERM: the server
 * finishes or refuses what it holds and exits within 10 s; every lead it acknowledged is stored. The server
 * is left stopped.
 */
import { check, checkThat, duplicates, heading } from "./checks"
import type { Lab } from "./lab"
import { storedRows } from "./lab"
import type { Sent } from "./requests"
import { chatLead, send } from "./requests"
import { startServer, stopServer } from "./servers"

const BURST = 200
/** The burst's submissions in flight at once, and how many acknowledgements before the kill. */
const BURST_IN_FLIGHT = 20
const KILL_AFTER_ACKS = 60
const GRACEFUL_STOP_MS = 10_000
/** From the signal sent to the process gone, beyond the server's own deadline: delivery and exit. */
const SIGNAL_SLACK_MS = 500

/** Sends `leads` BURST_IN_FLIGHT at a time; `stop` runs once, after KILL_AFTER_ACKS acknowledgements. */
async function burstUntil(url: string, leads: ReturnType<typeof chatLead>[], stop: () => void) {
  const results: Sent[] = []
  let next = 0
  let stopped = false
  const worker = async () => {
    while (next < leads.length && !stopped) {
      const sent = await send(url, leads[next++])
      results.push(sent)
      if (!stopped && results.filter((result) => result.status === 201).length >= KILL_AFTER_ACKS) {
        stopped = true
        stop()
      }
    }
  }
  await Promise.all(Array.from({ length: BURST_IN_FLIGHT }, worker))
  return results
}

/** `before`: the leads stored when the run starts. Returns how many are stored when it ends. */
export async function crashRun(lab: Lab, before: number) {
  heading(`SQLite · SIGKILL in the middle of a burst of ${BURST}`)
  const leads = Array.from({ length: BURST }, () => chatLead())
  const results = await burstUntil(lab.server.url, leads, () => lab.server.child.kill("SIGKILL"))
  await lab.server.exited
  const acked = results.filter((result) => result.status === 201)
  console.log(
    `      killed after ${acked.length} acknowledged, ${results.filter((result) => result.status === 0).length} cut off`,
  )
  lab.server = await startServer("production", lab.env, { port: lab.server.port })
  let rows = await storedRows(lab.storeConfig)
  const storedReferences = new Set(rows.map((row) => row.reference))
  check(
    "acknowledged before the kill and stored after the restart",
    acked.length,
    acked.filter((result) => storedReferences.has(result.reference!)).length,
  )
  const resent = await Promise.all(leads.map((lead) => send(lab.server.url, lead)))
  check(
    "every burst submission stored after sending again with its key",
    BURST,
    resent.filter((sent) => sent.status === 201 || sent.status === 200).length,
  )
  check(
    "acknowledged ones answered with their first reference",
    acked.length,
    acked.filter((result) => resent.some((sent) => sent.reference === result.reference)).length,
  )
  rows = await storedRows(lab.storeConfig)
  check(`leads stored in all (${before} + burst)`, before + BURST, rows.length)
  check("duplicate references", 0, duplicates(rows.map((row) => row.reference)))

  heading(`SQLite · SIGTERM in the middle of a burst of ${BURST}`)
  const stopping: { exit?: ReturnType<typeof stopServer> } = {}
  const graceful = await burstUntil(
    lab.server.url,
    Array.from({ length: BURST }, () => chatLead()),
    () => {
      stopping.exit = stopServer(lab.server, "SIGTERM")
    },
  )
  const stop = await stopping.exit!
  checkThat(
    "stopped after SIGTERM, gracefully",
    stop.stopped && stop.ms <= GRACEFUL_STOP_MS + SIGNAL_SLACK_MS && stop.exit === "0",
    `in ${stop.ms} ms, exit ${stop.exit}`,
    `within ${GRACEFUL_STOP_MS / 1000} s, exit 0`,
  )
  const answered = graceful.filter((result) => result.status !== 0)
  const stoppedAcks = graceful.filter((result) => result.status === 201)
  console.log(
    `      ${stoppedAcks.length} acknowledged, ${answered.length - stoppedAcks.length} refused with an answer, ` +
      `${graceful.length - answered.length} not answered`,
  )
  checkThat(
    "answers while stopping: 201, or a refusal (503) a browser keeps the draft for",
    answered.every((result) => result.status === 201 || result.status === 503),
    [...new Set(answered.map((result) => result.status))].sort().join(", "),
    "201 or 503",
  )
  rows = await storedRows(lab.storeConfig)
  const afterStop = new Set(rows.map((row) => row.reference))
  check(
    "acknowledged before the stop and stored",
    stoppedAcks.length,
    stoppedAcks.filter((result) => afterStop.has(result.reference!)).length,
  )
  return rows.length
}

/**
 * npm run serve [-- --host 127.0.0.1 --port 9000]: the production build and the lead endpoint, from one
 * process. It delivers pending leads on a timer of its own (LEADS_RETRY_INTERVAL_MS) and stops gracefully on
 * SIGTERM or SIGINT: no new connections, requests in flight answered (a request still arriving when the
 * deadline nears gets a Spanish 503 with Retry-After), the delivery run in progress finished, the store
 * closed, and exit 0, all within SERVER_STOP_DEADLINE_MS (10 s).
 */
import { monitorEventLoopDelay } from "perf_hooks"
import { parseArgs } from "util"
import { setTimeout as sleep } from "timers/promises"
import { DAY_MS, readConfig } from "../config"
import { startDeliveryTimer } from "../delivery-runner"
import { sharedStore } from "../store"
import { buildSiteServer } from "./app"

/** A stop's deadline (SERVER_STOP_DEADLINE_MS, 10 s): requests still in flight are answered before it. */
const STOP_DEADLINE_MS =
  Number(process.env.SERVER_STOP_DEADLINE_MS) > 0 ? Number(process.env.SERVER_STOP_DEADLINE_MS) : 10_000
/** What the stop keeps after answering the requests in flight: closing the store and exiting. */
const STOP_MARGIN_MS = Math.min(2000, STOP_DEADLINE_MS / 4)

/**
 * With SERVER_LOOP_DELAY_LOG=1 (the reliability suite sets it), each SIGUSR2 logs one line with the event loop's
 * delay since the previous one (monitorEventLoopDelay, past its 5 ms sampling: p50, p99, max in ms), then
 * starts over: how long requests waited for the loop over a window the suite chooses.
 */
function reportEventLoopDelay() {
  if (process.env.SERVER_LOOP_DELAY_LOG !== "1") return
  const resolutionMs = 5
  const histogram = monitorEventLoopDelay({ resolution: resolutionMs })
  histogram.enable()
  // The histogram records the time between its timer's turns: the delay is what exceeds the resolution.
  const ms = (nanoseconds: number) => Math.max(0, Math.round(nanoseconds / 1e5) / 10 - resolutionMs)
  process.on("SIGUSR2", () => {
    const figures = { p50: ms(histogram.percentile(50)), p99: ms(histogram.percentile(99)), max: ms(histogram.max) }
    console.log(`[server] event loop delay ${JSON.stringify(figures)}`)
    histogram.reset()
  })
}

async function main() {
  const { values } = parseArgs({
    options: { host: { type: "string", default: "127.0.0.1" }, port: { type: "string", default: "9000" } },
  })
  const app = await buildSiteServer()
  const config = readConfig()
  const store = await sharedStore(config)
  const timer = startDeliveryTimer(store, config, { intervalMs: config.retryIntervalMs })
  // The quota looks back a day at most: older leads' address codes are forgotten, as the privacy policy says.
  const forgetAddresses = () =>
    store.forgetAddressesBefore(new Date(Date.now() - DAY_MS)).catch((error: unknown) => {
      console.error(`[leads] could not forget old address codes: ${error instanceof Error ? error.message : error}`)
    })
  void forgetAddresses()
  const forgetting = setInterval(() => void forgetAddresses(), 60 * 60 * 1000)
  forgetting.unref()
  reportEventLoopDelay()
  await app.listen({ host: values.host, port: Number(values.port) })
  console.log(`Vigía: http://${values.host}:${values.port} (POST /api/leads, ${store.dialect} store)`)

  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    console.log(`${signal}: stopping (at most ${STOP_DEADLINE_MS / 1000} s)`)
    const started = Date.now()
    const deadline = setTimeout(() => {
      console.error("stop deadline passed: exiting with work in flight (pending leads stay pending)")
      process.exit(1)
    }, STOP_DEADLINE_MS)
    deadline.unref()
    clearInterval(forgetting)
    // Requests that cannot end in time are answered 503 (the visitor's page keeps the draft and sends again).
    const answering = setTimeout(() => app.answerInFlight(), STOP_DEADLINE_MS - 2 * STOP_MARGIN_MS)
    await app.close()
    clearTimeout(answering)
    // A delivery in progress ends with its e-mails, or is left to its claim's lease: it stays pending.
    await Promise.race([timer.stop(), sleep(Math.max(0, STOP_DEADLINE_MS - STOP_MARGIN_MS - (Date.now() - started)))])
    await store.close()
    clearTimeout(deadline)
    process.exit(0)
  }
  process.on("SIGTERM", () => void stop("SIGTERM"))
  process.on("SIGINT", () => void stop("SIGINT"))
}

// A promise rejected outside a request (a delivery run, a store call) is logged; the site keeps serving.
process.on("unhandledRejection", (reason) => {
  console.error(
    `[server] unhandled rejection: ${JSON.stringify(reason instanceof Error ? reason.message : String(reason))}`,
  )
})

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})

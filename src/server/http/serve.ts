/**
 * npm run serve [-- --host 127.0.0.1 --port 9000]: the production build and the lead endpoint, from one
 * process. It delivers pending leads on a timer of its own (LEADS_RETRY_INTERVAL_MS) and stops gracefully on
 * SIGTERM or SIGINT: no new connections, requests in flight answered, the delivery run in progress finished,
 * the store closed, all within STOP_DEADLINE_MS.
 */
import { parseArgs } from "util"
import { DAY_MS, readConfig } from "../config"
import { startDeliveryTimer } from "../delivery-runner"
import { sharedStore } from "../store"
import { buildSiteServer } from "./app"

const STOP_DEADLINE_MS = 10_000

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
  await app.listen({ host: values.host, port: Number(values.port) })
  console.log(`Vigía: http://${values.host}:${values.port} (POST /api/leads, ${store.dialect} store)`)

  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    console.log(`${signal}: stopping (at most ${STOP_DEADLINE_MS / 1000} s)`)
    const deadline = setTimeout(() => {
      console.error("stop deadline passed: exiting with work in flight (pending leads stay pending)")
      process.exit(1)
    }, STOP_DEADLINE_MS)
    deadline.unref()
    clearInterval(forgetting)
    await app.close()
    await timer.stop()
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

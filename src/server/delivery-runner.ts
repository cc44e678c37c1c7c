import type { LeadsConfig } from "./config"
import type { DeliveryChannels } from "./delivery"
import { deliverPending } from "./delivery"
import type { LeadStore } from "./store/types"

/** A bound on one delivery run (it goes through the due leads once, oldest first). */
const DELIVERIES_PER_RUN = 1000
/** How often an idle deliverer of a run in progress looks for a new lead's request. */
const WAKE_CHECK_MS = 50

interface RunnerState {
  /** The run in progress, if any. */
  running: Promise<void> | null
  /** Asked again while running: run once more when it ends (a lead may have arrived too late for it). */
  again: boolean
  /** Counts the requests for a delivery: an idle deliverer of a run in progress wakes when it moves. */
  requests: number
  /** The server is stopping: the run in progress ends after the lead it is delivering. */
  stopping: boolean
}

/**
 * Kept on globalThis: under `gatsby serve` a function's bundle is evaluated again per request, and there
 * must still be one run at a time per process.
 */
const RUNNER_STATE = Symbol.for("vigia.leads.delivery")

function runnerState(): RunnerState {
  const holder = globalThis as unknown as Record<symbol, RunnerState | undefined>
  return (holder[RUNNER_STATE] ??= { running: null, again: false, requests: 0, stopping: false })
}

type RunnerConfig = Pick<LeadsConfig, "databaseUrl" | "dataDir"> & DeliveryChannels

function storeDescription(config: RunnerConfig): string {
  return config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `SQLite in ${config.dataDir}`
}

async function runUntilQuiet(store: LeadStore, config: RunnerConfig, now?: () => Date) {
  const state = runnerState()
  do {
    state.again = false
    try {
      const report = await deliverPending(store, config, {
        max: DELIVERIES_PER_RUN,
        now,
        stopping: () => state.stopping,
        // While one message is held by a slow relay, a lead that arrives is delivered by an idle deliverer.
        wake: async (seen, finished) => {
          while (!finished() && !state.stopping) {
            if (state.requests > seen) return state.requests
            await new Promise((resolve) => setTimeout(resolve, WAKE_CHECK_MS))
          }
          return null
        },
        requests: () => state.requests,
      })
      for (const failure of report.failed.filter((entry) => entry.status === "pending")) {
        console.error(
          `[leads] ${failure.reference} stays pending, delivery failed (next attempt ` +
            `${failure.nextAttemptAt?.toISOString()}): ${failure.error}`,
        )
      }
      if (report.interrupted) {
        console.error(
          `[leads] delivery stopped, the server cannot be reached (${report.interrupted.error}); ` +
            "the due leads are tried again on the next run",
        )
        // Asking again now would only meet the same closed door: the timer or the next lead tries later.
        state.again = false
      }
    } catch (error) {
      console.error(`[leads] delivery stopped: ${error instanceof Error ? error.message : String(error)}`)
      state.again = false
    }
  } while (state.again && !state.stopping)
}

/**
 * Asks for a delivery run. One run at a time per process: a burst of leads would otherwise open as many SMTP
 * connections at once. A request during a run makes it run once more when it ends, so a lead stored as a run
 * was finishing is not left behind. Never rejects; resolves when the runs it started or joined have ended.
 */
export function requestDelivery(
  store: LeadStore,
  config: RunnerConfig,
  options: { now?: () => Date } = {},
): Promise<void> {
  const state = runnerState()
  state.requests += 1
  if (state.running) {
    state.again = true
    return state.running
  }
  if (!config.smtpUrl && !config.webhookUrl) return Promise.resolve()
  const running = runUntilQuiet(store, config, options.now).finally(() => {
    state.running = null
  })
  state.running = running
  return running
}

/** Says, once per stored lead, that without SMTP_URL it waits; then asks for a run (the webhook may be set). */
export function deliverNewLead(store: LeadStore, config: RunnerConfig, reference: string): Promise<void> {
  if (!config.smtpUrl) {
    console.warn(
      `[leads] ${reference} stored in ${storeDescription(config)} and left pending: SMTP_URL is not set, so no ` +
        `e-mail was sent. Set SMTP_URL and run "npm run leads:retry" to deliver it.`,
    )
  }
  return requestDelivery(store, config)
}

/**
 * Runs a delivery every `intervalMs` in a long-running server, so leads due after a failure or an outage go
 * out with no new lead and no staff command. The timer does not keep the process alive; `stop()` ends it
 * and waits for a run in progress.
 */
export function startDeliveryTimer(
  store: LeadStore,
  config: RunnerConfig,
  options: { intervalMs: number; now?: () => Date },
): { stop(): Promise<void> } {
  const timer = setInterval(() => void requestDelivery(store, config, { now: options.now }), options.intervalMs)
  timer.unref()
  return {
    async stop() {
      clearInterval(timer)
      const state = runnerState()
      state.stopping = true
      await state.running
      state.stopping = false
    },
  }
}

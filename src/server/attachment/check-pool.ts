/**
 * The attachment checks, off the event loop: a pool of worker threads (piscina) runs check-worker.ts for
 * every file whose first bytes name an accepted type. Each check has a deadline (LEADS_ATTACHMENT_CHECK_MS,
 * 2 s by default, counted from the moment a thread starts it) and each thread a memory ceiling
 * (resourceLimits); a check past its deadline is ended with its thread, and a check that crashes or runs out
 * of memory ends only its own thread: that upload is refused (`attachmentUnchecked`) and nothing else is
 * touched. The threads run at a lower priority than the server's own, so pages and leads are answered first
 * while a hostile file is read.
 */
import { createRequire } from "module"
import os from "os"
import path from "path"
import { MessageChannel } from "worker_threads"
import type { Piscina as PiscinaPool } from "piscina"
import type { AttachmentCheck } from "../../lib/leads/attachment"
import { signatureOf } from "../../lib/leads/attachment"
import { projectRoot, readConfig } from "../config"
import { errorMessage } from "../lead-answers"
import type { CheckTask } from "./check-worker"

/** A thread's heap: pdf.js and the structural reading of a 10 MB file need well under this. */
const HEAP_LIMIT_MB = 256
/** A thread left idle this long ends (its memory is given back); the next file starts one again. */
const IDLE_MS = 60_000
/** Checks waiting for a thread: the production server reads at most 8 uploads at once. */
const MAX_QUEUE = 64
/**
 * A check stops itself at its deadline; a thread that has not answered this much later is ended. Generous:
 * the threads run at a lower priority, so a busy machine slows them first.
 */
const GRACE_MS = 3000

let pool: PiscinaPool | null = null

/**
 * piscina and the worker's file are found from the project's root at run time: under `gatsby develop` the
 * endpoint is a webpack bundle, where neither `require` nor `__dirname` names the real files.
 */
function startPool(): PiscinaPool {
  const root = projectRoot()
  const { Piscina } = createRequire(path.join(root, "package.json"))("piscina") as typeof import("piscina")
  return new Piscina({
    filename: path.join(root, "src", "server", "attachment", "check-worker.ts"),
    // The worker is TypeScript, as the server is (`node --import tsx`).
    execArgv: ["--import", "tsx"],
    minThreads: 1,
    maxThreads: Math.max(1, Math.min(4, os.availableParallelism())),
    idleTimeout: IDLE_MS,
    maxQueue: MAX_QUEUE,
    // Below the event loop's thread: a file being read never slows the pages down.
    niceIncrement: 10,
    resourceLimits: { maxOldGenerationSizeMb: HEAP_LIMIT_MB, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
  })
}

/** Starts the pool's first thread ahead of the first file (a long-running server, at its start). */
export function startAttachmentPool() {
  pool ??= startPool()
}

/** Runs one check on a thread; the deadline starts when the thread takes it up. */
async function checkOnThread(bytes: Uint8Array, deadlineMs: number): Promise<AttachmentCheck> {
  pool ??= startPool()
  const { port1, port2 } = new MessageChannel()
  const controller = new AbortController()
  let timer: NodeJS.Timeout | undefined
  port1.once("message", () => {
    timer = setTimeout(() => controller.abort(), deadlineMs + GRACE_MS)
  })
  try {
    const task: CheckTask = { bytes, deadlineMs, started: port2 }
    const checked = (await pool.run(task, { signal: controller.signal, transferList: [port2] })) as AttachmentCheck
    if (!checked.ok && checked.code === "attachmentUnchecked") {
      console.error(
        `[leads] an attachment (${bytes.length} bytes) was refused unchecked: not done within ${deadlineMs} ms`,
      )
    }
    return checked
  } catch (error) {
    const reason = controller.signal.aborted
      ? `its thread ended after ${deadlineMs + GRACE_MS} ms`
      : errorMessage(error)
    console.error(`[leads] an attachment (${bytes.length} bytes) was refused unchecked: ${reason}`)
    return { ok: false, code: "attachmentUnchecked" }
  } finally {
    clearTimeout(timer)
    port1.close()
  }
}

/**
 * An attachment's verdict. Empty files and files whose first bytes name no accepted type are answered at
 * once; every other check runs on the pool.
 */
export async function checkAttachment(bytes: Uint8Array): Promise<AttachmentCheck> {
  if (bytes.length === 0) return { ok: false, code: "attachmentEmpty" }
  if (!signatureOf(bytes)) return { ok: false, code: "attachmentType" }
  return checkOnThread(bytes, readConfig().attachmentCheckMs)
}

/** Ends the pool's threads (a stopping server, the end of a test). */
export async function closeAttachmentPool(): Promise<void> {
  const closing = pool
  pool = null
  await closing?.destroy()
}

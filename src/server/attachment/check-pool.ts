/**
 * The attachment checks, off the event loop: a pool of worker threads (piscina) runs check-worker.ts for
 * every file whose first bytes name an accepted type. Each check has a deadline (LEADS_ATTACHMENT_CHECK_MS,
 * 2 s by default, counted from the moment a thread starts it) and each thread a memory ceiling
 * (resourceLimits); a check past its deadline is ended with its thread, and a check that crashes or runs out
 * of memory ends only its own thread: that upload is refused (`attachmentUnchecked`) and nothing else is
 * touched. The threads run at a lower priority than the server's own, so pages and leads are answered first
 * while a hostile file is read.
 */
import os from "os"
import path from "path"
import { MessageChannel } from "worker_threads"
import type { Piscina as PiscinaPool } from "piscina"
import type { AttachmentCheck } from "../../lib/leads/attachment"
import { signatureOf } from "../../lib/leads/attachment"
import { projectRoot, readConfig } from "../config"
import { errorMessage } from "../lead-answers"
import type { CheckResult, CheckTask } from "./check-worker"

/** A thread's heap: pdf.js and the structural reading of a 10 MB file need well under this. */
const HEAP_LIMIT_MB = 256
/** The threads: a check per core, at most 4. */
const THREADS = Math.max(1, Math.min(4, os.availableParallelism()))
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
  // Node's own module API, asked of the process: a bundle's `module` is webpack's.
  const { createRequire } = globalThis.process.getBuiltinModule("node:module") as typeof import("module")
  const { Piscina } = createRequire(path.join(root, "package.json"))("piscina") as typeof import("piscina")
  return new Piscina({
    filename: path.join(root, "src", "server", "attachment", "check-worker.ts"),
    // The worker is TypeScript, as the server is (`node --import tsx`).
    execArgv: ["--import", "tsx"],
    // Every thread started with the pool and kept: starting one holds the server's event loop for about
    // 150 ms (measured), which must not happen while files are being checked.
    minThreads: THREADS,
    maxThreads: THREADS,
    idleTimeout: Infinity,
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

/** An attachment's verdict, and its bytes: moved to the check's thread and back, so read from here on. */
export interface Checked {
  checked: AttachmentCheck
  bytes: Uint8Array
}

/**
 * Runs one check on a thread; the deadline starts when the thread takes it up. The bytes are moved there and
 * back, never copied (a 10 MB file stays 10 MB of memory); a file whose memory it shares with others is
 * copied once. A thread that fails to answer keeps them: the upload is refused and its bytes are not needed.
 */
async function checkOnThread(file: Uint8Array, deadlineMs: number): Promise<Checked> {
  pool ??= startPool()
  const bytes = file.byteOffset === 0 && file.byteLength === file.buffer.byteLength ? file : new Uint8Array(file)
  const size = bytes.byteLength
  const { port1, port2 } = new MessageChannel()
  const controller = new AbortController()
  let timer: NodeJS.Timeout | undefined
  port1.once("message", () => {
    timer = setTimeout(() => controller.abort(), deadlineMs + GRACE_MS)
  })
  try {
    const task: CheckTask = { bytes, deadlineMs, started: port2 }
    const transferList = [port2, bytes.buffer as ArrayBuffer]
    const result = (await pool.run(task, { signal: controller.signal, transferList })) as CheckResult
    if (!result.checked.ok && result.checked.code === "attachmentUnchecked") {
      console.error(`[leads] an attachment (${size} bytes) was refused unchecked: not done within ${deadlineMs} ms`)
    }
    return result
  } catch (error) {
    const reason = controller.signal.aborted
      ? `its thread ended after ${deadlineMs + GRACE_MS} ms`
      : errorMessage(error)
    console.error(`[leads] an attachment (${size} bytes) was refused unchecked: ${reason}`)
    return { checked: { ok: false, code: "attachmentUnchecked" }, bytes: new Uint8Array(0) }
  } finally {
    clearTimeout(timer)
    port1.close()
  }
}

/**
 * An attachment's verdict and its bytes (`bytes` may be moved away: read the ones returned). Empty files and
 * files whose first bytes name no accepted type are answered at once; every other check runs on the pool.
 */
export async function checkAttachment(bytes: Uint8Array): Promise<Checked> {
  if (bytes.length === 0) return { checked: { ok: false, code: "attachmentEmpty" }, bytes }
  if (!signatureOf(bytes)) return { checked: { ok: false, code: "attachmentType" }, bytes }
  return checkOnThread(bytes, readConfig().attachmentCheckMs)
}

/** Ends the pool's threads (a stopping server, the end of a test). */
export async function closeAttachmentPool(): Promise<void> {
  const closing = pool
  pool = null
  await closing?.destroy()
}

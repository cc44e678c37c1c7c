/**
 * The attachment worker: one thread of the pool (check-pool.ts) runs every check of a file here, off the
 * server's event loop. It says when it starts (the deadline counts from then, not from its wait in the
 * queue), reads the bytes as the structural checks do (attachment-check.ts) and, for a PDF those pass, as
 * pdf.js does (pdf-engine-view.ts). Each reading looks at the clock and stops itself at the deadline, so the
 * thread lives on; the pool ends a thread that does not stop.
 */
import type { MessagePort } from "worker_threads"
import { move, transferableSymbol, valueSymbol } from "piscina"
import type { AttachmentCheck } from "../../lib/leads/attachment"
import { inspectAttachment } from "../attachment-check"
import { loadPdfJs, pdfEngineProblem } from "./pdf-engine-view"

export interface CheckTask {
  /** The file, moved here from the server's thread (not copied); moved back with the verdict. */
  bytes: Uint8Array
  /** How long the check may take once started. */
  deadlineMs: number
  /** Told "started" as the check begins. */
  started: MessagePort
}

// Loaded and warmed up as the thread starts, before any file arrives.
void loadPdfJs()

export interface CheckResult {
  checked: AttachmentCheck
  bytes: Uint8Array
}

async function check(bytes: Uint8Array, deadlineMs: number, started: MessagePort): Promise<AttachmentCheck> {
  // pdf.js is loaded once per thread, before the deadline starts: it is not part of a check's time.
  await loadPdfJs()
  started.postMessage("started")
  started.close()
  const deadline = Date.now() + deadlineMs
  const checked = await inspectAttachment(bytes, deadline)
  if (!checked.ok || checked.format !== "pdf") return checked
  const problem = await pdfEngineProblem(bytes, deadline)
  return problem ? { ok: false, code: problem } : checked
}

export default async function checkInWorker({ bytes, deadlineMs, started }: CheckTask) {
  const checked = await check(bytes, deadlineMs, started)
  const result: CheckResult = { checked, bytes }
  // The verdict, with the file's memory moved back to the server's thread rather than copied.
  return move({ [transferableSymbol]: bytes.buffer, [valueSymbol]: result } as never)
}

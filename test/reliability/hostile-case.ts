/**
 * One case of the hostile corpus and what every case shares: after its own checks, the server still answers
 * the home page within 1 s, is still running, and has stored exactly what the case says (nothing unless
 * said); the answers tallied by status.
 */
import { check, heading } from "./checks"
import type { Lab } from "./lab"
import { storedRows } from "./lab"
import type { FilePart, UploadResult } from "./requests"
import { multipartBody, post } from "./requests"
import type { Served } from "./servers"
import { alive, probe } from "./servers"

export const MB = 1024 * 1024
export const FOREIGN_ORIGIN = "https://evil.example"
/** "At once": the answer to a declared length over the limit, from the first byte sent. */
export const AT_ONCE_MS = 1000

/**
 * One case: `run` sends and checks the answer; afterwards the server answers a probe within 1 s, its
 * process is alive, and the store holds exactly `stored` more leads than before (none unless said).
 */
export async function hostileCase(lab: Lab, title: string, run: () => Promise<number | void>) {
  heading(title, "case")
  const before = (await storedRows(lab.storeConfig)).length
  const stored = (await run()) ?? 0
  check("probe GET / within 1 s afterwards", 200, await probe(lab.server.url))
  check("server process alive", "yes", alive(lab.server) ? "yes" : "no")
  check("leads stored by the case", stored, (await storedRows(lab.storeConfig)).length - before)
}

export const statusList = (statuses: readonly number[]) =>
  Object.entries(
    statuses.reduce<Record<number, number>>(
      (counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }),
      {},
    ),
  )
    .map(([status, count]) => `${count} × ${status === "0" ? "no answer" : status}`)
    .join(", ")

/** Uploads' answers, and for those without one what ended them (a reset connection, a timeout). */
export function uploadOutcomes(uploads: readonly UploadResult[]) {
  const errors = uploads.filter((upload) => upload.status === 0).map((upload) => upload.error ?? "?")
  const answered = statusList(uploads.filter((upload) => upload.status !== 0).map((upload) => upload.status))
  const ended = [...new Set(errors)].map((error) => `${errors.filter((each) => each === error).length} × ${error}`)
  return [answered, ...ended].filter(Boolean).join(", ")
}

export function postMultipart(
  served: Served,
  fields: ReadonlyArray<readonly [string, string]>,
  files: FilePart[] = [],
) {
  const { body, contentType } = multipartBody(fields, files)
  return post(served.url, body, contentType)
}

export function errorFields(body: Record<string, unknown>): string {
  const errors = body.errors
  return errors && typeof errors === "object" ? Object.keys(errors).sort().join(", ") : "none"
}

/**
 * The hostile corpus (issue #23): requests as an attacker sends them, each answered as the endpoint's
 * contract says, after which the server still serves the home page within 1 s, is still running, and has
 * stored nothing it should not have (or exactly what it should: a suspected bot's lead, kept as spam).
 */
import { check, checkThat, heading, sleep } from "./checks"
import { closeLab, openLab } from "./lab"
import { stopServer } from "./servers"

import { cutOffCases, fieldShapeCases } from "./hostile-bodies"
import { attachmentCases, botTrapCases, textCases } from "./hostile-content"
import { lastMileCases } from "./hostile-answers"
import { memoryCases } from "./hostile-memory"
import { clientAddressRun, QUOTA, quotaCases } from "./hostile-quota"
import { documentRuns } from "./hostile-documents"
import { pacedUpload } from "./requests"
import { slowSenderRuns } from "./slow-senders"

export async function hostileRuns() {
  heading("Hostile corpus · the production server, SQLite")
  // The default quota, behind a trusted proxy on loopback: the cases sent without X-Forwarded-For come from
  // 127.0.0.1 and store fewer leads than the quota.
  const lab = await openLab({
    LEADS_RATE_LIMIT: String(QUOTA),
    LEADS_TRUSTED_PROXIES: "127.0.0.1",
    LEADS_CLIENT_IP_HEADER: "x-forwarded-for",
    // The freezing PDFs' case reads the event loop's delay from the server's log.
    SERVER_LOOP_DELAY_LOG: "1",
    SERVER_STOP_DEADLINE_MS: String(STOP_DEADLINE_MS),
  })
  try {
    await cutOffCases(lab)
    await fieldShapeCases(lab)
    await memoryCases(lab)
    await textCases(lab)
    await attachmentCases(lab)
    await botTrapCases(lab)
    await quotaCases(lab)
    await lastMileCases(lab)
    await documentRuns(lab, QUOTA)
    // Issue #50: SIGTERM while an upload is still arriving answers it (503, Retry-After), then exits 0.
    heading("SIGTERM while an upload is arriving", "case")
    const arriving = pacedUpload(
      lab.server,
      { Origin: lab.server.url, "Content-Type": "multipart/form-data; boundary=x", "X-Forwarded-For": "198.18.9.9" },
      1024 * 1024,
      { stopAfter: 64 * 1024, timeoutMs: 3 * STOP_DEADLINE_MS },
    )
    await sleep(500)
    const stop = await stopServer(lab.server)
    const upload = await arriving
    check("the upload still arriving: answered", "503", `${upload.status || upload.error}`)
    checkThat(
      "stopped after SIGTERM, gracefully",
      stop.stopped && stop.ms <= STOP_DEADLINE_MS + 500 && stop.exit === "0",
      `in ${stop.ms} ms, exit ${stop.exit}`,
      `within ${STOP_DEADLINE_MS / 1000} s, exit 0`,
    )
  } finally {
    await closeLab(lab)
  }
  await slowSenderRuns()
  await clientAddressRun()
}

/** The hostile server's stop deadline (SERVER_STOP_DEADLINE_MS; 10 s by default), short to keep the run short. */
const STOP_DEADLINE_MS = 4000

/**
 * The hostile corpus (issue #23): requests as an attacker sends them, each answered as the endpoint's
 * contract says, after which the server still serves the home page within 1 s, is still running, and has
 * stored nothing it should not have (or exactly what it should: a suspected bot's lead, kept as spam).
 */
import { checkThat, heading } from "./checks"
import { closeLab, openLab } from "./lab"
import { stopServer } from "./servers"

import { cutOffCases, fieldShapeCases } from "./hostile-bodies"
import { attachmentCases, botTrapCases, textCases } from "./hostile-content"
import { lastMileCases } from "./hostile-answers"
import { memoryCases } from "./hostile-memory"
import { QUOTA, quotaCases } from "./hostile-quota"
import { slowSenderRuns } from "./slow-senders"

export async function hostileRuns() {
  heading("Hostile corpus · the production server, SQLite")
  // The default quota, behind a trusted proxy on loopback: the cases sent without X-Forwarded-For come from
  // 127.0.0.1 and store fewer leads than the quota.
  const lab = await openLab({
    LEADS_RATE_LIMIT: String(QUOTA),
    LEADS_TRUSTED_PROXIES: "127.0.0.1",
    LEADS_CLIENT_IP_HEADER: "x-forwarded-for",
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
    const stop = await stopServer(lab.server)
    checkThat(
      "stopped after SIGTERM, gracefully",
      stop.stopped && stop.ms <= 10_500 && stop.exit === "0",
      `in ${stop.ms} ms, exit ${stop.exit}`,
      "within 10 s, exit 0",
    )
  } finally {
    await closeLab(lab)
  }
  await slowSenderRuns()
}

import fs from "fs"
import os from "os"
import path from "path"

/**
 * Where the e2e run keeps its leads: one temporary folder per `playwright test` run, made when the config is
 * first read (in the runner) and handed to the workers through the environment they inherit.
 *   - `dataDir`: the server's LEADS_DATA_DIR (its SQLite store), read back with `storedLeads()`;
 *   - `mailboxDir`: every e-mail the loopback SMTP server received, one .eml file each (`mailbox.ts`).
 */
export function leadsE2eDirs(): { root: string; dataDir: string; mailboxDir: string } {
  const root = (process.env.E2E_LEADS_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "vigia-e2e-leads-")))
  return { root, dataDir: path.join(root, "data"), mailboxDir: path.join(root, "mailbox") }
}

/** The header the e2e server trusts as the visitor's address (LEADS_CLIENT_IP_HEADER), so a test can be its own visitor. */
export const E2E_CLIENT_IP_HEADER = "x-e2e-client-ip"
/** The e2e server's rate limit: every browser test shares 127.0.0.1, so it is higher than the default 30. */
export const E2E_RATE_LIMIT = 100

/** The environment of the production server under test (see e2e/support/serve-with-mailbox.ts). */
export function leadsServerEnv(): Record<string, string> {
  const { dataDir, mailboxDir } = leadsE2eDirs()
  return {
    LEADS_DATA_DIR: dataDir,
    E2E_MAILBOX_DIR: mailboxDir,
    LEADS_RATE_LIMIT: String(E2E_RATE_LIMIT),
    LEADS_CLIENT_IP_HEADER: E2E_CLIENT_IP_HEADER,
  }
}

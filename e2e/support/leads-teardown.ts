import fs from "fs"

/** Removes the run's temporary lead store and mailbox (e2e/support/leads-env.ts). */
export default function removeLeadsDirs() {
  const root = process.env.E2E_LEADS_DIR
  if (root) fs.rmSync(root, { recursive: true, force: true })
}

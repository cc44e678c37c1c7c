/**
 * npm run leads                          the stored leads (suspected spam apart): reference, date, kind, name,
 *                                        company, status (pending, delivered, failed), attempts, next attempt
 * npm run leads -- --spam                the leads stored as suspected spam (never delivered)
 * npm run leads -- --csv                 every lead with every field, as CSV on standard output (with --spam: spam)
 * npm run leads -- --attachment REF      writes the lead's attachment to the current folder (never over a file)
 * Reads the same store as the site: LEADS_DATA_DIR (default ./data) or DATABASE_URL.
 */
import fs from "fs"
import path from "path"
import { storedReferenceOf } from "../src/lib/leads/reference"
import { readConfig } from "../src/server/config"
import { leadCsv, leadTable, listedLeads } from "../src/server/staff"
import { openStore } from "../src/server/store"
import type { LeadStore } from "../src/server/store/types"

/** A stored file name as a file in the current folder: no folders, no control characters. */
function localName(name: string, reference: string): string {
  const base = path
    .basename(name.replace(/\\/g, "/"))
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, "_")
    .replace(/^[.\s]+/, "")
    .trim()
  return base === "" ? `${reference}.bin` : base
}

async function saveAttachment(store: LeadStore, typed: string) {
  // A reference as typed over the phone (any case, O for 0), or one of the older VG-2026-000123 form.
  const reference = storedReferenceOf(typed)
  if (!reference) {
    console.error(`${typed}: not a reference (a mistyped character? its check digits do not match)`)
    process.exitCode = 1
    return
  }
  const attachment = await store.attachment(reference)
  if (!attachment) {
    console.error(`${reference}: no such lead, or it has no attachment`)
    process.exitCode = 1
    return
  }
  // npm runs scripts from the project's root; INIT_CWD is the folder the command was typed in.
  const target = path.resolve(process.env.INIT_CWD ?? process.cwd(), localName(attachment.name, reference))
  try {
    fs.writeFileSync(target, attachment.content, { flag: "wx" })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error
    console.error(`${target} already exists: not overwritten. Move it away and run again.`)
    process.exitCode = 1
    return
  }
  console.log(`${target} (${attachment.type}, ${attachment.size} bytes)`)
}

async function main() {
  const args = process.argv.slice(2)
  const store = await openStore(readConfig())
  try {
    const attachmentAt = args.indexOf("--attachment")
    if (attachmentAt >= 0) {
      const reference = args[attachmentAt + 1]
      if (!reference) throw new Error("--attachment needs a reference: npm run leads -- --attachment VG-2026-7K4Q-53")
      return await saveAttachment(store, reference)
    }
    const rows = listedLeads(await store.list(), args.includes("--spam"))
    process.stdout.write(args.includes("--csv") ? leadCsv(rows) : `${leadTable(rows)}\n`)
  } finally {
    await store.close()
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})

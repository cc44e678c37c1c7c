/**
 * What a run works on: a store of its own, a loopback mailbox and a production server on both; the store
 * and the mailbox as they are after each case.
 */
import fs from "fs"
import os from "os"
import path from "path"
import { simpleParser } from "mailparser"
import { REFERENCE_PATTERN } from "../../src/lib/leads/reference"
import { openStore } from "../../src/server/store"
import type { LeadRow } from "../../src/server/store/types"
import { startLocalSmtp } from "../smtp-server"
import type { LocalSmtp } from "../smtp-server"
import type { Served } from "./servers"
import { startServer, stopServer } from "./servers"

export interface StoreConfig {
  databaseUrl: string | null
  dataDir: string
  dbPoolSize?: number
}

export async function storedRows(storeConfig: StoreConfig): Promise<LeadRow[]> {
  const store = await openStore(storeConfig)
  try {
    return await store.list()
  } finally {
    await store.close()
  }
}

/** A lead's reference (VG-2026-7K4Q-93), as the e-mail's subject carries it. */
const MAILED_REFERENCE = new RegExp(REFERENCE_PATTERN)

export async function mailedReferences(smtp: LocalSmtp): Promise<string[]> {
  const mails = await Promise.all(smtp.received.map((raw) => simpleParser(raw)))
  return mails.map((mail) => MAILED_REFERENCE.exec(mail.subject ?? "")?.[0] ?? "?")
}

/** One store, one mailbox and one server: what an area of the suite works on. */
export interface Lab {
  dataDir: string
  storeConfig: StoreConfig
  smtp: LocalSmtp
  /** The server's environment (its store, its mail server), to start it again or run a staff command. */
  env: Record<string, string>
  server: Served
}

/** A fresh SQLite store in a folder of its own, a loopback SMTP server and a production server on both. */
export async function openLab(
  env: Record<string, string> = {},
  smtpOptions: Parameters<typeof startLocalSmtp>[0] = {},
): Promise<Lab> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vigia-reliability-"))
  const smtp = await startLocalSmtp(smtpOptions)
  const labEnv = { LEADS_DATA_DIR: dataDir, SMTP_URL: smtp.url, ...env }
  const server = await startServer("production", labEnv)
  return { dataDir, storeConfig: { databaseUrl: null, dataDir }, smtp, env: labEnv, server }
}

export async function closeLab(lab: Lab) {
  await stopServer(lab.server)
  await lab.smtp.stop()
  fs.rmSync(lab.dataDir, { recursive: true, force: true })
}

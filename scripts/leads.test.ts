import { execFile } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { simpleParser } from "mailparser"
import { startLocalSmtp } from "../test/smtp-server"
import type { LocalSmtp } from "../test/smtp-server"
import { localTime } from "../src/server/staff"
import { openStore } from "../src/server/store"
import type { LeadStore, NewLead } from "../src/server/store/types"

// Each command is a tsx process: several seconds apiece, far more on the busy 2-core machine.
jest.setTimeout(300_000)

const ROOT = path.join(__dirname, "..")
const TSX = path.join(ROOT, "node_modules", "tsx", "dist", "cli.mjs")

let counter = 0
function newLead(overrides: Partial<NewLead> = {}): NewLead {
  counter += 1
  const at = new Date()
  return {
    kind: "contacto",
    idempotencyKey: `00000000-0000-4000-8000-${String(counter).padStart(12, "0")}`,
    fields: { name: `Ana ${counter}`, company: "Acme", email: "ana@empresa.com.ar" },
    pageUrl: "/contacto",
    createdAt: at,
    consent: { accepted: true, at, policyVersion: "2026-11-23" },
    attachment: null,
    addressKey: "address-a",
    spam: false,
    ...overrides,
  }
}

interface Run {
  code: number
  stdout: string
  stderr: string
}

describe("the staff commands", () => {
  let dir: string
  let here: string
  let store: LeadStore

  /** A staff command as staff type it: npm runs it from the project's root, INIT_CWD is where they are. */
  const run = (script: string, args: string[], env: Record<string, string> = {}): Promise<Run> =>
    new Promise((resolve) => {
      execFile(
        process.execPath,
        [TSX, path.join("scripts", script), ...args],
        {
          cwd: ROOT,
          env: { ...process.env, LEADS_DATA_DIR: dir, DATABASE_URL: "", INIT_CWD: here, SMTP_URL: "", ...env },
        },
        (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
      )
    })

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "leads-staff-"))
    here = fs.mkdtempSync(path.join(os.tmpdir(), "leads-here-"))
    store = await openStore({ databaseUrl: null, dataDir: dir })
  })
  afterEach(async () => {
    await store.close()
    fs.rmSync(dir, { recursive: true, force: true })
    fs.rmSync(here, { recursive: true, force: true })
  })

  it("lists failed leads with the rest, spam apart, and writes an attachment where staff are, never over a file", async () => {
    const content = Buffer.from("%PDF-1.4 pliego")
    const withFile = await store.insert(
      newLead({ attachment: { name: "pliego.pdf", type: "application/pdf", size: content.length, content } }),
    )
    const spam = await store.insert(newLead({ spam: true }))
    const failing = await store.insert(newLead())
    const claimed = (await store.claimNext(new Date(), 60_000, { references: [failing.reference] }))!
    await store.release(claimed.id, { status: "failed", error: "552 too big", at: new Date() })

    const listed = await run("leads.ts", [])
    expect(listed.code).toBe(0)
    expect(listed.stdout).toContain(withFile.reference)
    expect(listed.stdout).toMatch(new RegExp(`${failing.reference}.*failed\\s+1`))
    expect(listed.stdout).not.toContain(spam.reference)
    const spamListed = await run("leads.ts", ["--spam"])
    expect(spamListed.stdout).toContain(spam.reference)
    expect(spamListed.stdout).not.toContain(withFile.reference)

    const saved = await run("leads.ts", ["--attachment", withFile.reference.toLowerCase().replace(/-/g, " ")])
    expect(saved.code).toBe(0)
    const target = path.join(here, "pliego.pdf")
    expect(saved.stdout).toContain(target)
    expect(fs.readFileSync(target)).toEqual(content)
    fs.writeFileSync(target, "staff's own edits")
    const again = await run("leads.ts", ["--attachment", withFile.reference])
    expect(again.code).toBe(1)
    expect(again.stderr).toContain("not overwritten")
    expect(fs.readFileSync(target, "utf8")).toBe("staff's own edits")
    const typo = withFile.reference.slice(0, -1) + String((Number(withFile.reference.slice(-1)) + 1) % 10)
    const mistyped = await run("leads.ts", ["--attachment", typo])
    expect(mistyped.code).toBe(1)
    expect(mistyped.stderr).toContain("not a reference")
  })

  describe("leads:retry", () => {
    let smtp: LocalSmtp
    beforeEach(async () => {
      smtp = await startLocalSmtp()
    })
    afterEach(() => smtp.stop())

    const mailed = async () =>
      Promise.all(smtp.received.map(async (raw) => (await simpleParser(raw)).subject ?? "")).then((subjects) =>
        subjects.join("\n"),
      )

    it("delivers leads waiting out a backoff, names the held ones with their claim's end, and leaves failed ones to --failed", async () => {
      const now = new Date()
      const waiting = await store.insert(newLead())
      const first = (await store.claimNext(now, 60_000))!
      await store.release(first.id, { status: "pending", error: "451 try later", nextAttemptAt: new Date(+now + 3e6) })
      const failed = await store.insert(newLead())
      const second = (await store.claimNext(now, 60_000))!
      await store.release(second.id, { status: "failed", error: "552 too big", at: now })
      const held = await store.insert(newLead())
      const claim = (await store.claimNext(now, 4 * 60_000))!
      expect(claim.reference).toBe(held.reference)

      const retry = await run("leads-retry.ts", [], { SMTP_URL: smtp.url })
      expect(retry.stdout).toContain(`${waiting.reference} delivered`)
      expect(retry.stdout).toContain(
        `${held.reference} held by a delivery in progress until ${localTime(claim.claimedUntil!).slice(11)}`,
      )
      expect(retry.stdout).toContain("1 failed lead(s) not retried")
      expect(retry.stdout).toContain("1 delivered, 0 pending, 1 failed, 1 held")
      expect(retry.code).toBe(0)
      expect(await mailed()).toContain(waiting.reference)
      expect(await mailed()).not.toContain(failed.reference)

      const named = await run("leads-retry.ts", [failed.reference], { SMTP_URL: smtp.url })
      expect(named.stdout).toContain(`${failed.reference} delivered`)
      expect(named.code).toBe(0)
      expect(smtp.received).toHaveLength(2)
      expect((await store.list()).find((row) => row.reference === failed.reference)).toMatchObject({
        status: "delivered",
      })
    })
  })
})

import fs from "fs"
import path from "path"
import { expect } from "@playwright/test"
import { simpleParser } from "mailparser"
import type { ParsedMail } from "mailparser"
import { leadsE2eDirs } from "./leads-env"

/**
 * The e-mails the e2e server's loopback SMTP server received (every lead it delivered), parsed with
 * mailparser: `subject`, `text`, `replyTo`, `attachments` (filename, contentType, content), `headers`.
 */
async function receivedMails(): Promise<ParsedMail[]> {
  const { mailboxDir } = leadsE2eDirs()
  if (!fs.existsSync(mailboxDir)) return []
  const files = fs
    .readdirSync(mailboxDir)
    .filter((file) => file.endsWith(".eml"))
    .sort()
  return Promise.all(files.map((file) => simpleParser(fs.readFileSync(path.join(mailboxDir, file)))))
}

/** The e-mails about one lead (its reference is in the subject). */
export async function mailsFor(reference: string): Promise<ParsedMail[]> {
  return (await receivedMails()).filter((mail) => mail.subject?.includes(reference))
}

/**
 * Waits until the e-mail about `reference` has arrived and returns it (the site delivers right after it
 * answers, so the mail follows the answer by a few milliseconds), polling with Playwright's `expect.poll`.
 * Fails after `timeoutMs`. Use `mailsFor(reference)` afterwards to assert there is exactly one.
 */
export async function waitForMail(reference: string, timeoutMs = 10_000): Promise<ParsedMail> {
  let mail: ParsedMail | undefined
  await expect
    .poll(
      async () => {
        mail = (await mailsFor(reference))[0]
        return mail !== undefined
      },
      { message: `an e-mail about ${reference}`, timeout: timeoutMs },
    )
    .toBe(true)
  return mail!
}

/**
 * What a lead carries (issue #23): control characters and mark floods in its fields, files that are not
 * what they say, the bot trap (kept as spam, never mailed), a page address off the site.
 */
import { makeZip } from "../zip"
import { check, checkThat, sleep } from "./checks"
import { errorFields, hostileCase, MB, postMultipart, uploadOutcomes } from "./hostile-case"
import type { Lab } from "./lab"
import { mailedReferences, storedRows } from "./lab"
import type { FilePart } from "./requests"
import { chatLead, contactFields, multipartBody, pacedUpload, post, send } from "./requests"
import { staffCommand } from "./servers"

/** The name: a terminal escape, a title, a bell, a bidi override, a NUL and a forged header line. */
const HOSTILE_NAME = "Eve\u001b[2J\u001b]0;PWNED\u0007\u202eevil\u0000X\r\nBcc: x@evil.example"

export async function textCases(lab: Lab) {
  const served = lab.server
  await hostileCase(lab, "control characters: the issue's name in the chat (JSON) and the contact form", async () => {
    const chat = await post(served.url, JSON.stringify({ ...chatLead(), name: HOSTILE_NAME }), "application/json")
    const contact = contactFields().map(([name, value]) => [name, name === "name" ? HOSTILE_NAME : value] as const)
    const form = await postMultipart(served, contact)
    check("chat answer", 422, chat.status)
    check("chat: the field refused", "name", errorFields(chat.body))
    check("contact answer", 422, form.status)
    check("contact: the field refused", "name", errorFields(form.body))
  })
  await hostileCase(
    lab,
    "one control character each: NUL, ESC in the message, NEL (C1), U+202E, CR LF in the e-mail",
    async () => {
      const cases: Array<[string, string]> = [
        ["name", "Ana\u0000"],
        ["message", "Necesitamos cotizar \u001b[31mdetectores\u001b[0m de gas."],
        ["company", "Vigía\u0085S.A."],
        ["phone", "+54 11 \u202e0000-0004"],
        ["email", "ana@example.com\r\nBcc: x@evil.example"],
      ]
      const refused: string[] = []
      for (const [field, value] of cases) {
        const fields = contactFields().map(([name, old]) => [name, name === field ? value : old] as const)
        const answer = await postMultipart(served, fields)
        refused.push(answer.status === 422 ? errorFields(answer.body) : `${field}: ${answer.status}`)
      }
      check("fields refused (422 each)", cases.map(([field]) => field).join(" | "), refused.join(" | "))
    },
  )
  await hostileCase(lab, "combining-mark flood: a 100-character name of 20 KB (chat, JSON)", async () => {
    const name = ("a" + "\u0301\u0302".repeat(50)).repeat(100)
    const answer = await post(served.url, JSON.stringify({ ...chatLead(), name }), "application/json")
    checkThat(
      "answer",
      answer.status === 400 || (answer.status === 422 && errorFields(answer.body) === "name"),
      `${answer.status} (errors: ${errorFields(answer.body)})`,
      "400, or 422 on the name",
    )
  })
  await hostileCase(lab, "combining-mark flood: four 1 MB fields of a contact lead (multipart)", async () => {
    const flood = ("e" + "\u0300".repeat(499)).repeat(Math.ceil(MB / 1000))
    const fields = contactFields().map(
      ([name, value]) => [name, ["name", "company", "phone", "message"].includes(name) ? flood : value] as const,
    )
    const { body, contentType } = multipartBody(fields)
    const upload = await pacedUpload(served, { Origin: served.url, "Content-Type": contentType }, body.length, {
      body,
    })
    checkThat(
      "answer",
      [400, 413, 422].includes(upload.status) || (upload.status === 0 && upload.written < upload.declared),
      `${uploadOutcomes([upload])} after ${(upload.written / MB).toFixed(1)} of ${(body.length / MB).toFixed(1)} MB`,
      "400, 413 or 422, or the connection closed before the body ended",
    )
  })
}

/** A ZIP named .docx: the parts Word needs, a macro part, and an executable. */
const FAKE_DOCX = makeZip({
  "[Content_Types].xml": "junk",
  "word/document.xml": "<w:document/>",
  "word/vbaProject.bin": "macro",
  "payload.exe": "MZ\u0090\u0000",
})
const FAKE_XLSX = makeZip({ "run.js": "WScript.Shell" })
const PDF_POLYGLOT = Buffer.from("%PDF-<html><script>alert(1)</script></html>")

export async function attachmentCases(lab: Lab) {
  const served = lab.server
  const files: Array<[string, FilePart]> = [
    [
      "fake OOXML: a macro and an .exe as oferta.docx",
      {
        name: "attachment",
        filename: "oferta.docx",
        type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        content: FAKE_DOCX,
      },
    ],
    [
      "fake OOXML: run.js as planilla.xlsx",
      {
        name: "attachment",
        filename: "planilla.xlsx",
        type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        content: FAKE_XLSX,
      },
    ],
    [
      "PDF polyglot: %PDF-<html><script> as poly.pdf",
      { name: "attachment", filename: "poly.pdf", type: "application/pdf", content: PDF_POLYGLOT },
    ],
  ]
  for (const [title, file] of files) {
    await hostileCase(lab, title, async () => {
      const answer = await postMultipart(served, contactFields(), [file])
      check("answer", 422, answer.status)
      check("the field refused", "attachment", errorFields(answer.body))
    })
  }
}

export async function botTrapCases(lab: Lab) {
  const served = lab.server
  const spam: string[] = []
  let realReference = "none"
  await hostileCase(lab, "bot trap: sent 1 s after the first keystroke, and a filled honeypot", async () => {
    const fast = await send(served.url, { ...chatLead(), elapsedMs: 1000 })
    const honeypot = await send(served.url, { ...chatLead(), website: "https://spam.example" })
    const real = await send(served.url)
    check("answers", "201 201 201", `${fast.status} ${honeypot.status} ${real.status}`)
    // The same letters, digits and dashes in the same places: a bot cannot tell its answer from a person's.
    const shape = (sent: { reference: string | null }) => (sent.reference ?? "none").replace(/[0-9A-Z]/g, "x")
    check(
      "reference forms (fast, honeypot, real)",
      [1, 2, 3].map(() => shape(real)).join(" "),
      [fast, honeypot, real].map(shape).join(" "),
    )
    spam.push(fast.reference ?? "", honeypot.reference ?? "")
    realReference = real.reference ?? "none"
    const rows = await storedRows(lab.storeConfig)
    check(
      "stored as spam",
      "spam spam",
      spam.map((reference) => rows.find((row) => row.reference === reference)?.status ?? "absent").join(" "),
    )
    // The real one is e-mailed; by then a delivery run has passed the suspected ones.
    await sleep(3000)
    const mailed = await mailedReferences(lab.smtp)
    check(
      "e-mailed: the real one, not the suspected ones",
      "1 0",
      `${mailed.filter((each) => each === real.reference).length} ${mailed.filter((each) => spam.includes(each)).length}`,
    )
    return 3
  })
  const listed = await staffCommand("leads.ts", ["--spam"], { ...process.env, ...lab.env })
  check(
    "`npm run leads -- --spam` lists the suspected ones and not the real one",
    "2 0",
    `${spam.filter((reference) => reference && listed.includes(reference)).length} ${listed.includes(realReference) ? 1 : 0}`,
  )
  await hostileCase(lab, "pageUrl off the site: //evil.example/phish and /\\evil.example", async () => {
    const sent = [
      await send(served.url, { ...chatLead(), pageUrl: "//evil.example/phish" }),
      await send(served.url, { ...chatLead(), pageUrl: "/\\evil.example" }),
      await send(served.url, { ...chatLead(), pageUrl: "/productos/detectores-de-gas" }),
    ]
    check("answers", "201 201 201", sent.map((each) => each.status).join(" "))
    const rows = await storedRows(lab.storeConfig)
    check(
      "stored pageUrl",
      '"" "" "/productos/detectores-de-gas"',
      sent
        .map((each) => JSON.stringify(rows.find((row) => row.reference === each.reference)?.pageUrl ?? null))
        .join(" "),
    )
    return 3
  })
}

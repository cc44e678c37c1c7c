/**
 * Bodies of the wrong shape (issue #23): cut off, malformed, bracket indexes a parser would turn into sparse
 * arrays, lists longer than their options, values of the wrong type. Each is 400 before any value is used.
 */
import { LEAD_FIELDS } from "../../src/lib/leads/kinds"
import { check, checkThat } from "./checks"
import { hostileCase, postMultipart, statusList } from "./hostile-case"
import type { Lab } from "./lab"
import { chatLead, contactFields, multipartBody, post, rawRequest, requestHead, send } from "./requests"

const SPARSE_INDEX = 4294967294

/**
 * The fields every kind carries besides its own, as lib/leads/client.ts sends them and the endpoint reads
 * them: the kind, the idempotency key, the honeypot, the fill time, the consent and the page it came from.
 */
const ENVELOPE_FIELDS = ["kind", "idempotencyKey", "website", "elapsedMs", "privacy", "pageUrl"] as const

/** Every field name a lead can carry: the envelope, every kind's fields and the attachment. */
function everyFieldName(): string[] {
  const names = new Set<string>(ENVELOPE_FIELDS)
  for (const fields of Object.values(LEAD_FIELDS)) for (const field of fields) names.add(field.name)
  names.add("attachment")
  return [...names]
}

/** The contact form's fields with `name`'s entries replaced by one at a sparse index (`elapsedMs[4294967294]=1`). */
function withSparseIndex(name: string): Array<[string, string]> {
  const fields = contactFields()
  const value = fields.find(([field]) => field === name)?.[1] || "1"
  return [...fields.filter(([field]) => field !== name), [`${name}[${SPARSE_INDEX}]`, value]]
}

export async function cutOffCases(lab: Lab) {
  const served = lab.server
  await hostileCase(lab, 'cut-off JSON: 1000 bytes announced, `{"kind":` sent, the socket half-closed', async () => {
    const head = requestHead(served, {
      Origin: served.url,
      "Content-Type": "application/json",
      "Content-Length": 1000,
    })
    const answer = await rawRequest(served.port, head, '{"kind":')
    checkThat("answer", [0, 400].includes(answer.status), answer.status || "closed", "400 or the socket closed")
  })
  await hostileCase(lab, "cut-off multipart: a part and a half of 5000 bytes announced", async () => {
    const { body, contentType } = multipartBody(contactFields())
    const head = requestHead(served, { Origin: served.url, "Content-Type": contentType, "Content-Length": 5000 })
    const answer = await rawRequest(served.port, head, body.subarray(0, 300))
    checkThat("answer", [0, 400].includes(answer.status), answer.status || "closed", "400 or the socket closed")
  })
  await hostileCase(lab, 'malformed JSON, complete: `{"kind":`', async () => {
    const answer = await post(served.url, '{"kind":', "application/json")
    check("answer", 400, answer.status)
  })
  await hostileCase(lab, "multipart with no closing boundary", async () => {
    const { body, contentType, boundary } = multipartBody(contactFields())
    const answer = await post(served.url, body.subarray(0, body.length - `--${boundary}--\r\n`.length), contentType)
    check("answer", 400, answer.status)
  })
}

export async function fieldShapeCases(lab: Lab) {
  const served = lab.server
  const names = everyFieldName()
  await hostileCase(lab, `sparse bracket index [${SPARSE_INDEX}] in each of ${names.length} fields`, async () => {
    const answers = []
    for (const name of names) answers.push({ name, ...(await postMultipart(served, withSparseIndex(name))) })
    const slowest = answers.reduce((worst, answer) => (answer.ms > worst.ms ? answer : worst))
    checkThat(
      "answers",
      answers.every((answer) => answer.status === 400),
      statusList(answers.map((answer) => answer.status)),
      `${names.length} × 400`,
    )
    checkThat("slowest answer", slowest.ms < 1000, `${slowest.ms} ms (${slowest.name})`, "under 1 s")
    const wrong = answers.filter((answer) => answer.status !== 400).map((answer) => answer.name)
    if (wrong.length) console.log(`      not 400: ${wrong.join(", ")}`)
  })
  await hostileCase(lab, "bracket names `interests[]` and `name[0]`, and a dotted `privacy.x`", async () => {
    const shapes = [
      ["interests[]", "compra"],
      ["name[0]", "Ana"],
      ["privacy.x", "true"],
    ] as const
    const statuses = []
    for (const [name, value] of shapes) {
      const fields = contactFields().filter(([field]) => field !== name.replace(/[[.].*$/, ""))
      statuses.push((await postMultipart(served, [...fields, [name, value]])).status)
    }
    checkThat(
      "answers",
      statuses.every((status) => status === 400),
      statusList(statuses),
      "3 × 400",
    )
  })
  await hostileCase(lab, "a repeated field longer than its options: `interests` × 4 (3 options)", async () => {
    const fields = contactFields().filter(([field]) => field !== "interests")
    const repeated = Array.from({ length: 4 }, () => ["interests", "compra"] as [string, string])
    check("answer", 400, (await postMultipart(served, [...fields, ...repeated])).status)
  })
  await hostileCase(lab, "JSON values of the wrong shape: elapsedMs an object, name a list", async () => {
    const sparse = await send(served.url, { ...chatLead(), elapsedMs: { [SPARSE_INDEX]: 1 } as unknown as number })
    const list = await send(served.url, { ...chatLead(), name: ["Ana", "Eve"] as unknown as string })
    checkThat(
      "answers",
      sparse.status === 400 && [400, 422].includes(list.status),
      `${sparse.status}, ${list.status}`,
      "400, then 400 or 422",
    )
  })
}
